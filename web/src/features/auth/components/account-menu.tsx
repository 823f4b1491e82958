// The header's account corner: "Ingresar" and "Crear cuenta" for a visitor; for a signed-in
// person, their name opening a menu with their purchases, the admin pages for admins, and
// sign-out. While the session is still being read (always so in a published page's HTML, which a
// visitor without a session sees without the app until they use it, decision 158) the visitor's
// links are drawn, marked unsettled: app.css keeps them invisible, in their place, where this
// browser holds a session (boot.ts marks <html>), whose owner is about to see their name there.
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { safeRedirectPath, signInPathFor } from '../domain/safe-redirect';
import { useSession } from '../../../lib/session/session-context';
import { routes } from '../../../lib/paths';

// The signed-in menu (PrimeReact Button + Menu) is its own chunk: a visitor's first page never
// loads it (landing-page JS budget).
const SignedInAccountMenu = lazy(() => import('./signed-in-account-menu'));

export function AccountMenu() {
  const session = useSession();
  const current = useLocation();
  // Where the person is going while a navigation is under way (a lazy page still loading): after a
  // sign-out on an account page the guard sends them to the landing, and "Ingresar" must not bring
  // them back to the page they are leaving.
  const location = useNavigation().location ?? current;

  if (session.status !== 'signed-in' || !session.user) {
    // Sign-in and sign-up bring the person back to where they were; on an account page, to where
    // that page was taking them (its own `redirect`): "Comprar curso" → sign-in → the header's
    // "Crear cuenta" → verification still ends on the checkout (issue 42, item 9).
    const onAuthPage = location.pathname.startsWith(routes.auth.pattern);
    const wanted = onAuthPage
      ? safeRedirectPath(new URLSearchParams(location.search).get('redirect'))
      : safeRedirectPath(location.pathname + location.search);
    const comingBack = wanted !== routes.home.to();
    const signInTarget = comingBack ? signInPathFor(wanted) : routes.signIn.to();
    const signUpTarget = comingBack ? `${routes.signUp.to()}?${new URLSearchParams({ redirect: wanted }).toString()}` : routes.signUp.to();
    return (
      <nav className={`account-menu${session.status === 'loading' ? ' account-menu--unsettled' : ''}`} aria-label="Cuenta">
        <Link className="p-button p-button-text p-button-sm" to={signInTarget}>
          Ingresar
        </Link>
        <Link className="p-button p-button-sm" to={signUpTarget}>
          Crear cuenta
        </Link>
      </nav>
    );
  }

  return (
    <Suspense fallback={<span className="account-menu">{session.user.firstName}</span>}>
      <SignedInAccountMenu user={session.user} signOut={session.signOut} />
    </Suspense>
  );
}
