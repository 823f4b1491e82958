// The store-wide cap on hint re-reads (issue 36): notifications anyone can send (IPN, unsigned, a
// signed one delivered late) make the webhook read the payment from Mercado Pago. Each resource
// is read at most 5 times a minute (ignored past that), and the whole store at most
// STORE_HINT_REREADS_PER_WINDOW times a minute whatever the ids: past that the notification is
// answered 500 so Mercado Pago delivers it again, nothing is read, and a signed delivery's claim
// is given back (its next delivery is read, not taken for a duplicate). The counters are the real
// rate-limits repository on a mocked DynamoDB document client that keeps the counters in memory
// and applies the transaction's conditions all or nothing, as DynamoDB does.
import { createHmac } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimitsRepository } from '../../functions/data/rate-limits-repository';
import type { IdempotencyRepository } from '../../functions/data/idempotency-repository';
import { httpAnswer } from '../../functions/handlers/payment-webhook';
import type { PaymentGateway, PaymentProvider } from '../../functions/payments/payment-provider';
import type { PaymentApplier } from '../../functions/services/payments/apply-payment';
import {
  createNotificationHandler,
  STORE_HINT_REREADS_PER_WINDOW,
  type WebhookDeliveryAnswer,
} from '../../functions/services/payments/payment-notification';

const SECRET = 'webhook-secret-store';
const documentClient = mockClient(DynamoDBDocumentClient);
afterAll(() => documentClient.restore());

/** The counters as the table holds them: key → uses. */
let counters: Map<string, number>;
/** Each getPayment the store made of Mercado Pago. */
let reads: string[];
/** What the delivery claims saw: start, complete and release, by request id. */
let claims: string[];
let now: Date;

beforeEach(() => {
  counters = new Map();
  reads = [];
  claims = [];
  now = new Date('2026-12-02T15:00:10Z');
  documentClient.reset();
  documentClient.on(TransactWriteCommand).callsFake((input: TransactWriteCommand['input']) => {
    const items = (input.TransactItems ?? []).map((item) => {
      const update = item.Update;
      if (!update?.Key) throw new Error('only counter updates are expected');
      const key = `${String(update.Key['PK'])}|${String(update.Key['SK'])}`;
      const max = Number(update.ExpressionAttributeValues?.[':max']);
      return { key, full: (counters.get(key) ?? 0) > max };
    });
    if (items.some((item) => item.full)) {
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: items.map((item) => ({ Code: item.full ? 'ConditionalCheckFailed' : 'None' })),
      });
    }
    for (const item of items) counters.set(item.key, (counters.get(item.key) ?? 0) + 1);
    return {};
  });
});

function handler() {
  const ctx = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 'store' };
  const provider = {
    getPayment: async (id: string) => {
      reads.push(id);
      return null;
    },
  } as Partial<PaymentProvider> as PaymentProvider; // only getPayment is reached by a payment hint nobody knows
  const payments: PaymentGateway = {
    forSeller: async () => provider,
    webhookSecrets: async () => [{ seller: 'STORE', secret: SECRET }],
  };
  const deliveries = {
    start: async (key: string) => {
      claims.push(`start ${key}`);
      return { kind: 'started' as const };
    },
    complete: async (key: string) => {
      claims.push(`complete ${key}`);
      return true;
    },
    release: async (key: string) => void claims.push(`release ${key}`),
  } as Partial<IdempotencyRepository<WebhookDeliveryAnswer>> as IdempotencyRepository<WebhookDeliveryAnswer>; // the three calls the handler makes
  const notifications = createNotificationHandler({
    orders: {} as never, // a payment Mercado Pago does not know never reaches the orders
    webhookDeliveries: deliveries,
    inProgressSeconds: 60,
    rateLimits: createRateLimitsRepository(ctx),
    payments,
    applier: {} as PaymentApplier, // likewise never reached
    now: () => now,
    logError: () => undefined,
  });
  return async (request: Parameters<typeof notifications>[0]) => httpAnswer(await notifications(request));
}

const ipn = (id: string) => ({ headers: {}, query: { topic: 'payment', id }, body: null });

function lateSigned(id: string, requestId: string) {
  const ts = String(Math.floor(now.getTime() / 1000) - 3600);
  const v1 = createHmac('sha256', SECRET).update(`id:${id};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    query: { 'data.id': id, type: 'payment' },
    body: JSON.stringify({ type: 'payment', data: { id } }),
  };
}

describe('hint re-reads across the whole store', () => {
  it('reads up to the store cap of different ids a minute, then answers 500 and reads nothing more', async () => {
    const notify = handler();
    for (let index = 0; index < STORE_HINT_REREADS_PER_WINDOW; index += 1) {
      expect(await notify(ipn(`9${index}`))).toEqual({ statusCode: 200, body: { ignored: 'unknown payment' } });
    }
    expect(reads).toHaveLength(STORE_HINT_REREADS_PER_WINDOW);
    expect(await notify(ipn('777'))).toEqual({ statusCode: 500, body: { error: 'try again' } });
    expect(reads).toHaveLength(STORE_HINT_REREADS_PER_WINDOW);
    // Refused, it spent no use of its own resource: a minute later the same id is read.
    now = new Date('2026-12-02T15:01:10Z');
    expect(await notify(ipn('777'))).toEqual({ statusCode: 200, body: { ignored: 'unknown payment' } });
    expect(reads.at(-1)).toBe('777');
  });

  it('one resource past its own limit is still dropped with 200, not deferred', async () => {
    const notify = handler();
    for (let index = 0; index < 5; index += 1) await notify(ipn('555'));
    expect(await notify(ipn('555'))).toEqual({ statusCode: 200, body: { ignored: 'too many re-reads' } });
    expect(reads).toEqual(['555', '555', '555', '555', '555']);
  });

  it('a late signed delivery deferred by the cap gives its claim back, so its next delivery is read', async () => {
    const notify = handler();
    for (let index = 0; index < STORE_HINT_REREADS_PER_WINDOW; index += 1) await notify(ipn(`8${index}`));
    expect(await notify(lateSigned('4242', 'delivery-1'))).toEqual({ statusCode: 500, body: { error: 'try again' } });
    expect(claims).toEqual(['start delivery-1', 'release delivery-1']);
    expect(reads).not.toContain('4242');
    now = new Date('2026-12-02T15:01:10Z');
    expect(await notify(lateSigned('4242', 'delivery-1'))).toEqual({ statusCode: 200, body: { ignored: 'unknown payment' } });
    expect(claims.slice(2)).toEqual(['start delivery-1', 'complete delivery-1']);
    expect(reads.at(-1)).toBe('4242');
  });
});
