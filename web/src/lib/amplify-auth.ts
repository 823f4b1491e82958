// Amplify v6 Auth itself, configured from the runtime config: its own chunk, loaded by
// auth-client.ts only when an account is involved (stored tokens, a sign-in or sign-up page, a
// sign-out). A visitor's page never downloads or runs it.
//
// One code path and one sign-in for AWS and the local stack: Amplify's default flow, SRP
// (USER_SRP_AUTH, the password never leaves the browser), and its own token refresh
// (GetTokensFromRefreshToken); the local Cognito answers both as Cognito documents them
// (infra/local/cognito-sign-in-flows.ts). The only local difference comes from /config.json:
// `cognitoEndpoint`, the local server's address.
// cognito-local's pool ids look like `local_AbC123`: Amplify only needs an underscore in the id
// (it reads the part before it as the region for its endpoint resolver, and `userPoolEndpoint`
// overrides the endpoint), so no change is needed for them.
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from './runtime-config';

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** The stored session's access token, refreshed by Amplify when needed; null without one. */
export async function accessToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

export const signOutOfCognito = (): Promise<void> => signOut();

/**
 * Calls `onFailure` when stored tokens could not be renewed (the refresh token was refused —
 * Amplify then clears them — or Cognito was unreachable). Returns the unsubscribe function.
 */
export const onTokenRefreshFailure = (onFailure: () => void): (() => void) =>
  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh_failure') onFailure();
  });
