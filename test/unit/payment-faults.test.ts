// Faults in the payment path, injected into DynamoDB with aws-sdk-client-mock under the real
// repositories and the real payment modules as functions/composition/payments.ts composes them
// (payment-notification → apply-payment → the outbox worker → purchase-mail), answered through the webhook handler's
// httpAnswer. The order table is a small fake on the mocked document client: reads return the
// order as it is now, and a TransactWriteItems that is let through moves it.
// - A transaction conflict (the order's version moved, or TransactionConflict on an item) is
//   retried: the order is re-read and the payment decided again, then applied once.
// - Between attempts apply-payment waits a growing, jittered time (25 ms doubling to 400 ms, half
//   of each step random; the waits are recorded here, never slept), so racing writers spread out
//   and a run of conflicts still converges to one applied change.
// - A conflict on every attempt stops after apply-payment's bound (8 attempts) and is answered
//   500 (Mercado Pago delivers again), with the delivery claim given back and nothing written.
// - Throttling of the approval transaction or of the order read is answered 500, with the claim
//   given back, no e-mail and no write outside the one (refused) transaction: the order, its
//   history, the entitlement, the coupon's confirmed use and the sweep entry only move together.
// - A duplicate delivery that loses the race to approve finds the order approved with its
//   payment recorded, writes nothing a second time and sends no second e-mail.
// - After its approval committed the order is not read again (every such read is throttled here):
//   the approval e-mail goes once, from the order as written, and the delivery answers 200.
// (In production the SDK also retries throttled calls itself with backoff before surfacing them;
// the mock replaces `send`, so these tests see the error the SDK would surface last.)
import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedPayment } from '../../functions/domain/order-payments';
import { createCertificatesRepository } from '../../functions/data/certificates-repository';
import { createInventoryRepository } from '../../functions/data/inventory-repository';
import { createItemsRepository } from '../../functions/data/items-repository';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import type { StoredOrder } from '../../functions/domain/order';
import { createPlanningUsersRepository } from '../../functions/data/planning-users-repository';
import { createRateLimitsRepository } from '../../functions/data/rate-limits-repository';
import { createIdempotencyRepository } from '../../functions/data/idempotency-repository';
import { toClientError } from '../../functions/handlers/appsync-resolver';
import { httpAnswer } from '../../functions/handlers/payment-webhook';
import type { OutgoingMail } from '../../functions/mail/mailer';
import type { PaymentGateway, PaymentProvider } from '../../functions/payments/payment-provider';
import { createPaymentApplier } from '../../functions/services/payments/apply-payment';
import { createNotificationHandler, WEBHOOK_DELIVERY_SCOPE } from '../../functions/services/payments/payment-notification';
import { createPendingCashMail } from '../../functions/services/payments/pending-cash-mail';
import { createPurchaseMail } from '../../functions/services/payments/purchase-mail';
import { createOutboxRepository } from '../../functions/data/outbox';
import { createSubscriptionMail } from '../../functions/services/subscriptions/subscription-mail';
import { effectHandlers } from '../../functions/services/outbox/effect-handlers';
import { createOutboxWorker } from '../../functions/services/outbox/outbox-worker';
import { storedOrder } from '../support/factories/orders';
import { providerPayment } from '../support/factories/payments';

const SECRET = 'webhook-secret-store';
const NOW = new Date('2026-11-22T15:00:00Z');
const documentClient = mockClient(DynamoDBDocumentClient);

const order = storedOrder({
  id: 'order-fault-1',
  listPrice: 10000,
  couponCode: 'PROMO10',
  discount: 1000,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  // The order was created with a use of the coupon held (claim); the approval confirms it.
  couponHeld: true,
});

const payment = providerPayment({
  id: '555',
  statusDetail: 'accredited',
  orderId: order.id,
  amount: order.amount,
  createdAt: NOW.toISOString(),
  approvedAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
});

const ORDER_KEY = { PK: `ORDER#${order.id}`, SK: 'ORDER' };
/**
 * What the approval transaction holds: the order, its history, the course, the coupon's use, the
 * sweep entry, the invoice outbox record, the approval e-mail on the outbox.
 */
