// The accounts feature's public entry point (web contract): the session and the route guards,
// and the header's account menu. Pages are reached through the router (routes/*-page.tsx).
export { RequireUser, RequireAdmin, RedirectIfSignedIn, RedirectIfVerified } from './components/route-guards';
export { AccountMenu } from './components/account-menu';
