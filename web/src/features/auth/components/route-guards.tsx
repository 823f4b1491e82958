// The route guards of the web contract. They only decide what the browser shows; the API enforces
// the same rules on the server (user-pool auth, the `admin` group), so a guard is never the
// protection itself.
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AppSpinner } from '../../../components/app-spinner';
import { safeRedirectPath, signInPathFor } from '../domain/safe-redirect';
import { useSession } from '../../../lib/session/session-context';
import { routes } from '../../../lib/paths';

const SESSION_LOADING_LABEL = 'Cargando tu cuenta…';

/**
 * Where a guard sends someone without a session: sign-in, coming back here afterwards — unless
 * this very page was showing them their account when they chose to sign out: then the landing.
 */
function useSignedOutTarget(): string {
  const { status, endedByUser } = useSession();
  const location = useLocation();
  const showedAccount = useRef(false);
  if (status === 'signed-in') showedAccount.current = true;
  return showedAccount.current && endedByUser ? routes.home.to() : signInPathFor(location.pathname + location.search);
}

/** Only for a signed-in person; a visitor goes to sign-in and comes back here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const signedOutTarget = useSignedOutTarget();
  if (status === 'loading') return <AppSpinner label={SESSION_LOADING_LABEL} />;
  if (status === 'signed-out') return <Navigate replace to={signedOutTarget} />;
  return <>{children}</>;
}

/**
 * Only for an admin. The spec: "admin routes without an admin user go to not found" — a visitor
 * too (an admin signs in first, from the header). An admin who signs out here goes to the landing.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user, endedByUser } = useSession();
  const showedAdmin = useRef(false);
  if (status === 'loading') return <AppSpinner label={SESSION_LOADING_LABEL} />;
  if (status === 'signed-in' && user?.isAdmin) showedAdmin.current = true;
  if (status === 'signed-out')
    return <Navigate replace to={showedAdmin.current && endedByUser ? routes.home.to() : routes.notFound.to()} />;
  if (!user?.isAdmin) return <Navigate replace to={routes.notFound.to()} />;
  return <>{children}</>;
}

/**
 * For the sign-in, sign-up and verification pages: a signed-in person has nothing to do there.
 * They go to the landing — or, right after signing in on that page, to the same-site page named
 * by its `redirect` query, which is how sign-in sends people back to where they wanted to go.
 */
export function RedirectIfSignedIn({ children, fallback = routes.home.to() }: { children: ReactNode; fallback?: string }) {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <AppSpinner label={SESSION_LOADING_LABEL} />;
  if (status === 'signed-in') {
    const requested = searchParams.get('redirect');
    return <Navigate replace to={requested ? safeRedirectPath(requested) : fallback} />;
  }
  return <>{children}</>;
}

/** Where a person who just verified their e-mail lands when they were not on their way somewhere. */
export const WELCOME_PATH = routes.welcome.to();

/** The verification page's guard: once signed in (right after verifying), on to the redirect or the welcome. */
export function RedirectIfVerified({ children }: { children: ReactNode }) {
  return <RedirectIfSignedIn fallback={WELCOME_PATH}>{children}</RedirectIfSignedIn>;
}
