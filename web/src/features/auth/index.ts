// The accounts feature's public entry point (web contract): the session and the route guards,
// and the header's account menu. Pages are reached through the router (routes/*-page.tsx).
export { SessionProvider } from './session/session-provider';
export { useSession, type Session, type SessionStatus } from './session/session-context';
export type { SessionUser } from './api/me';
export { RequireUser, RequireAdmin, RedirectIfSignedIn } from './components/route-guards';
export { AccountMenu } from './components/account-menu';
