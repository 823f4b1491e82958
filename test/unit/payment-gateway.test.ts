// A seller's payment provider is configuration: the credentials document names each seller and,
// optionally, its provider (Mercado Pago when absent); the gateway builds that provider's client
// and lists every configured seller's webhook secret. A provider the store has no client for is
// refused when the document is read, naming where.
import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from '../../functions/payments/payment-gateway';
import { createCredentialsProvider } from '../../functions/payments/seller-credentials';

const document = {
  STORE: { provider: 'mercado-pago', accessToken: 'APP_USR-store-token', webhookSecret: 'store-secret-123' },
  DELFI: { accessToken: 'APP_USR-delfi-token', webhookSecret: 'delfi-secret-123' },
};

describe('the payment gateway', () => {
  it("builds each seller's configured provider and lists every configured seller's webhook secret", async () => {
    const gateway = createPaymentGateway({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      maxAttempts: 1,
      credentials: createCredentialsProvider({ kind: 'inline', json: JSON.stringify(document) }),
    });
    expect(await gateway.webhookSecrets()).toEqual([
      { seller: 'STORE', secret: 'store-secret-123' },
      { seller: 'DELFI', secret: 'delfi-secret-123' },
    ]);
    const store = await gateway.forSeller('STORE');
    expect(typeof store.getPayment).toBe('function');
    // The same credentials: the same client; another seller: its own.
    expect(await gateway.forSeller('STORE')).toBe(store);
    expect(await gateway.forSeller('DELFI')).not.toBe(store);
  });

  it('refuses a provider it has no client for, naming the setting', async () => {
    const credentials = createCredentialsProvider({
      kind: 'inline',
      json: JSON.stringify({ ...document, DELFI: { ...document.DELFI, provider: 'another-provider' } }),
    });
    await expect(credentials()).rejects.toThrow(/MERCADO_PAGO_CREDENTIALS.*DELFI\.provider/);
  });
});
