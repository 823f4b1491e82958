// Every setting the functions read, validated once per container. A missing or malformed value
// stops the function at start with a message naming it, instead of failing on some later request.
import * as z from 'zod';

const configSchema = z
  .object({
    TABLE_NAME: z.string().min(1),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    /** Only set on the local stack (DynamoDB Local). */
    DYNAMODB_ENDPOINT: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['ses', 'mailbox']).default('ses'),
    /** Folder of the local mailbox, required when MAIL_TRANSPORT is "mailbox". */
    MAILBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.email(),
    /** Where contact messages and sales notices go. */
    STORE_EMAIL: z.email(),
    STORE_NAME: z.string().min(1).default('Impulso'),

    // --- Payments (Mercado Pago). Read by the orders and payment-webhook functions only; the
    // others start without them. `paymentSettings()` below fails with the missing names.
    /** Mercado Pago API base address; the local stack points it at its simulator. */
    MERCADO_PAGO_API_URL: z.url().default('https://api.mercadopago.com'),
    /** AWS: Secrets Manager secret (name or ARN) holding the sellers' credentials JSON
     * {"STORE":{"accessToken","webhookSecret"},"DELFI":{…}}; read once per container. */
    MERCADO_PAGO_SECRET_ID: z.string().min(1).optional(),
    /** Local stack only: the same credentials JSON inline (issued by the simulator). */
    MERCADO_PAGO_CREDENTIALS: z.string().min(2).optional(),
    /** Timeout of one call to Mercado Pago, in milliseconds. */
    MERCADO_PAGO_TIMEOUT_MS: z.coerce.number().int().min(500).max(20_000).default(5000),
    /** Attempts per call (first try included); only network errors, timeouts, 429 and 5xx retry. */
    MERCADO_PAGO_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(3),
    /** Public address of the payment webhook function (its Function URL), sent as notification_url. */
    PAYMENT_WEBHOOK_URL: z.url().optional(),
    /** The store's public web address (CloudFront), for Mercado Pago's back_urls and e-mail links. */
    STORE_WEB_URL: z.url().optional(),
    /** How long a checkout (Mercado Pago preference) can be paid, in minutes. */
    CHECKOUT_EXPIRATION_MINUTES: z.coerce.number().int().min(10).max(43_200).default(1440),
    /** Accepted age of a webhook signature's timestamp, in seconds (replay window). */
    WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),

    // --- Course content (videos). Read by the lessons function only; `contentSettings()` below
    // fails with the missing names. Videos live in a PRIVATE bucket and reach browsers only
    // through short-lived presigned URLs.
    /** The private bucket holding the courses' videos (CDK output on AWS). */
    CONTENT_BUCKET: z.string().min(1).optional(),
    /** Local stack only: the local S3-compatible content server (path-style addressing). */
    CONTENT_ENDPOINT: z.url().optional(),
    /** Local stack only: the content server's signing credentials (on AWS, the function's role). */
    CONTENT_ACCESS_KEY_ID: z.string().min(1).optional(),
    CONTENT_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Life of a signed video address, in seconds: one lesson's viewing; the player asks again on expiry. */
    VIDEO_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(43_200).default(3600),
    /** Life of an admin's signed upload address, in seconds. */
    VIDEO_UPLOAD_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),

    // --- Publishing the storefront (functions/publish). Where a catalogue change republishes:
    // AWS invokes the publish function (asynchronously); the local stack publishes in-process
    // into its local web root. Neither set: the site is not served here, nothing to publish.
    /** AWS: name of the publish function, invoked asynchronously after catalogue changes. */
    PUBLISH_FUNCTION_NAME: z.string().min(1).optional(),
    /** AWS, publish function only: the site bucket (web stack) and its CloudFront distribution. */
    SITE_BUCKET: z.string().min(1).optional(),
    SITE_DISTRIBUTION_ID: z.string().min(1).optional(),
    /** Local stack only: the local web root the published pages are written to. */
    SITE_DIR: z.string().min(1).optional(),
    /** Local stack only: the web build (app.html, assets, images) the web root is layered over. */
    SITE_BUILD_DIR: z.string().min(1).optional(),
    /** Local stack only: the renderer bundle (web/src/publish/render-page.tsx built for Node). */
    PUBLISH_RENDERER: z.string().min(1).optional(),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'mailbox' || env.MAILBOX_DIR, {
    message: 'MAILBOX_DIR is required when MAIL_TRANSPORT=mailbox',
    path: ['MAILBOX_DIR'],
  })
  .refine((env) => Boolean(env.CONTENT_ACCESS_KEY_ID) === Boolean(env.CONTENT_SECRET_ACCESS_KEY), {
    message: 'set both CONTENT_ACCESS_KEY_ID and CONTENT_SECRET_ACCESS_KEY, or neither',
    path: ['CONTENT_SECRET_ACCESS_KEY'],
  })
  .refine((env) => !env.SITE_DIR || (env.SITE_BUILD_DIR && env.PUBLISH_RENDERER && env.STORE_WEB_URL), {
    message: 'SITE_DIR needs SITE_BUILD_DIR, PUBLISH_RENDERER and STORE_WEB_URL',
    path: ['SITE_DIR'],
  })
  .refine((env) => !(env.MERCADO_PAGO_SECRET_ID && env.MERCADO_PAGO_CREDENTIALS), {
    message: 'set MERCADO_PAGO_SECRET_ID (AWS) or MERCADO_PAGO_CREDENTIALS (local), not both',
    path: ['MERCADO_PAGO_CREDENTIALS'],
  });

