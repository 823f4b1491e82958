// The page to return to after signing in, read (safely) from the `redirect` query, and a helper
// that carries it on to the next account page (sign-in → sign-up → verification → back).
import { useSearchParams } from 'react-router';
import { safeRedirectPath } from '../domain/safe-redirect';

export function useRedirectTarget(): { target: string; carry(path: string, extra?: Record<string, string>): string } {
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('redirect'));
  const carry = (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams(extra);
    if (target !== '/') query.set('redirect', target);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  return { target, carry };
}