const APPROVAL_ITEMS = [
  `Update ORDER#${order.id}`,
  `Put ORDER#${order.id}`,
  'Put USER#user-1',
  'Update COUPON#PROMO10',
  'Delete PAYMENT_SWEEP',
  `Update ORDER#${order.id}`,
  'Update EFFECT#purchase-approved-mail',
];
const COUPON_INDEX = APPROVAL_ITEMS.indexOf('Update COUPON#PROMO10');

/** Calls the provider received that are not reads (closing the checkout, refunds). */
let providerCalls: string[] = [];
/** The waits apply-payment asked for between attempts (ms), in order; nothing sleeps. */
let waits: number[] = [];
/** The jitter apply-payment draws, in [0, 1). */
let jitter: () => number = () => 0.5;

const provider: PaymentProvider = {
  createCheckout: () => Promise.reject(new Error('not expected')),
  closeCheckout: async (checkoutId) => void providerCalls.push(`closeCheckout ${checkoutId}`),
  getPayment: async (id) => (id === payment.id ? payment : null),
  findPaymentsForOrder: async () => [payment],
  findPaymentsUpdated: async () => ({ payments: [payment], total: 1 }),
  refundPayment: async (id) => {
    providerCalls.push(`refundPayment ${id}`);
    return { id: `refund-${id}`, paymentId: id, amount: payment.amount, progress: 'APPROVED' as const };
  },
  paymentsOfMerchantOrder: async () => [payment.id],
  paymentsOfChargeback: async () => null,
  verifyAccount: async () => undefined,
};

const gateway: PaymentGateway = {
  forSeller: async () => provider,
  webhookSecrets: async () => [{ seller: 'STORE', secret: SECRET }],
};

/** The webhook as functions/composition/payments.ts composes it, on the mocked document client. */
function webhook(mails: OutgoingMail[], errors: string[]) {
  const ctx = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 'store' };
  const parts = {
    orders: createOrdersRepository(ctx),
    items: createItemsRepository(ctx),
    inventory: createInventoryRepository(ctx),
    planningUsers: createPlanningUsersRepository(ctx),
    certificates: createCertificatesRepository(ctx),
    webhookDeliveries: createIdempotencyRepository(ctx, WEBHOOK_DELIVERY_SCOPE),
    payments: gateway,
    mailer: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    now: () => NOW,
    logError: (message: string, error: unknown) => void errors.push(error instanceof Error ? `${message}: ${error.message}` : message),
  };
  const purchaseMail = createPurchaseMail({ ...parts, storeWebUrl: 'https://tienda.example', storeName: 'Impulso', failures: 'throw' });
  const outbox = createOutboxWorker({
    outbox: createOutboxRepository(ctx),
    handlers: effectHandlers({
      purchaseMail,
      pendingCashMail: createPendingCashMail({ orders: parts.orders, purchaseMail, now: () => NOW, logInfo: () => undefined }),
      subscriptionMail: createSubscriptionMail({ mailer: parts.mailer, storeWebUrl: 'https://tienda.example', storeName: 'Impulso' }),
      commentDigestMail: {
        send: () => Promise.reject(new Error('no comment digest in the payment path')),
      },
      subscriptionPrices: () => {
        throw new Error('no price change in the payment path');
      },
    }),
    now: () => NOW,
    leaseSeconds: 120,
    retryFirstSeconds: 30,
    maxAttempts: 10,
    logInfo: () => undefined,
    logError: (message) => void errors.push(message),
  });
  const applier = createPaymentApplier({
    ...parts,
    outbox,
    metrics: { orderMoved: () => undefined },
    refundRetrySeconds: 600,
    wait: async (ms) => void waits.push(ms),
    random: () => jitter(),
  });
  const notifications = createNotificationHandler({
    ...parts,
    rateLimits: createRateLimitsRepository(ctx),
    applier,
    inProgressSeconds: 60,
  });
  return async (requestId: string) => httpAnswer(await notifications(signedNotification(requestId)));
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

