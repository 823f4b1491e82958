// Faults in the payment path, injected into DynamoDB with aws-sdk-client-mock under the real
// webhook service and repositories: transaction conflicts are retried (re-read, decide again),
// throttling and a conflict that never ends are answered clearly (500, so Mercado Pago delivers
// again, with the delivery claim given back) and never half-written: the order, its history, the
// entitlement and the coupon use only ever move together, in one TransactWriteItems.
// (In production the SDK also retries throttled calls itself with backoff before surfacing them;
// the mock replaces `send`, so these tests see the error the SDK would surface last.)
import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createInventoryRepository } from '../../functions/data/inventory-repository';
import { createItemsRepository } from '../../functions/data/items-repository';
import { createOrdersRepository, type StoredOrder } from '../../functions/data/orders-repository';
import { createPlanningUsersRepository } from '../../functions/data/planning-users-repository';
import { createWebhookDeliveriesRepository } from '../../functions/data/webhook-deliveries-repository';
import { toClientError } from '../../functions/handlers/appsync-resolver';
import type { MercadoPagoPayment } from '../../functions/payments/mercado-pago-types';
import type { PaymentGateway } from '../../functions/payments/payment-gateway';
import { createPaymentsService } from '../../functions/services/payments-service';

const SECRET = 'webhook-secret-store';
const NOW = new Date('2026-11-22T15:00:00Z');
const documentClient = mockClient(DynamoDBDocumentClient);

const order: StoredOrder = {
  id: 'order-fault-1',
  userId: 'user-1',
  status: 'CREATED',
  item: { id: 'course-1', type: 'COURSE', name: 'Vertical', seller: 'STORE' },
  amount: 9000,
  currency: 'ARS',
  listPrice: 10000,
  offerPrice: null,
  couponCode: 'PROMO10',
  discount: 1000,
  buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: null },
  idempotencyKey: 'key-1',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  version: 1,
  preferenceId: 'pref-1',
  paymentUrl: 'https://mp.example/init',
  paymentExpiresAt: null,
  paymentId: null,
  paymentStatus: null,
  couponCounted: false,
  closed: false,
  statusReason: null,
};

const payment: MercadoPagoPayment = {
  id: '555',
  status: 'approved',
  status_detail: 'accredited',
  external_reference: order.id,
  transaction_amount: order.amount,
  currency_id: 'ARS',
};

const gateway: PaymentGateway = {
  forSeller: async () => ({ getPayment: async () => payment }) as never,
  webhookSecrets: async () => [{ seller: 'STORE', secret: SECRET }],
};

function service(mails: unknown[], errors: string[]) {
  const ctx = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 'store' };
  return createPaymentsService({
    orders: createOrdersRepository(ctx),
    items: createItemsRepository(ctx),
    inventory: createInventoryRepository(ctx),
    planningUsers: createPlanningUsersRepository(ctx),
    webhookDeliveries: createWebhookDeliveriesRepository(ctx),
    payments: gateway,
    mailer: { send: async (mail) => void mails.push(mail) },
    now: () => NOW,
    logError: (message) => void errors.push(message),
    storeWebUrl: 'https://tienda.example',
    storeName: 'Impulso',
    webhookToleranceSeconds: 300,
  });
}

function signedNotification(requestId: string) {
  const ts = String(Math.floor(NOW.getTime() / 1000));
  const v1 = createHmac('sha256', SECRET).update(`id:${payment.id};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    query: { 'data.id': payment.id, type: 'payment' },
    body: JSON.stringify({ type: 'payment', data: { id: payment.id } }),
  };
}

const storedOrder = (overrides: Partial<StoredOrder> = {}) => ({ PK: `ORDER#${order.id}`, SK: 'ORDER', ...order, ...overrides });

function cancelled(codes: string[]): Error {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

const throttled = (name = 'ProvisionedThroughputExceededException') =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name, $retryable: { throttling: true } });

/** Every write the service made outside TransactWriteItems, other than the delivery claim. */
const looseWrites = () =>
  [...documentClient.commandCalls(PutCommand), ...documentClient.commandCalls(DeleteCommand)]
    .map((call) => call.args[0].input as { Item?: Record<string, unknown>; Key?: Record<string, unknown> })
    .filter((input) => !String((input.Item ?? input.Key)?.['PK']).startsWith('WEBHOOK#'));

const transactionItems = () =>
  documentClient.commandCalls(TransactWriteCommand).map((call) =>
    (call.args[0].input.TransactItems ?? []).map((item) => {
      const key = (item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key) as
        | Record<string, unknown>
        | undefined;
      return `${Object.keys(item)[0]} ${String(key?.['PK'])}`;
    }),
  );

const claimReleased = () =>
  documentClient
    .commandCalls(DeleteCommand)
    .some((call) => String((call.args[0].input.Key as Record<string, unknown>)['PK']).startsWith('WEBHOOK#'));

const figures: { name: string; outcome: string }[] = [];

beforeEach(() => {
  documentClient.reset();
  documentClient.on(PutCommand).resolves({});
  documentClient.on(DeleteCommand).resolves({});
  documentClient.on(GetCommand).resolves({});
});

afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(join('test-results', 'payment-faults.json'), JSON.stringify({ scenarios: figures }, null, 2));
});

