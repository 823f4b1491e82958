// What the handler tests' global setup hands the test workers: the functions' settings, as the
// CDK (on AWS) or the local stack (on one machine) sets them, pointing at the DynamoDB Local and
// the Mercado Pago simulator the setup started. Nothing listens at the mail queue's address: the
// operations this layer invokes send no e-mail (the local layer covers those that do), and one
// that tried would fail loudly instead of passing unseen.
import type { AwsOnlySetting, FunctionsConfig } from '../../functions/settings/all';

export type HandlerEnvironment = Partial<Record<Exclude<keyof FunctionsConfig, AwsOnlySetting>, string>>;

declare module 'vitest' {
  export interface ProvidedContext {
    handlerEnvironment: HandlerEnvironment;
  }
}

export function handlerEnvironment(parts: {
  dynamodbUrl: string;
  tableName: string;
  mercadoPagoUrl: string;
  sellerCredentials: Record<string, { accessToken: string; webhookSecret: string }>;
  unusedPort: number;
}): HandlerEnvironment {
  const nowhere = `http://127.0.0.1:${parts.unusedPort}`;
  return {
    TABLE_NAME: parts.tableName,
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: parts.dynamodbUrl,
    MAIL_QUEUE_URL: `${nowhere}/000000000000/mail`,
    MAIL_QUEUE_ENDPOINT: nowhere,
    STORE_NAME: 'Impulso',
    STORE_EMAIL: 'contacto@impulso.local',
    STORE_WEB_URL: 'http://localhost:3000',
    MERCADO_PAGO_API_URL: parts.mercadoPagoUrl,
    MERCADO_PAGO_CREDENTIALS: JSON.stringify(parts.sellerCredentials),
    MERCADO_PAGO_TIMEOUT_MS: '3000',
    MERCADO_PAGO_MAX_ATTEMPTS: '3',
    MERCADO_PAGO_BUDGET_MS: '8000',
    PAYMENT_WEBHOOK_URL: `${nowhere}/payment-webhook`,
    CHECKOUT_EXPIRATION_MINUTES: '30',
    MAX_INSTALLMENTS: '6',
    PAYMENT_SWEEP_FIRST_CHECK_SECONDS: '180',
    // Presigned video URLs are computed, never fetched, by the operations invoked here.
    CONTENT_BUCKET: 'store-content',
    CONTENT_ENDPOINT: nowhere,
    CONTENT_ACCESS_KEY_ID: 'local',
    CONTENT_SECRET_ACCESS_KEY: 'local-secret',
  };
}