function cancelled(codes: string[]): Error {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** Cancellation reasons for the approval transaction with `code` on item `index`. */
const cancelledAt = (index: number, code: string) => cancelled(APPROVAL_ITEMS.map((_, at) => (at === index ? code : 'None')));

const throttled = (name = 'ProvisionedThroughputExceededException') =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name, $retryable: { throttling: true } });

/** The order as the table holds it now (the fake's only record besides the ones it is told of). */
let stored: StoredOrder;
/** Decides each TransactWriteItems attempt (1-based): an error refuses it, null lets it through. */
let refuseTransaction: (attempt: number) => Error | null;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What a transaction that goes through does to the order (the Update on ORDER#<id>). */
function commit(items: TransactItem[]): void {
  const update = items.find((item) => item.Update && item.Update.Key?.['PK'] === ORDER_KEY.PK)?.Update;
  if (!update) return;
  const values = update.ExpressionAttributeValues ?? {};
  if (values[':version'] !== stored.version) throw cancelled(items.map((_, at) => (at === 0 ? 'ConditionalCheckFailed' : 'None')));
  stored = {
    ...stored,
    status: values[':to'] as StoredOrder['status'],
    paymentId: values[':paymentId'] as string | null,
    paymentStatus: values[':paymentStatus'] as string | null,
    updatedAt: values[':at'] as string,
    version: stored.version + 1,
    closed: values[':closed'] as boolean,
    couponCounted: values[':couponCounted'] as boolean,
    couponHeld: values[':couponHeld'] as boolean,
    payments: values[':payments'] as RecordedPayment[],
    statusReason: values[':statusReason'] as string | null,
  };
}

const writesOutsideTransactions = () =>
  [
    ...documentClient.commandCalls(PutCommand),
    ...documentClient.commandCalls(DeleteCommand),
    ...documentClient.commandCalls(UpdateCommand),
  ].map((call) => call.args[0].input as { Item?: Record<string, unknown>; Key?: Record<string, unknown> });
const keyOf = (input: { Item?: Record<string, unknown>; Key?: Record<string, unknown> }) => String((input.Item ?? input.Key)?.['PK']);

/** Every write made outside TransactWriteItems, other than the delivery claim and its release and the outbox worker's own. */
const looseWrites = () =>
  writesOutsideTransactions().filter(
    (input) => !keyOf(input).startsWith('IDEMPOTENCY#webhook-delivery#') && !keyOf(input).startsWith('EFFECT#'),
  );

/** The outbox worker's writes (taking an entry, marking it done), by entry. */
const outboxWrites = () =>
  writesOutsideTransactions()
    .filter((input) => keyOf(input).startsWith('EFFECT#'))
    .map((input) => keyOf(input));

const transactionItems = () =>
  documentClient.commandCalls(TransactWriteCommand).map((call) =>
    (call.args[0].input.TransactItems ?? []).map((item) => {
      const key = (item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key) as
        Record<string, unknown> | undefined;
      // An effect's id carries the version the move writes: shown by its kind alone.
      return `${Object.keys(item)[0]} ${String(key?.['PK']).replace(/^EFFECT#.*#v\d+#/, 'EFFECT#')}`;
    }),
  );

/** The version the order's Update of each attempt was conditioned on. */
const conditionedVersions = () =>
  documentClient
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems?.[0]?.Update?.ExpressionAttributeValues?.[':version'] as number);

const claimed = () =>
  documentClient
    .commandCalls(PutCommand)
    .some((call) => String(call.args[0].input.Item?.['PK']).startsWith('IDEMPOTENCY#webhook-delivery#'));

const claimReleased = () =>
  documentClient
    .commandCalls(DeleteCommand)
    .some((call) => String((call.args[0].input.Key as Record<string, unknown>)['PK']).startsWith('IDEMPOTENCY#webhook-delivery#'));

const figures: { name: string; outcome: string }[] = [];

