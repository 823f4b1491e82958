// The sellers' credentials are kept for a limited time, then read again from Secrets Manager, so a
// token the operator rotated reaches a running container; the gateway then talks to Mercado Pago
// with the new token. Secrets Manager is mocked (unit test); the clock is a parameter.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '../../functions/payments/payment-gateway';
import { createCredentialsProvider } from '../../functions/payments/seller-credentials';

const secretsManager = mockClient(SecretsManagerClient);
const document = (token: string) =>
  JSON.stringify({
    STORE: { accessToken: `APP_USR-${token}`, webhookSecret: 'store-webhook-secret' },
    DELFI: { accessToken: 'APP_USR-delfi-0001', webhookSecret: 'delfi-webhook-secret' },
  });

afterEach(() => secretsManager.reset());

describe('sellers credentials cache', () => {
  const source = { kind: 'secrets-manager', secretId: 'mp', region: 'us-east-1', maxAgeMs: 300_000 } as const;

  it('reads the secret once within its maximum age and again after it', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: document('first-0001') })
      .resolves({ SecretString: document('rotated-02') });
    let now = 1_000_000;
    const credentials = createCredentialsProvider(source, () => now);
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-first-0001');
    now += 299_999;
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-first-0001');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    now += 1;
    expect((await credentials()).STORE.accessToken).toBe('APP_USR-rotated-02');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: document('first-0001') });
    const credentials = createCredentialsProvider(source, () => 0);
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
