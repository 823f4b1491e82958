// Checkout through the real local stack and the Mercado Pago simulator: prices computed by the
// server, billing details first, idempotent createOrder, the provider down, and the buyer's own
// orders only.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql } from '../support/graphql-client';
import { signUpAndConfirm, type TestUser } from '../support/cognito-users';
import {
  CREATE_ORDER,
  MY_ORDER,
  MY_ORDERS,
  ORDERS_TO_PROCESS,
  arrangeCoupon,
  as,
  buyerWithAddress,
  createOrder,
  storedOrdersOf,
} from '../support/buying';
import { setSimulatorSwitches, simulatorPayments } from '../support/mercado-pago';

const stack = inject('stack');
const QUOTE = `query($item: ID!, $coupon: String) { quotePrice(itemId: $item, couponCode: $coupon) { itemId listPrice offerPrice couponCode discount finalPrice currency } }`;

describe('price quotes', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await signUpAndConfirm(stack);
  });

  it('quotes the list price, and the coupon discount on the server', async () => {
    const coupon = await arrangeCoupon(stack, { discountType: 'PERCENTAGE', value: 25, itemIds: ['course-4'] });
    const plain = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-4' });
    expect(plain.data?.['quotePrice']).toEqual({
      itemId: 'course-4',
      listPrice: 15000,
      offerPrice: null,
      couponCode: null,
      discount: 0,
      finalPrice: 15000,
      currency: 'ARS',
    });
    const withCoupon = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-4', coupon: coupon.code.toLowerCase() });
    expect(withCoupon.data?.['quotePrice']).toMatchObject({ couponCode: coupon.code, discount: 3750, finalPrice: 11250 });
  });

  it('refuses a coupon for another item, an expired one and an unknown one, in Spanish', async () => {
    const other = await arrangeCoupon(stack, { itemIds: ['course-1'] });
    const expired = await arrangeCoupon(stack, {
      validDateTimeFrom: '2025-01-01T00:00:00-03:00',
      validDateTimeTo: '2025-02-01T00:00:00-03:00',
    });
    const answers = await Promise.all(
      [other.code, expired.code, 'NOEXISTE'].map((coupon) => callGraphql(stack, as(buyer), QUOTE, { item: 'course-4', coupon })),
    );
    expect(answers.map((a) => a.errors?.[0]?.errorType)).toEqual(['ValidationError', 'ValidationError', 'ValidationError']);
    expect(answers.map((a) => a.errors?.[0]?.message)).toEqual([
      `El cupón "${other.code}" no se aplica a este producto.`,
      `El cupón "${expired.code}" está vencido.`,
      'El cupón "NOEXISTE" no existe.',
    ]);
  });

  it('refuses a coupon that reached its maximum uses', async () => {
    const used = await arrangeCoupon(stack, { maxUses: 2, uses: 2 });
    const answer = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-4', coupon: used.code });
    expect(answer.errors?.[0]?.message).toBe(`El cupón "${used.code}" ya alcanzó su máximo de usos.`);
  });
});

