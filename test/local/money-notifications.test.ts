// Money as Mercado Pago really behaves (issue 24), on the local stack with the simulator:
// a notification is a hint — a signed webhook delivered late with its original ts, an IPN of each
// topic, an unsigned webhook — and each makes the store read the payment and apply it; a forgery
// is still refused. Refunds are followed to their end: refused then allowed (a second key), pending
// then approved (found by the sweep with every notification lost), 50 duplicate notifications of
// one refund (one move, one e-mail), past Mercado Pago's refund window (the admin settles it by
// hand); a payment for another amount is returned and shown to the admin; a null or deeply nested
// AWSJSON on updateOrdersWithPaymentProvider is a ValidationError.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { chargebackIdOf } from '../../infra/local/mercado-pago-simulator/notification-resources';
import type { SimulatedPayment } from '../../infra/local/mercado-pago-simulator/simulator-state';
import { adminCall } from '../support/admin-api';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import { as, buyerWithAddress, createOrder, inventoryOf, orderHistory, orderStatus } from '../support/buying';
import {
  DEFAULT_SWITCHES,
  payAtCheckout,
  postIpn,
  postUnsignedWebhook,
  postWebhook,
  releaseHeldWebhooks,
  setPaymentStatus,
  setRefundStatus,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';

const stack = inject('stack');
const ORDER_DETAIL = `query($id: ID!) { getOrder(id: $id) { id status paymentId statusReason
  payments { id state amount refund { reason refundId state attempts note } }
  statusHistory { status reason } } }`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id status statusReason } }`;
const SETTLE = `mutation($input: SettleRefundByHandInput!) { settleRefundByHand(input: $input) { id status statusReason
  payments { id refund { state note } } } }`;

interface DetailPayment {
  id: string;
  state: string;
  amount: number;
  refund: { reason: string; refundId: string | null; state: string; attempts: number; note: string | null } | null;
}

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

afterEach(async () => {
  await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

const orderDetail = (id: string) =>
  adminCall<{
    status: string;
    paymentId: string | null;
    statusReason: string | null;
    payments: DetailPayment[];
    statusHistory: { status: string }[];
  }>(stack, admin, ORDER_DETAIL, { id });

const storeSecret = async () => (await simulatorAccounts(stack)).find((account) => account.seller === 'STORE')!.webhookSecret;

/** Polls a condition on the store's state (the sweep runs every 2 s on the test stack). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 110_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

/** A buyer whose order for `itemId` is paid and approved (its notification delivered). */
async function approvedPurchase(itemId: string) {
  const buyer = await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId);
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  const [payment] = await simulatorPayments(stack, order.id);
  return { buyer, order, payment: payment! };
}

/** A buyer who paid `itemId` while every notification was held (the store does not know yet). */
async function paidUnnotified(itemId: string) {
  const buyer = await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId);
  await setSimulatorSwitches(stack, { hold: true });
  await payAtCheckout(order.initPoint, 'approved');
  const [payment] = await simulatorPayments(stack, order.id);
  expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
  return { buyer, order, payment: payment! };
}

describe('a notification is a hint', () => {
  it('applies a signed notification delivered 20 minutes late with its original ts', async () => {
    const { buyer, order, payment } = await paidUnnotified('course-1');
    const twentyMinutesAgo = String(Math.floor(Date.now() / 1000) - 20 * 60);
    expect(await postWebhook(stack, { paymentId: String(payment.id), secret: await storeSecret(), ts: twentyMinutesAgo })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  });

  it('still refuses a forged or tampered signature, whatever its age', async () => {
    const { buyer, order, payment } = await paidUnnotified('course-2');
    const paymentId = String(payment.id);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    const forged = await postWebhook(stack, { paymentId, secret: 'no-es-el-secreto' });
    const forgedOld = await postWebhook(stack, { paymentId, secret: 'no-es-el-secreto', ts: old });
    const tampered = await postWebhook(stack, { paymentId, secret: await storeSecret(), signature: '0'.repeat(64) });
    expect([forged, forgedOld, tampered]).toEqual([401, 401, 401]);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED']);
  });

  it('an IPN of topic payment gets 2xx and is applied', async () => {
    const { buyer, order, payment } = await paidUnnotified('course-3');
    expect(await postIpn(stack, { topic: 'payment', id: String(payment.id) })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-3', orderId: order.id })]);
  });

  it('an IPN of topic merchant_order gets 2xx and applies its payments', async () => {
    const { buyer, order, payment } = await paidUnnotified('course-4');
    const merchantOrderId = (payment as unknown as { merchant_order_id: number }).merchant_order_id;
    expect(await postIpn(stack, { topic: 'merchant_order', id: String(merchantOrderId) })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  });

  it('an IPN of topic chargebacks gets 2xx and ends the access', async () => {
    const { buyer, order, payment } = await approvedPurchase('course-5');
    await setSimulatorSwitches(stack, { hold: true });
    await setPaymentStatus(stack, payment.id, 'charged_back');
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    const chargeback = chargebackIdOf({ ...(payment as unknown as SimulatedPayment), id: payment.id });
    expect(await postIpn(stack, { topic: 'chargebacks', id: chargeback })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).not.toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });

  it('an unsigned webhook and an IPN of an unknown id get 2xx and change nothing they should not', async () => {
    const { buyer, order, payment } = await paidUnnotified('course-6');
    expect(await postIpn(stack, { topic: 'payment', id: '999999999999' })).toBe(200);
    expect(await postIpn(stack, { topic: 'merchant_order', id: '999999999999' })).toBe(200);
    expect(await postIpn(stack, { topic: 'points', id: '1' })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect(await postUnsignedWebhook(stack, { paymentId: String(payment.id) })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  });
});

describe('refunds followed to the end', () => {
  it('a refund refused, then allowed: refunded once, on a second key', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-7');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    await payAtCheckout(order.initPoint, 'approved');
    // The seller's balance is short: Mercado Pago refuses the second payment's refund (and, strict,
    // answers that refusal again to the same key).
    await setSimulatorSwitches(stack, { hold: false, refuseRefunds: true });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    const refusedEntry = (await orderDetail(order.id)).payments.find((payment) => payment.refund);
    expect(refusedEntry?.refund).toMatchObject({ reason: 'DUPLICATE_PAYMENT', state: 'REFUSED', attempts: 1 });

    await setSimulatorSwitches(stack, { refuseRefunds: false });
    const detail = await eventually(
      () => orderDetail(order.id),
      (current) => current.payments.some((payment) => payment.refund?.state === 'APPROVED'),
    );
    const returned = detail.payments.find((payment) => payment.refund)!;
    expect(returned).toMatchObject({ refund: { reason: 'DUPLICATE_PAYMENT', state: 'APPROVED', attempts: 2 } });
    expect(detail.status).toBe('APPROVED');
    const atSimulator = await simulatorPayments(stack, order.id);
    expect(atSimulator.map((payment) => payment.status).sort()).toEqual(['approved', 'refunded']);
    expect(atSimulator.flatMap((payment) => payment.refunds)).toHaveLength(1);
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.toLowerCase().includes('devolvimos'))).toHaveLength(1);
  }, 150_000);

  it('a pending refund is followed to approved with every notification lost, and the buyer is told once', async () => {
    const { buyer, order } = await approvedPurchase('course-1');
    await setSimulatorSwitches(stack, { refundOutcome: 'pending', lose: true });
    const answer = await callGraphql(stack, admin, REFUND, { input: { orderId: order.id, reason: 'Pidió la baja' } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: expect.stringContaining('procesando') });
    expect((await orderDetail(order.id)).payments[0]?.refund).toMatchObject({ reason: 'ADMIN', state: 'PENDING' });
    expect(await inventoryOf(stack, buyer)).toHaveLength(1);

    const [payment] = await simulatorPayments(stack, order.id);
    await setRefundStatus(stack, payment!.refunds[0]!.id, 'approved');
    const detail = await eventually(
      () => orderDetail(order.id),
      (current) => current.status !== 'APPROVED',
    );
    expect(detail).toMatchObject({ status: 'REFUNDED', statusReason: 'ADMIN' });
    expect(detail.payments[0]?.refund).toMatchObject({ state: 'APPROVED' });
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.toLowerCase().includes('reembols'))).toHaveLength(1);
  }, 150_000);

  it('50 duplicate notifications of one refund: one move, one e-mail', async () => {
    const { buyer, order, payment } = await approvedPurchase('course-2');
    await setSimulatorSwitches(stack, { refundOutcome: 'pending' });
    const answer = await callGraphql(stack, admin, REFUND, { input: { orderId: order.id, reason: 'Devolución pedida' } });
    expect(answer.errors?.[0]?.errorType).toBe('Conflict');
    await webhooksSettled(stack);
    await setSimulatorSwitches(stack, { hold: true });
    const [pending] = await simulatorPayments(stack, order.id);
    await setRefundStatus(stack, pending!.refunds[0]!.id, 'approved');

    const secret = await storeSecret();
    const paymentId = String(payment.id);
    const statuses = await Promise.all([
      ...Array.from({ length: 40 }, () => postWebhook(stack, { paymentId, secret })),
      ...Array.from({ length: 10 }, () => postIpn(stack, { topic: 'payment', id: paymentId })),
    ]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await setSimulatorSwitches(stack, { hold: false, duplicates: 3 });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);

    expect(await orderStatus(stack, buyer, order.id)).toBe('REFUNDED');
    // One move out of APPROVED (the refund's request and answer are on record as APPROVED entries).
    const history = (await orderHistory(stack, order.id)).map((change) => change.status);
    expect(history.filter((status) => status === 'REFUNDED')).toHaveLength(1);
    expect(history.at(-1)).toBe('REFUNDED');
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.toLowerCase().includes('reembols'))).toHaveLength(1);
  });

  it('past the refund window the admin is told, settles it by hand, and the access ends', async () => {
    const { buyer, order, payment } = await approvedPurchase('course-3');
    await setSimulatorSwitches(stack, { refundWindowDays: 0 });
    const answer = await callGraphql(stack, admin, REFUND, { input: { orderId: order.id, reason: 'Reclamo tardío' } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: expect.stringContaining('plazo de reembolso') });
    expect((await orderDetail(order.id)).payments[0]?.refund).toMatchObject({ state: 'TOO_OLD' });
    expect(await inventoryOf(stack, buyer)).toHaveLength(1);

    const settled = await adminCall(stack, admin, SETTLE, {
      input: { orderId: order.id, paymentId: String(payment.id), note: 'Transferencia bancaria del 27/11' },
    });
    expect(settled).toMatchObject({ status: 'REFUNDED', statusReason: 'ADMIN' });
    expect(settled.payments[0].refund.state).toBe('SETTLED_BY_HAND');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    // Nothing more is asked of Mercado Pago.
    expect((await simulatorPayments(stack, order.id))[0]?.refunds).toEqual([]);
  });
});

describe('money taken for nothing', () => {
  it('a payment for another amount is refunded, the order stays as it was, and the admin sees it', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    await payAtCheckout(order.initPoint, 'approved', { amountOverride: 1 });
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    const [payment] = await simulatorPayments(stack, order.id);
    expect(payment?.status).toBe('refunded');
    const detail = await orderDetail(order.id);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        id: String(payment!.id),
        amount: 1,
        refund: expect.objectContaining({ reason: 'AMOUNT_MISMATCH', state: 'APPROVED' }),
      }),
    ]);
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.toLowerCase().includes('devolvimos'))).toHaveLength(1);
  });
});

describe('hostile input on the money path', () => {
  const UPDATE_ORDERS = `mutation($input: AWSJSON!) { updateOrdersWithPaymentProvider(input: $input) }`;
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('a null or deeply nested AWSJSON answers a ValidationError, never a Lambda failure', async () => {
    const buyer = as(await buyerWithAddress(stack));
    const answers = await Promise.all(
      [null, 'null', nested(60), nested(5_000), nestedObjects(3_000), `"${'x'.repeat(30_000)}"`].map((input) =>
        callGraphql(stack, buyer, UPDATE_ORDERS, { input }),
      ),
    );
    const summary = answers.map((answer) => answer.errors?.map((error) => error.errorType).join(',') ?? 'accepted');
    expect(summary).toEqual(Array(answers.length).fill('ValidationError'));
    // The store's own refusals are in Spanish; AppSync's refusals of a variable keep AppSync's words.
    expect(answers[2]!.errors![0]!.message).toMatch(/niveles anidados/);
    expect(answers[5]!.errors![0]!.message).toMatch(/caracteres/);
    for (const nullAnswer of answers.slice(0, 2)) {
      expect(nullAnswer.errors![0]).toMatchObject({
        path: null,
        message: "Variable 'input' has coerced Null value for NonNull type 'AWSJSON!'",
      });
    }
  });
});
