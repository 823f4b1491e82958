// The app start sequence of the spec: initialise the API client, then the auth client; the app
// is ready after that.
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { initApiClient } from '../lib/api-client';
import { initAuthClient } from '../lib/auth-client';

export async function startApp(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig();
  initApiClient(config);
  initAuthClient(config);
  return config;
}