export type FunctionsConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid functions configuration (${problems})`);
  }
  return result.data;
}

/** Settings that exist only on AWS; the local stack sets every other one. */
export type AwsOnlySetting = 'MERCADO_PAGO_SECRET_ID' | 'PUBLISH_FUNCTION_NAME' | 'SITE_BUCKET' | 'SITE_DISTRIBUTION_ID';
/** Set by the local stack only when it serves the web (then it publishes into its web root). */
export type LocalSiteSetting = 'SITE_DIR' | 'SITE_BUILD_DIR' | 'PUBLISH_RENDERER';

export interface PaymentSettings {
  apiUrl: string;
  credentials: { kind: 'inline'; json: string } | { kind: 'secrets-manager'; secretId: string; region: string };
  timeoutMs: number;
  maxAttempts: number;
  storeWebUrl: string;
  checkoutExpirationMinutes: number;
  webhookToleranceSeconds: number;
}

/** The payment settings, or an error naming what is missing (orders and webhook functions). */
export function paymentSettings(config: FunctionsConfig): PaymentSettings {
  const missing = [
    config.MERCADO_PAGO_SECRET_ID || config.MERCADO_PAGO_CREDENTIALS ? null : 'MERCADO_PAGO_SECRET_ID (or MERCADO_PAGO_CREDENTIALS locally)',
    config.STORE_WEB_URL ? null : 'STORE_WEB_URL',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`Invalid functions configuration (missing ${missing.join(', ')})`);
  return {
    apiUrl: config.MERCADO_PAGO_API_URL,
    credentials: config.MERCADO_PAGO_CREDENTIALS
      ? { kind: 'inline', json: config.MERCADO_PAGO_CREDENTIALS }
      : { kind: 'secrets-manager', secretId: config.MERCADO_PAGO_SECRET_ID ?? '', region: config.AWS_REGION },
    timeoutMs: config.MERCADO_PAGO_TIMEOUT_MS,
    maxAttempts: config.MERCADO_PAGO_MAX_ATTEMPTS,
    storeWebUrl: (config.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
    checkoutExpirationMinutes: config.CHECKOUT_EXPIRATION_MINUTES,
    webhookToleranceSeconds: config.WEBHOOK_TOLERANCE_SECONDS,
  };
}

/**
 * Where Mercado Pago sends notifications, needed only to create a preference (checkout). The
 * webhook function itself never needs it, and on AWS cannot have it: its own Function URL in its
 * own environment would be a circular reference.
 */
export function paymentWebhookUrl(config: FunctionsConfig): string {
  if (!config.PAYMENT_WEBHOOK_URL) throw new Error('Invalid functions configuration (missing PAYMENT_WEBHOOK_URL)');
  return config.PAYMENT_WEBHOOK_URL;
}

export interface ContentSettings {
  bucket: string;
  region: string;
  /** Local only: the content server's address and credentials. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  videoUrlTtlSeconds: number;
  uploadTtlSeconds: number;
}

/** The content (video) settings, or an error naming what is missing (lessons function). */
export function contentSettings(config: FunctionsConfig): ContentSettings {
  if (!config.CONTENT_BUCKET) throw new Error('Invalid functions configuration (missing CONTENT_BUCKET)');
  return {
    bucket: config.CONTENT_BUCKET,
    region: config.AWS_REGION,
    endpoint: config.CONTENT_ENDPOINT ?? null,
    credentials:
      config.CONTENT_ACCESS_KEY_ID && config.CONTENT_SECRET_ACCESS_KEY
        ? { accessKeyId: config.CONTENT_ACCESS_KEY_ID, secretAccessKey: config.CONTENT_SECRET_ACCESS_KEY }
        : null,
    videoUrlTtlSeconds: config.VIDEO_URL_TTL_SECONDS,
    uploadTtlSeconds: config.VIDEO_UPLOAD_TTL_SECONDS,
  };
}
