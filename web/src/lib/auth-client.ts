// The auth client: Amplify v6 Auth against Cognito, configured from the runtime config. Tokens
// are only ever obtained through Amplify (fetchAuthSession).
//
// One code path for AWS and the local stack; the differences come from /config.json only:
//   - `authFlow`: SRP on AWS; USER_PASSWORD_AUTH against the local Cognito (cognito-local has no
//     SRP). Sign-in passes it as `options.authFlowType` (see authFlowType()).
//   - With USER_PASSWORD_AUTH, Amplify's own token refresh is replaced: Amplify 6 refreshes with
//     GetTokensFromRefreshToken, which cognito-local does not implement, so the session would end
//     when the first access token expires. cognito-token-refresher.ts calls InitiateAuth with
//     REFRESH_TOKEN_AUTH instead — an operation both Cognito and cognito-local answer — with a
//     plain fetch (no AWS SDK in the browser).
// cognito-local's pool ids look like `local_AbC123`: Amplify only needs an underscore in the id
// (it reads the part before it as the region for its endpoint resolver, and `userPoolEndpoint`
// overrides the endpoint), so no change is needed for them.
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { RuntimeConfig } from './runtime-config';
import { createRefreshTokenAuthRefresher } from './cognito-token-refresher';

let configured: RuntimeConfig | null = null;
let announceConfigured: (config: RuntimeConfig) => void = () => undefined;
const configuredPromise = new Promise<RuntimeConfig>((resolve) => {
  announceConfigured = resolve;
});

export function initAuthClient(config: RuntimeConfig): void {
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
  configured = config;
  announceConfigured(config);
}

/**
 * Resolves once initAuthClient() ran. The session provider may mount before the app's start
 * sequence has configured Amplify; it waits here instead of failing with "not initialized".
 */
export const authClientReady = (): Promise<RuntimeConfig> => configuredPromise;

function authConfig(): RuntimeConfig {
  if (!configured) throw new Error('Auth Client must be initialized');
  return configured;
}

/** The sign-in flow for Amplify's `signIn({ options: { authFlowType } })`, from the config. */
export const authFlowType = (): RuntimeConfig['authFlow'] => authConfig().authFlow;

/** The signed-in user's access token, refreshed by Amplify when needed; null for a visitor. */
export async function currentAccessToken(): Promise<string | null> {
  authConfig();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

const cognitoEndpointOf = (config: RuntimeConfig): string =>
  config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
