// The auth client: Amplify v6 Auth against Cognito, configured from the runtime config. Tokens
// are only ever obtained through Amplify (fetchAuthSession).
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { RuntimeConfig } from '../config/runtime-config';

let configured: RuntimeConfig | null = null;

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
  configured = config;
}

export function authConfig(): RuntimeConfig {
  if (!configured) throw new Error('Auth Client must be initialized');
  return configured;
}

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
