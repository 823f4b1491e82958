// Paying through the local Mercado Pago simulator, end to end on the API: approval grants the
// course (its paid lessons open), rejection then retry, pending then approved later, refund and
// chargeback revoke, a wrong amount never approves, and reconciliation at app start repairs an
// order whose webhook never arrived, for its own buyer only.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { callGraphql } from '../support/graphql-client';
import { given, then, when } from '../support/steps';
import { signUpAndConfirm } from '../support/cognito-users';
import {
  CREATE_ORDER,
  ORDERS_TO_PROCESS,
  UPDATE_ORDERS,
  arrangeCoupon,
  as,
  buyerWithAddress,
  couponUses,
  createOrder,
  inventoryOf,
  orderStatus,
  planningMembership,
} from '../support/buying';
import {
  payAtCheckout,
  releaseHeldWebhooks,
  setPaymentStatus,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';

const stack = inject('stack');
const CONTENT = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { topicId text } }`;

async function paidTopicOf(courseId: string): Promise<string> {
  const answer = await callGraphql(
    stack,
    { apiKey: stack.apiKey },
    `query($id: ID!) { listLessonUnits(itemId: $id) { topics { id isPublic } } }`,
    { id: courseId },
  );
  const topic = (answer.data?.['listLessonUnits'] as { topics: { id: string; isPublic: boolean }[] }[])
    .flatMap((unit) => unit.topics)
    .find((t) => !t.isPublic);
  if (!topic) throw new Error(`no paid topic in ${courseId}`);
  return topic.id;
}

async function pay(initPoint: string, outcome: Parameters<typeof payAtCheckout>[1], options?: Parameters<typeof payAtCheckout>[2]) {
  const result = await payAtCheckout(initPoint, outcome, options);
  await webhooksSettled(stack);
  return result;
}

afterEach(async () => {
  await setSimulatorSwitches(stack, { down: false, hold: false, duplicates: 0, delayMs: 0 });
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

describe('approval', () => {
  let topicId: string; // read from the seed, written by no test
  beforeAll(async () => {
    topicId = await paidTopicOf('course-3');
  });

  it('approves the order, returns the buyer to the store with the documented parameters, and opens the paid lessons', async () => {
    const buyer = await given.aBuyer(stack);
    const before = await callGraphql(stack, as(buyer), CONTENT, { item: 'course-3', topic: topicId });
    expect(before.errors?.[0]?.message).toBe('Comprá el curso para ver esta clase.');

    const order = await createOrder(stack, buyer, 'course-3');
    const { location } = await pay(order.initPoint, 'approved');
    const back = new URL(location ?? '');
    expect(back.pathname).toBe('/my-orders');
    expect(back.searchParams.get('external_reference')).toBe(order.id);
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('collection_status')).toBe('approved');
    expect(back.searchParams.get('payment_id')).toBe(back.searchParams.get('collection_id'));
    expect(back.searchParams.get('preference_id')).toBeTruthy();
    expect(back.searchParams.get('merchant_order_id')).toBeTruthy();

    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-3', orderId: order.id })]);
    const after = await callGraphql(stack, as(buyer), CONTENT, { item: 'course-3', topic: topicId });
    expect(after.errors).toBeUndefined();
    expect(after.data?.['getTopicContent']?.topicId).toBe(topicId);

    const mails = await readDeliveredMail(stack, buyer.email);
    const purchase = mails.filter((mail) => mail.subject.includes('fue aprobada'));
    expect(purchase).toHaveLength(1);
    expect(purchase[0]?.text).toContain('/lessons/course-3');
  });

  it('refuses to sell the same course again once owned', async () => {
    const { buyer } = await given.aPaidPurchase(stack, 'course-3');
    const answer = await callGraphql(stack, as(buyer), CREATE_ORDER, { input: { itemId: 'course-3', idempotencyKey: randomUUID() } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Ya tenés este curso. Lo encontrás en tus cursos.' });
  });

  it('revokes access when the payment is refunded: the paid lesson is refused again', async () => {
    const { buyer, order } = await given.aPaidPurchase(stack, 'course-3');
    const [payment] = (await simulatorPayments(stack, order.id)).filter((p) => p.status === 'approved');
    const store = (await simulatorAccounts(stack)).find((account) => account.seller === 'STORE')!;
    const refund = await fetch(`${stack.payments!.simulatorUrl}/v1/payments/${payment!.id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${store.accessToken}`, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      body: '{}',
    });
    expect(refund.status).toBe(201);
    await when.theWebhooksArrive(stack);

    expect(await orderStatus(stack, buyer, payment!.external_reference!)).toBe('REFUNDED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    const refused = await callGraphql(stack, as(buyer), CONTENT, { item: 'course-3', topic: topicId });
    expect(refused.errors?.[0]?.message).toBe('Comprá el curso para ver esta clase.');
  });
});

describe('rejection, retry and pending payments', () => {
  it('rejects, lets the buyer retry in the same checkout, and approves the retry', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    const rejected = await pay(order.initPoint, 'rejected');
    expect(rejected.location).toMatch(/\/checkout\/v1\/result\?payment_id=/);
    expect(await orderStatus(stack, buyer, order.id)).toBe('REJECTED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);

    // Trying again from the store with the same purchase gives back the same checkout.
    const again = await createOrder(stack, buyer, 'course-4', { idempotencyKey: order.idempotencyKey });
    expect(again).toMatchObject({ id: order.id, initPoint: order.initPoint });
    await pay(order.initPoint, 'approved');
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-4' })]);
  });

  it('keeps a pending payment in process and approves it when Mercado Pago approves it later', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-5');
    await pay(order.initPoint, 'pending');
    expect(await orderStatus(stack, buyer, order.id)).toBe('IN_PROCESS');
    const queued = await callGraphql(stack, as(buyer), ORDERS_TO_PROCESS);
    expect(queued.data?.['listOrdersToProcess']).toEqual([{ id: order.id, status: 'IN_PROCESS', item: { id: 'course-5' } }]);

    const [payment] = await simulatorPayments(stack, order.id);
    await setPaymentStatus(stack, payment!.id, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect((await callGraphql(stack, as(buyer), ORDERS_TO_PROCESS)).data?.['listOrdersToProcess']).toEqual([]);
  });

  it('marks a cancelled payment as cancelled without granting anything', async () => {
    const buyer = await given.aBuyer(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await when.theBuyerPays(stack, order, 'cancelled');
    await then.theOrderIs(stack, { buyer, order }, 'CANCELLED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });
});

describe('plannings', () => {
  it('makes the buyer a planning user on approval and ends it on a chargeback', async () => {
    const buyer = await buyerWithAddress(stack);
    const coupon = await arrangeCoupon(stack, { itemIds: ['planning-5'], maxUses: 3 });
    const order = await createOrder(stack, buyer, 'planning-5', { couponCode: coupon.code });
    expect(order.amount).toBe(12600);
    await pay(order.initPoint, 'approved');

    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await couponUses(stack, coupon.code)).toBe(1);
    const member = await planningMembership(stack, 'planning-5', buyer);
    expect(member).toMatchObject({ status: 'ACTIVE', orderId: order.id, source: 'ORDER', email: buyer.email });
    const start = Date.parse(`${member!.startDate}T00:00:00Z`);
    expect(Date.parse(`${member!.endDate}T00:00:00Z`) - start).toBeGreaterThanOrEqual(7 * 86_400_000);

    const [payment] = await simulatorPayments(stack, order.id);
    await setPaymentStatus(stack, payment!.id, 'charged_back');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CHARGED_BACK');
    expect((await planningMembership(stack, 'planning-5', buyer))?.status).toBe('INACTIVE');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });
});

describe('amount checks', () => {
  it("never approves a payment for another amount than the order's", async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-7');
    await pay(order.initPoint, 'approved', { amountOverride: order.amount - 1000 });
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);

    // Reconciliation applies the same check.
    const answer = await callGraphql(stack, as(buyer), UPDATE_ORDERS, { input: JSON.stringify([{ id: order.id }]) });
    expect(JSON.parse(answer.data?.['updateOrdersWithPaymentProvider'])).toEqual([
      { data: { updateOrder: { id: order.id, status: 'CREATED', item: { id: 'course-7', type: 'COURSE', name: expect.any(String) } } } },
    ]);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });
});

describe('updateOrdersWithPaymentProvider', () => {
  it('approves an order whose webhook never arrived, and refuses the orders of other buyers', async () => {
    const [buyer, intruder] = await Promise.all([
      buyerWithAddress(stack),
      signUpAndConfirm(stack, { firstName: 'Eva', lastName: 'Intrusa' }),
    ]);
    const order = await createOrder(stack, buyer, 'course-1');
    await setSimulatorSwitches(stack, { hold: true });
    await pay(order.initPoint, 'approved');
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');

    const stolen = await callGraphql(stack, as(intruder), UPDATE_ORDERS, {
      input: JSON.stringify([{ firstName: 'Eva', lastName: 'Intrusa', email: 'eva@example.com', id: order.id }]),
    });
    expect(JSON.parse(stolen.data?.['updateOrdersWithPaymentProvider'])).toEqual([
      { errors: [{ message: `No encontramos la compra ${order.id}.`, errorType: 'NotFound' }] },
    ]);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect(await inventoryOf(stack, intruder)).toEqual([]);

    const answer = await callGraphql(stack, as(buyer), UPDATE_ORDERS, {
      input: JSON.stringify([{ firstName: 'Ana', lastName: 'Pérez', email: buyer.email, id: order.id }]),
    });
    expect(answer.errors).toBeUndefined();
    expect(JSON.parse(answer.data?.['updateOrdersWithPaymentProvider'])).toEqual([
      { data: { updateOrder: { id: order.id, status: 'APPROVED', item: { id: 'course-1', type: 'COURSE', name: expect.any(String) } } } },
    ]);
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-1', orderId: order.id })]);

    // The late webhook changes nothing more: still one purchase e-mail.
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.includes('fue aprobada'))).toHaveLength(1);
  });

  it('answers a per-order error when Mercado Pago is down, and rejects a malformed list', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-2');
    await setSimulatorSwitches(stack, { down: true });
    const down = await callGraphql(stack, as(buyer), UPDATE_ORDERS, { input: JSON.stringify([{ id: order.id }]) });
    expect(JSON.parse(down.data?.['updateOrdersWithPaymentProvider'])).toEqual([
      { errors: [{ message: 'No pudimos consultar Mercado Pago. Vamos a intentarlo más tarde.', errorType: 'PaymentProviderError' }] },
    ]);
    const malformed = await callGraphql(stack, as(buyer), UPDATE_ORDERS, { input: JSON.stringify({ id: order.id }) });
    expect(malformed.errors?.[0]?.errorType).toBe('ValidationError');
  });
});
