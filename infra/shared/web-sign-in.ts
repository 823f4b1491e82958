// The web app client's sign-in settings, one definition for the CDK's user pool client
// (infra/stacks/data-stack.ts) and the local Cognito's (infra/local/cognito-bootstrap.ts), so the
// tests sign in under the rules production signs in under: SRP only (the password never leaves the
// browser), refresh tokens, no user-existence errors, revocable tokens, and short-lived tokens (a
// revoked session or a removed admin right lasts at most 15 minutes).
export const WEB_SIGN_IN = {
  flows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  accessTokenMinutes: 15,
  idTokenMinutes: 15,
  refreshTokenDays: 30,
} as const;