describe('the payment webhook under DynamoDB faults', () => {
  it('retries a transaction conflict: re-reads, applies once, everything in one transaction', async () => {
    documentClient.on(GetCommand, { Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' } }).resolves({ Item: storedOrder() });
    documentClient
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'None', 'TransactionConflict']))
      .resolves({});
    const mails: unknown[] = [];
    const response = await service(mails, []).handleNotification(signedNotification('req-conflict'));
    expect(response.statusCode).toBe(200);
    const attempts = transactionItems();
    expect(attempts).toHaveLength(2);
    // The order, its history, the course and the coupon use: together, both times.
    expect(attempts[1]).toEqual([`Update ORDER#${order.id}`, `Put ORDER#${order.id}`, 'Put USER#user-1', 'Update COUPON#PROMO10']);
    expect(attempts[0]).toEqual(attempts[1]);
    expect(looseWrites()).toEqual([]);
    expect(mails).toHaveLength(1);
    figures.push({ name: 'TransactionConflict on the approval', outcome: 'retried after a re-read; applied once (2 attempts), 1 e-mail' });
  });

  it('stops after an order that keeps conflicting: 500 to be delivered again, claim given back, nothing written', async () => {
    documentClient.on(GetCommand, { Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' } }).resolves({ Item: storedOrder() });
    documentClient.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'TransactionConflict']));
    const mails: unknown[] = [];
    const errors: string[] = [];
    const response = await service(mails, errors).handleNotification(signedNotification('req-forever'));
    expect(response).toEqual({ statusCode: 500, body: { error: 'try again' } });
    expect(transactionItems().length).toBeGreaterThan(1);
    expect(claimReleased()).toBe(true);
    expect(looseWrites()).toEqual([]);
    expect(mails).toEqual([]);
    expect(errors).toContain('webhook processing failed');
    figures.push({
      name: 'TransactionConflict on every attempt',
      outcome: `${transactionItems().length} attempts, then HTTP 500 (Mercado Pago retries), delivery claim released, nothing written`,
    });
  });

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'])(
    'answers 500 when the approval transaction is throttled (%s): claim given back, no e-mail, nothing half-written',
    async (name) => {
      documentClient.on(GetCommand, { Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' } }).resolves({ Item: storedOrder() });
      documentClient.on(TransactWriteCommand).rejects(throttled(name));
      const mails: unknown[] = [];
      const response = await service(mails, []).handleNotification(signedNotification(`req-${name}`));
      expect(response.statusCode).toBe(500);
      expect(transactionItems()).toHaveLength(1);
      expect(claimReleased()).toBe(true);
      expect(looseWrites()).toEqual([]);
      expect(mails).toEqual([]);
      figures.push({ name: `${name} on the approval transaction`, outcome: 'HTTP 500, claim released, no e-mail, no write outside the (refused) transaction' });
    },
  );

  it('answers 500 when reading the order is throttled, before any write', async () => {
    documentClient.on(GetCommand, { Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' } }).rejects(throttled());
    const response = await service([], []).handleNotification(signedNotification('req-read'));
    expect(response.statusCode).toBe(500);
    expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(claimReleased()).toBe(true);
    figures.push({ name: 'Throttled read of the order', outcome: 'HTTP 500 before any write, claim released' });
  });

  it('changes nothing when another delivery approved the order first (condition failed, re-read shows it done)', async () => {
    documentClient
      .on(GetCommand, { Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' } })
      .resolvesOnce({ Item: storedOrder() })
      .resolves({ Item: storedOrder({ status: 'APPROVED', version: 2, paymentId: payment.id, paymentStatus: 'approved', couponCounted: true }) });
    documentClient.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    const mails: unknown[] = [];
    const response = await service(mails, []).handleNotification(signedNotification('req-race'));
    expect(response).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(transactionItems()).toHaveLength(1);
    expect(mails).toEqual([]);
    figures.push({ name: 'Concurrent duplicate delivery won the race', outcome: 'HTTP 200, no second write, no second e-mail' });
  });
});

describe('a throttled DynamoDB reaching a resolver', () => {
  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'TransactionConflictException'])(
    'answers %s as ServiceBusy with a Spanish message, not InternalError',
    (name) => {
      const error = toClientError(throttled(name));
      expect(error.code).toBe('ServiceBusy');
      expect(error.message).toMatch(/Intentá de nuevo en unos segundos/);
      figures.push({ name: `${name} in a resolver (e.g. createOrder)`, outcome: 'ServiceBusy with a Spanish message' });
    },
  );
});