beforeEach(() => {
  documentClient.reset();
  providerCalls = [];
  waits = [];
  jitter = () => 0.5;
  stored = { ...order };
  refuseTransaction = () => null;
  documentClient.on(PutCommand).resolves({});
  documentClient.on(DeleteCommand).resolves({});
  documentClient.on(UpdateCommand).resolves({});
  documentClient.on(GetCommand).resolves({});
  documentClient.on(GetCommand, { Key: ORDER_KEY }).callsFake(async () => ({ Item: { ...ORDER_KEY, ...stored } }));
  let attempt = 0;
  documentClient.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    attempt += 1;
    const refusal = refuseTransaction(attempt);
    if (refusal) throw refusal;
    commit(input.TransactItems ?? []);
    return {};
  });
});

afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(join('test-results', 'payment-faults.json'), JSON.stringify({ scenarios: figures }, null, 2));
});

describe('the payment webhook under DynamoDB faults', () => {
  it('retries a TransactionConflict on the coupon: re-reads, applies once, everything in one transaction', async () => {
    refuseTransaction = (attempt) => (attempt === 1 ? cancelledAt(COUPON_INDEX, 'TransactionConflict') : null);
    const mails: OutgoingMail[] = [];
    const response = await webhook(mails, [])('req-conflict');
    expect(response).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    const attempts = transactionItems();
    expect(attempts).toHaveLength(2);
    // The order, its history, the course, the coupon's use and the sweep entry: together, both times.
    expect(attempts[0]).toEqual(APPROVAL_ITEMS);
    expect(attempts[1]).toEqual(APPROVAL_ITEMS);
    expect(conditionedVersions()).toEqual([1, 1]);
    expect(looseWrites()).toEqual([]);
    expect(claimReleased()).toBe(false);
    expect(stored).toMatchObject({ status: 'APPROVED', version: 2, paymentId: payment.id, couponCounted: true, couponHeld: false });
    expect(stored.payments).toEqual([
      {
        id: payment.id,
        status: 'approved',
        amount: payment.amount,
        at: NOW.toISOString(),
        refund: null,
        detail: 'accredited',
        refundedAmount: 0,
      },
    ]);
    expect(mails.map((mail) => mail.subject)).toEqual(['Tu compra del curso "Vertical" fue aprobada']);
    // The e-mail left through the outbox after the commit: its entry taken, then marked done.
    const effect = `EFFECT#ORDER#${order.id}#v2#purchase-approved-mail`;
    expect(outboxWrites()).toEqual([effect, effect]);
    expect(providerCalls).toEqual(['closeCheckout pref-1']);
    // One wait before the re-read: half of the first 25 ms step fixed, half drawn (0.5 here).
    expect(waits).toEqual([18.75]);
    figures.push({ name: 'TransactionConflict on the approval', outcome: 'retried after a re-read; applied once (2 attempts), 1 e-mail' });
  });

  it('converges after a run of conflicts: waits grow and stay within their steps, the change is applied once', async () => {
    // Conditional-write conflicts (another writer moved the order) on the first five attempts,
    // the sixth goes through; the jitter draws its extremes and a middle value.
    const draws = [0, 0.999, 0.5, 0, 0.999];
    jitter = () => draws.shift() ?? 0.5;
    refuseTransaction = (attempt) => {
      if (attempt > 5) return null;
      stored = { ...stored, version: stored.version + 1 };
      return cancelledAt(0, 'ConditionalCheckFailed');
    };
    const mails: OutgoingMail[] = [];
    const response = await webhook(mails, [])('req-converges');
    expect(response).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(transactionItems()).toHaveLength(6);
    // Each attempt is conditioned on the version re-read after the previous one lost.
    expect(conditionedVersions()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stored).toMatchObject({ status: 'APPROVED', version: 7, paymentId: payment.id, couponCounted: true });
    expect(stored.payments).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const steps = [25, 50, 100, 200, 400];
    expect(waits).toHaveLength(5);
    waits.forEach((ms, index) => {
      expect(ms).toBeGreaterThanOrEqual(steps[index]! / 2);
      expect(ms).toBeLessThan(steps[index]!);
    });
    expect(waits[0]).toBe(12.5);
    expect(waits[1]).toBeCloseTo(49.975, 3);
    figures.push({
      name: 'ConditionalCheckFailed on five attempts in a row',
      outcome: `converged on attempt 6 after waits of ${waits.map((ms) => ms.toFixed(1)).join(', ')} ms; applied once, 1 e-mail`,
    });
  });

  it('retries when the order changed meanwhile (ConditionalCheckFailed on its version): decides again from the re-read order', async () => {
    // Between the read and the write, the sweep recorded an earlier pending payment (version 2).
    const pending: RecordedPayment = {
      id: '554',
      state: 'PENDING',
      status: 'pending',
      amount: order.amount,
      at: NOW.toISOString(),
      refund: null,
    };
    refuseTransaction = (attempt) => {
      if (attempt !== 1) return null;
      stored = { ...stored, status: 'IN_PROCESS', version: 2, paymentId: '554', paymentStatus: 'pending', payments: [pending] };
      return cancelledAt(0, 'ConditionalCheckFailed');
    };
    const mails: OutgoingMail[] = [];
    const response = await webhook(mails, [])('req-moved');
    expect(response).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(transactionItems()).toEqual([APPROVAL_ITEMS, APPROVAL_ITEMS]);
    // The second attempt is conditioned on the version it re-read, and keeps the other payment.
    expect(conditionedVersions()).toEqual([1, 2]);
    expect(stored).toMatchObject({ status: 'APPROVED', version: 3, paymentId: payment.id, couponCounted: true });
    expect(stored.payments?.map((entry) => `${entry.id} ${entry.status}`)).toEqual(['554 pending', '555 approved']);
    expect(looseWrites()).toEqual([]);
    expect(mails).toHaveLength(1);
    figures.push({
      name: 'ConditionalCheckFailed on the order (changed meanwhile)',
      outcome: 'retried from the re-read version; applied once, 1 e-mail',
    });
  });

  it('stops after an order that keeps conflicting: 500 to be delivered again, claim given back, nothing written', async () => {
    refuseTransaction = () => cancelledAt(COUPON_INDEX, 'TransactionConflict');
    const mails: OutgoingMail[] = [];
    const errors: string[] = [];
    const response = await webhook(mails, errors)('req-forever');
    expect(response).toEqual({ statusCode: 500, body: { error: 'try again' } });
    // apply-payment's bound (MAX_MOVE_ATTEMPTS), each attempt after a fresh read of the order.
    expect(transactionItems()).toHaveLength(8);
    expect(documentClient.commandCalls(GetCommand, { Key: ORDER_KEY })).toHaveLength(1 + 8);
    expect(claimed()).toBe(true);
    expect(claimReleased()).toBe(true);
    expect(looseWrites()).toEqual([]);
    expect(stored).toEqual(order);
    expect(mails).toEqual([]);
    expect(providerCalls).toEqual([]);
    expect(errors).toEqual([`webhook processing failed: order ${order.id} kept changing while applying payment ${payment.id}`]);
    // A wait before each of the 7 retries (none after the last attempt), bounded: 25 ms doubling to 400 ms.
    expect(waits).toEqual([12.5, 25, 50, 100, 200, 200, 200].map((half) => half * 1.5));
    expect(waits.reduce((total, ms) => total + ms, 0)).toBeLessThan(1600);
    figures.push({
      name: 'TransactionConflict on every attempt',
      outcome: `${transactionItems().length} attempts, then HTTP 500 (Mercado Pago retries), delivery claim released, nothing written`,
    });
  });

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'])(
    'answers 500 when the approval transaction is throttled (%s): claim given back, no e-mail, nothing half-written',
    async (name) => {
      refuseTransaction = () => throttled(name);
      const mails: OutgoingMail[] = [];
      const errors: string[] = [];
      const response = await webhook(mails, errors)(`req-${name}`);
      expect(response).toEqual({ statusCode: 500, body: { error: 'try again' } });
      expect(transactionItems()).toEqual([APPROVAL_ITEMS]);
      expect(claimReleased()).toBe(true);
      expect(looseWrites()).toEqual([]);
      expect(stored).toEqual(order);
      expect(mails).toEqual([]);
      expect(providerCalls).toEqual([]);
      expect(errors).toEqual(['webhook processing failed: Rate of requests exceeds the allowed throughput.']);
      figures.push({
        name: `${name} on the approval transaction`,
        outcome: 'HTTP 500, claim released, no e-mail, no write outside the (refused) transaction',
      });
    },
  );

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'])(
    'answers 500 when reading the order is throttled (%s), before any write',
    async (name) => {
      documentClient.on(GetCommand, { Key: ORDER_KEY }).rejects(throttled(name));
      const mails: OutgoingMail[] = [];
      const response = await webhook(mails, [])(`req-read-${name}`);
      expect(response).toEqual({ statusCode: 500, body: { error: 'try again' } });
      expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(claimReleased()).toBe(true);
      expect(looseWrites()).toEqual([]);
      expect(mails).toEqual([]);
      expect(providerCalls).toEqual([]);
      figures.push({ name: `${name} on the read of the order`, outcome: 'HTTP 500 before any write, claim released, no e-mail' });
    },
  );

  it('changes nothing when another delivery approved the order first (condition failed, re-read shows it done)', async () => {
    let winner: StoredOrder | undefined;
    refuseTransaction = (attempt) => {
      if (attempt !== 1) return null;
      // The other delivery's transaction committed first: the order is approved with this payment.
      stored = {
        ...stored,
        status: 'APPROVED',
        version: 2,
        paymentId: payment.id,
        paymentStatus: 'approved',
        payments: [{ id: payment.id, state: 'APPROVED', status: 'approved', amount: payment.amount, at: NOW.toISOString(), refund: null }],
        couponCounted: true,
        couponHeld: false,
      };
      winner = stored;
      return cancelledAt(0, 'ConditionalCheckFailed');
    };
    const mails: OutgoingMail[] = [];
    const response = await webhook(mails, [])('req-race');
    expect(response).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(transactionItems()).toEqual([APPROVAL_ITEMS]);
    expect(looseWrites()).toEqual([]);
    // The order is exactly as the winner left it.
    expect(winner).toBeDefined();
    expect(stored).toBe(winner);
    expect(claimReleased()).toBe(false);
    expect(mails).toEqual([]);
    expect(providerCalls).toEqual([]);
    figures.push({ name: 'Concurrent duplicate delivery won the race', outcome: 'HTTP 200, no second write, no second e-mail' });
  });
});

