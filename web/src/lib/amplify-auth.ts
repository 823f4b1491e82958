// Amplify v6 Auth itself, configured from the runtime config: its own chunk, loaded by
// auth-client.ts only when an account is involved (stored tokens, a sign-in or sign-up page, a
// sign-out). A visitor's page never downloads or runs it.
//
// One code path for AWS and the local stack; the differences come from /config.json only:
//   - `authFlow`: SRP on AWS; USER_PASSWORD_AUTH against the local Cognito (cognito-local has no
//     SRP). Sign-in passes it as `options.authFlowType` (see authFlowType() in auth-client.ts).
//   - With USER_PASSWORD_AUTH, Amplify's own token refresh is replaced: Amplify 6 refreshes with
//     GetTokensFromRefreshToken, which cognito-local does not implement, so the session would end
//     when the first access token expires. cognito-token-refresher.ts calls InitiateAuth with
//     REFRESH_TOKEN_AUTH instead — an operation both Cognito and cognito-local answer — with a
//     plain fetch (no AWS SDK in the browser).
// cognito-local's pool ids look like `local_AbC123`: Amplify only needs an underscore in the id
// (it reads the part before it as the region for its endpoint resolver, and `userPoolEndpoint`
// overrides the endpoint), so no change is needed for them.
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from './runtime-config';
import { createRefreshTokenAuthRefresher } from './cognito-token-refresher';

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
  if (config.authFlow === 'USER_PASSWORD_AUTH') {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createRefreshTokenAuthRefresher({ endpoint: cognitoEndpointOf(config), clientId: config.userPoolClientId }),
    );
  }
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

const cognitoEndpointOf = (config: RuntimeConfig): string =>
  config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