describe('createOrder', () => {
  afterEach(async () => {
    await setSimulatorSwitches(stack, { down: false });
  });

  it('asks for billing details first, with a code the web routes on, and writes nothing', async () => {
    const newcomer = await signUpAndConfirm(stack);
    const answer = await callGraphql(stack, as(newcomer), CREATE_ORDER, {
      input: { itemId: 'course-4', idempotencyKey: randomUUID() },
    });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'BillingDetailsRequired',
      message: 'Antes de pagar, completá tus datos de facturación.',
    });
    const orders = await callGraphql(stack, as(newcomer), MY_ORDERS);
    expect(orders.data?.['listMyOrders']).toEqual([]);
  });

  it("charges the server price with the coupon, opens a Mercado Pago checkout for the item's seller, and queues the order", async () => {
    const buyer = await buyerWithAddress(stack);
    const coupon = await arrangeCoupon(stack, { discountType: 'FIXED', value: 2000, itemIds: ['planning-2'] });
    const answer = await callGraphql(stack, as(buyer), CREATE_ORDER, {
      input: { itemId: 'planning-2', couponCode: coupon.code, idempotencyKey: randomUUID() },
    });
    expect(answer.errors).toBeUndefined();
    const result = answer.data?.['createOrder'];
    expect(result.order).toMatchObject({
      status: 'CREATED',
      amount: 20000,
      listPrice: 22000,
      discount: 2000,
      couponCode: coupon.code,
      currency: 'ARS',
      item: { id: 'planning-2', type: 'PLANNING', seller: 'DELFI' },
    });
    expect(result.initPoint).toBe(result.order.paymentUrl);
    expect(new URL(result.initPoint).origin).toBe(new URL(stack.payments!.simulatorUrl).origin);

    // The preference exists at the seller's account with the order as external reference.
    const page = await fetch(result.initPoint);
    const html = await page.text();
    expect(html).toContain(result.order.id);
    expect(html).toContain('DELFI');
    const toProcess = await callGraphql(stack, as(buyer), ORDERS_TO_PROCESS);
    expect(toProcess.data?.['listOrdersToProcess']).toEqual([{ id: result.order.id, status: 'CREATED', item: { id: 'planning-2' } }]);
  });

  it('returns the same order and checkout when the same purchase is retried', async () => {
    const buyer = await buyerWithAddress(stack);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      createOrder(stack, buyer, 'course-6', { idempotencyKey: key }),
      createOrder(stack, buyer, 'course-6', { idempotencyKey: key }),
    ]);
    expect(second.id).toBe(first.id);
    expect(second.initPoint).toBe(first.initPoint);
    const orders = await callGraphql(stack, as(buyer), MY_ORDERS);
    expect(orders.data?.['listMyOrders']).toHaveLength(1);
  });

  it('answers a clear error when Mercado Pago is down and leaves no order that could be charged', async () => {
    const buyer = await buyerWithAddress(stack);
    await setSimulatorSwitches(stack, { down: true });
    const key = randomUUID();
    const answer = await callGraphql(stack, as(buyer), CREATE_ORDER, { input: { itemId: 'course-7', idempotencyKey: key } });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'PaymentProviderError',
      message: 'No pudimos conectarnos con Mercado Pago. No se te cobró nada: probá de nuevo en unos minutos.',
    });
    // The store keeps the attempt, cancelled, with no address to pay it at; the buyer, who never
    // placed it, does not see it in "Mis compras".
    const failed = (await storedOrdersOf(stack, buyer)).map(({ id, status, paymentUrl }) => ({ id, status, paymentUrl }));
    expect(failed).toEqual([{ id: expect.any(String), status: 'CANCELLED', paymentUrl: null }]);
    expect((await callGraphql(stack, as(buyer), MY_ORDERS)).data?.['listMyOrders']).toEqual([]);
    const failedId = failed[0]?.id ?? '';
    expect((await callGraphql(stack, as(buyer), ORDERS_TO_PROCESS)).data?.['listOrdersToProcess']).toEqual([]);

    // Back up: the same purchase (same key) makes a fresh, payable order; the failed one stays closed.
    await setSimulatorSwitches(stack, { down: false });
    const retried = await createOrder(stack, buyer, 'course-7', { idempotencyKey: key });
    expect(retried.id).not.toBe(failedId);
    expect(await simulatorPayments(stack, failedId)).toEqual([]);
    const old = await callGraphql(stack, as(buyer), MY_ORDER, { id: failedId });
    expect(old.data?.['getMyOrder']).toMatchObject({ status: 'CANCELLED', paymentUrl: null });
  });

  it('refuses a visitor and a disabled or unknown item', async () => {
    const buyer = await buyerWithAddress(stack);
    const visitorAnswer = await callGraphql(stack, { apiKey: stack.apiKey }, CREATE_ORDER, {
      input: { itemId: 'course-1', idempotencyKey: randomUUID() },
    });
    expect(visitorAnswer.errors?.[0]?.errorType).toBe('Unauthorized');
    const unknown = await callGraphql(stack, as(buyer), CREATE_ORDER, { input: { itemId: 'course-99', idempotencyKey: randomUUID() } });
    expect(unknown.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Not found item with id course-99' });
  });
});

describe('my orders', () => {
  it("answers another buyer's order as not found", async () => {
    const [owner, other] = await Promise.all([buyerWithAddress(stack), signUpAndConfirm(stack)]);
    const order = await createOrder(stack, owner, 'course-5');
    const answer = await callGraphql(stack, as(other), MY_ORDER, { id: order.id });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'No encontramos esa compra.' });
    const mine = await callGraphql(stack, as(owner), MY_ORDER, { id: order.id });
    expect(mine.data?.['getMyOrder']).toMatchObject({ id: order.id, status: 'CREATED' });
  });
});
