// The auth client: Cognito through Amplify v6, configured from the runtime config. Tokens are only
// ever obtained through Amplify (fetchAuthSession).
//
// Amplify (≈ 25 KB gzip of code to download and run) is loaded only when an account is involved:
// when the browser holds Cognito tokens (Amplify keeps them in localStorage, under keys named
// after the app client), or when an account page or a sign-out asks for it (amplifyAuth()). A
// visitor's page answers "no token" from that storage check alone, so the published pages
// hydrate and call the API without it. The Amplify side is amplify-auth.ts.
import type * as AmplifyAuthModule from './amplify-auth';
import type { RuntimeConfig } from './runtime-config';

type AmplifyAuth = typeof AmplifyAuthModule;

let configured: RuntimeConfig | null = null;
let announceConfigured: (config: RuntimeConfig) => void = () => undefined;
const configuredPromise = new Promise<RuntimeConfig>((resolve) => {
  announceConfigured = resolve;
});

let amplify: Promise<AmplifyAuth> | null = null;
let announceAmplify: (module: AmplifyAuth) => void = () => undefined;
const amplifyLoaded = new Promise<AmplifyAuth>((resolve) => {
  announceAmplify = resolve;
});

export function initAuthClient(config: RuntimeConfig): void {
  configured = config;
  announceConfigured(config);
}

/**
 * Resolves once initAuthClient() ran. The session provider may mount before the app's start
 * sequence has configured the client; it waits here instead of failing with "not initialized".
 */
export const authClientReady = (): Promise<RuntimeConfig> => configuredPromise;

function authConfig(): RuntimeConfig {
  if (!configured) throw new Error('Auth Client must be initialized');
  return configured;
}

/** Amplify Auth, loaded and configured once (waits for the start sequence's configuration). */
export function amplifyAuth(): Promise<AmplifyAuth> {
  amplify ??= authClientReady().then(async (config) => {
    const module = await import('./amplify-auth');
    module.configureAmplify(config);
    announceAmplify(module);
    return module;
  });
  return amplify;
}

/** Resolves when something else has loaded Amplify (it never loads it by itself). */
export const whenAmplifyLoaded = (): Promise<AmplifyAuth> => amplifyLoaded;

const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether the browser holds Cognito tokens for this app client: the keys Amplify's token store
 * writes (`CognitoIdentityServiceProvider.<clientId>.<user>.accessToken` / `.refreshToken`) and
 * removes at sign-out or when a refresh is refused. Storage that cannot be read counts as "maybe".
 */
export function hasStoredTokens(clientId: string, storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    const prefix = `${TOKEN_KEY_PREFIX}.${clientId}.`;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && (key.endsWith('.accessToken') || key.endsWith('.refreshToken'))) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The signed-in user's access token, refreshed by Amplify when needed; null for a visitor. */
export async function currentAccessToken(): Promise<string | null> {
  const config = authConfig();
  if (!amplify && !hasStoredTokens(config.userPoolClientId)) return null;
  return (await amplifyAuth()).accessToken();
}
