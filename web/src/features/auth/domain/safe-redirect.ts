// Where to go after signing in. The `redirect` query comes from the address bar, so anyone can
// craft it: only a path on this same site is honoured (never another origin, never a
// protocol-relative `//host` or `/\host` that browsers treat as another origin), else the landing.
import { routes, signInPath } from '../../../lib/paths';

const FALLBACK = routes.home.to();

export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw) return FALLBACK;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return FALLBACK;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn "/\t/evil" into
  // "//evil"; refuse them instead of guessing.
  if (/[\p{Cc}\\]/u.test(value)) return FALLBACK;
  let resolved: URL;
  try {
    resolved = new URL(value, 'https://same-site.invalid');
  } catch {
    return FALLBACK;
  }
  if (resolved.origin !== 'https://same-site.invalid') return FALLBACK;
  // Never bounce back into the sign-in pages themselves.
  if (resolved.pathname === routes.auth.pattern || resolved.pathname.startsWith(`${routes.auth.pattern}/`)) return FALLBACK;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The sign-in address that brings the person back to `wanted` afterwards. */
export function signInPathFor(wanted: string): string {
  return signInPath(wanted);
}
