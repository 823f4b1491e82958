// The payments slice (Mercado Pago): the functions that talk to Mercado Pago (orders, admin
// refunds, the payment webhook, the payment sweep). `paymentSettings()` fails with the names of what is missing.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const paymentsConfigSchema = z
  .object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
    /** Mercado Pago API base address; the local stack points it at its simulator. */
    MERCADO_PAGO_API_URL: z._default(z.url(), 'https://api.mercadopago.com'),
    /** AWS: Secrets Manager secret (name or ARN) holding the sellers' credentials JSON
     * {"STORE":{"accessToken","webhookSecret"},"DELFI":{…}}; re-read after MERCADO_PAGO_SECRET_MAX_AGE_SECONDS. */
    MERCADO_PAGO_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
    /** How long a container keeps the sellers' credentials before reading the secret again, so a rotated token is seen. */
    MERCADO_PAGO_SECRET_MAX_AGE_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(86_400)), 300),
    /** Local stack only: the same credentials JSON inline (issued by the simulator). */
    MERCADO_PAGO_CREDENTIALS: z.optional(z.string().check(z.minLength(2))),
    /** Timeout of one call to Mercado Pago, in milliseconds. */
    MERCADO_PAGO_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(500), z.maximum(20_000)), 5000),
    /** Attempts per call (first try included); only network errors, timeouts, 429 and 5xx retry. */
    MERCADO_PAGO_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)), 3),
    /** Time for one call in all, retries and backoff included. 8 s: inside the functions' 10 s
     * timeout (infra/constructs/store-function.ts), leaving time to cancel an order Mercado Pago
     * could not take, so a slow provider never outlives the function that waits for it. */
    MERCADO_PAGO_BUDGET_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1000), z.maximum(25_000)), 8000),
    /** Public address of the payment webhook function (its Function URL), sent as notification_url. */
    PAYMENT_WEBHOOK_URL: z.optional(z.url()),
    /** The store's public web address (CloudFront), for Mercado Pago's back_urls and e-mail links. */
    STORE_WEB_URL: z.optional(z.url()),
    /** How long a checkout (Mercado Pago preference) can be paid, in minutes. 30: a card or
     * account payment at Checkout Pro takes a few minutes; a cash ticket is created inside the
     * window and paid later against its own expiry; a coupon use stays held no longer than this
     * (see docs/decisions/, "Checkout expiry"). */
    CHECKOUT_EXPIRATION_MINUTES: z._default(z.coerce.number().check(z.int(), z.minimum(10), z.maximum(43_200)), 30),
    /** Most instalments offered at Mercado Pago's checkout (payment_methods.installments, 1–36). */
    MAX_INSTALLMENTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(36)), 6),
    /** Seconds after an order's creation before the reconciliation sweep first asks Mercado Pago
     * about it (a webhook normally arrives well before); later checks double, up to an hour. Also
     * the delay before the sweep retries a refund Mercado Pago refused. */
    PAYMENT_SWEEP_FIRST_CHECK_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 180),
  })
  .check(
    z.refine((env) => !(env.MERCADO_PAGO_SECRET_ID && env.MERCADO_PAGO_CREDENTIALS), {
      message: 'set MERCADO_PAGO_SECRET_ID (AWS) or MERCADO_PAGO_CREDENTIALS (local), not both',
      path: ['MERCADO_PAGO_CREDENTIALS'],
    }),
  );

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const paymentsConfig = (env?: Environment): PaymentsConfig => loadSettings(paymentsConfigSchema, env);

export interface PaymentSettings {
  apiUrl: string;
  credentials: { kind: 'inline'; json: string } | { kind: 'secrets-manager'; secretId: string; region: string; maxAgeMs: number };
  timeoutMs: number;
  maxAttempts: number;
  budgetMs: number;
  storeWebUrl: string;
  checkoutExpirationMinutes: number;
  maxInstallments: number;
  sweepFirstCheckSeconds: number;
}

/** The payment settings, or an error naming what is missing (orders and webhook functions). */
export function paymentSettings(config: PaymentsConfig): PaymentSettings {
  const missing = [
    config.MERCADO_PAGO_SECRET_ID || config.MERCADO_PAGO_CREDENTIALS
      ? null
      : 'MERCADO_PAGO_SECRET_ID (or MERCADO_PAGO_CREDENTIALS locally)',
    config.STORE_WEB_URL ? null : 'STORE_WEB_URL',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`Invalid functions configuration (missing ${missing.join(', ')})`);
  return {
    apiUrl: config.MERCADO_PAGO_API_URL,
    credentials: config.MERCADO_PAGO_CREDENTIALS
      ? { kind: 'inline', json: config.MERCADO_PAGO_CREDENTIALS }
      : {
          kind: 'secrets-manager',
          secretId: config.MERCADO_PAGO_SECRET_ID ?? '',
          region: config.AWS_REGION,
          maxAgeMs: config.MERCADO_PAGO_SECRET_MAX_AGE_SECONDS * 1000,
        },
    timeoutMs: config.MERCADO_PAGO_TIMEOUT_MS,
    maxAttempts: config.MERCADO_PAGO_MAX_ATTEMPTS,
    budgetMs: config.MERCADO_PAGO_BUDGET_MS,
    storeWebUrl: (config.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
    checkoutExpirationMinutes: config.CHECKOUT_EXPIRATION_MINUTES,
    maxInstallments: config.MAX_INSTALLMENTS,
    sweepFirstCheckSeconds: config.PAYMENT_SWEEP_FIRST_CHECK_SECONDS,
  };
}

/**
 * Where Mercado Pago sends notifications, needed only to create a preference (checkout). The
 * webhook function itself never needs it, and on AWS cannot have it: its own Function URL in its
 * own environment would be a circular reference.
 */
export function paymentWebhookUrl(config: PaymentsConfig): string {
  if (!config.PAYMENT_WEBHOOK_URL) throw new Error('Invalid functions configuration (missing PAYMENT_WEBHOOK_URL)');
  return config.PAYMENT_WEBHOOK_URL;
}
