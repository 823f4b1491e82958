// The runtime configuration, read from /config.json: generated from stack outputs on AWS and
// served by the local stack locally, so one build runs in both places. Its shape is declared once,
// in infra/shared/runtime-config.ts; this module checks what the server sent against it.
import type { RuntimeConfig } from '../../../infra/shared/runtime-config';
import { takeEarlyConfigResponse } from './config-prefetch';

export type { RuntimeConfig };

const requiredText = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`config.json: falta ${name}`);
  }
  return value;
};

function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: no es un objeto');
  const value = raw as Record<string, unknown>;
  return {
    region: requiredText(value['region'], 'region'),
    graphqlUrl: requiredText(value['graphqlUrl'], 'graphqlUrl'),
    apiKey: requiredText(value['apiKey'], 'apiKey'),
    // The spec: configuration must include a user pool id and a client id.
    userPoolId: requiredText(value['userPoolId'], 'userPoolId'),
    userPoolClientId: requiredText(value['userPoolClientId'], 'userPoolClientId'),
    cognitoEndpoint: typeof value['cognitoEndpoint'] === 'string' ? value['cognitoEndpoint'] : null,
    storeName: typeof value['storeName'] === 'string' ? value['storeName'] : 'Impulso',
    legalName:
      typeof value['legalName'] === 'string' ? value['legalName'] : typeof value['storeName'] === 'string' ? value['storeName'] : 'Impulso',
    cuit: typeof value['cuit'] === 'string' ? value['cuit'] : null,
    maxInstallments:
      typeof value['maxInstallments'] === 'number' && Number.isInteger(value['maxInstallments']) && value['maxInstallments'] >= 1
        ? value['maxInstallments']
        : 1,
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // The read the SPA shell's entry started (config-prefetch.ts), once; otherwise a new one.
  // `cache` is a browser fetch option that Node's fetch types lack (unit tests type-check this module too).
  const response = await (takeEarlyConfigResponse() ?? fetch('/config.json', { cache: 'no-store' } as RequestInit));
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
