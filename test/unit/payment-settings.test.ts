// The webhook function runs without its own URL (on AWS it cannot be given it), while checkout
// refuses to start without it.
import { describe, expect, it } from 'vitest';
import { paymentsConfig as loadConfig, paymentSettings, paymentWebhookUrl } from '../../functions/settings/payments';

const baseEnv = {
  TABLE_NAME: 'store',
  MAIL_FROM: 'tienda@example.com',
  STORE_EMAIL: 'contacto@example.com',
  MERCADO_PAGO_SECRET_ID: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:mp',
  STORE_WEB_URL: 'https://tienda.example.com/',
};

describe('payment settings', () => {
  it('are complete for the webhook function without a webhook URL', () => {
    const settings = paymentSettings(loadConfig(baseEnv));
    expect(settings.storeWebUrl).toBe('https://tienda.example.com');
    expect(settings.credentials).toMatchObject({ kind: 'secrets-manager' });
  });

  it('name the webhook URL when checkout needs it and it is missing', () => {
    expect(() => paymentWebhookUrl(loadConfig(baseEnv))).toThrow('PAYMENT_WEBHOOK_URL');
    expect(paymentWebhookUrl(loadConfig({ ...baseEnv, PAYMENT_WEBHOOK_URL: 'https://hook.example.com/' }))).toBe(
      'https://hook.example.com/',
    );
  });

  it('name the missing credentials', () => {
    const { MERCADO_PAGO_SECRET_ID: _unused, ...env } = baseEnv;
    expect(() => paymentSettings(loadConfig(env))).toThrow('MERCADO_PAGO_SECRET_ID');
  });
});