describe('a throttled read after the approval committed', () => {
  // apply-payment closes the checkout and mails the buyer from the order as its approval
  // transaction wrote it: it never reads the order back. Every read of the order after the write
  // here is throttled, so a read after the commit would fail the delivery (had it answered 500,
  // the redelivery would find the payment recorded and send nothing, and the approval e-mail
  // would be lost).
  it('sends the approval e-mail once and answers 200, and a redelivery sends nothing more', async () => {
    let committed = false;
    let readsBefore = 0;
    let readsAfter = 0;
    documentClient.on(GetCommand, { Key: ORDER_KEY }).callsFake(async () => {
      if (committed) {
        readsAfter += 1;
        throw throttled();
      }
      readsBefore += 1;
      return { Item: { ...ORDER_KEY, ...stored } };
    });
    refuseTransaction = () => {
      committed = true;
      return null;
    };
    const mails: OutgoingMail[] = [];
    const first = await webhook(mails, [])('req-after-commit');
    expect(first).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(stored.status).toBe('APPROVED');
    expect(mails).toHaveLength(1);
    // The notification's one read of the order before its write, none after it.
    expect(readsBefore).toBe(1);
    expect(readsAfter).toBe(0);
    committed = false;
    const again = await webhook(mails, [])('req-after-commit-2');
    expect(again).toEqual({ statusCode: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(transactionItems()).toEqual([APPROVAL_ITEMS]);
    expect(mails).toHaveLength(1);
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
