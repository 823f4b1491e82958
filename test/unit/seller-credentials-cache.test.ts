// The sellers' credentials are kept for a limited time, then read again from Secrets Manager, so a
// token the operator rotated reaches a running container; the gateway then talks to Mercado Pago
// with the new token. Secrets Manager is mocked (unit test); the clock is faked (Powertools
// Parameters keeps the value until its maximum age has passed).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentGateway } from '../../functions/payments/payment-gateway';
import { createCredentialsProvider } from '../../functions/payments/seller-credentials';

const secretsManager = mockClient(SecretsManagerClient);
const document = (token: string) =>
  JSON.stringify({
    STORE: { accessToken: `APP_USR-${token}`, webhookSecret: 'store-webhook-secret' },
    DELFI: { accessToken: 'APP_USR-delfi-0001', webhookSecret: 'delfi-webhook-secret' },
  });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  secretsManager.reset();
  vi.useRealTimers();
});

describe('sellers credentials cache', () => {
  const source = { kind: 'secrets-manager', secretId: 'mp', region: 'us-east-1', maxAgeMs: 300_000 } as const;

  it('reads the secret once within its maximum age and again after it', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: document('first-0001') })
      .resolves({ SecretString: document('rotated-02') });
    vi.setSystemTime(1_000_000);
    const credentials = createCredentialsProvider(source);
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-first-0001');
    vi.setSystemTime(1_000_000 + 300_000);
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-first-0001');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    vi.setSystemTime(1_000_000 + 300_001);
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-rotated-02');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: document('first-0001') });
    const credentials = createCredentialsProvider(source);
    await expect(credentials()).rejects.toThrow('throttled');
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-first-0001');
  });

  it('gives the gateway a new Mercado Pago client when the token changed, the same one otherwise', async () => {
    let token = 'first-0001';
    const gateway = createPaymentGateway({
      baseUrl: 'https://api.mercadopago.example',
      timeoutMs: 1000,
      maxAttempts: 1,
      credentials: async () => JSON.parse(document(token)) as never,
    });
    const first = await gateway.forSeller('STORE');
    expect(await gateway.forSeller('STORE')).toBe(first);
    token = 'rotated-02';
    expect(await gateway.forSeller('STORE')).not.toBe(first);
  });
});
