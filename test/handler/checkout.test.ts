// Checkout through the orders function's handler, against DynamoDB Local and the Mercado Pago
// simulator, with the events AppSync sends (no HTTP API, no Cognito, no browser): the server's
// price, billing details first, one order per idempotency key, and each buyer's orders her own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateOrderResult, Order, PriceQuote } from '../../functions/generated/graphql';
import { handler as orders } from '../../functions/handlers/orders';
import { seedItems } from '../../functions/seed/catalogue';
import { VISITOR, type HandlerCaller } from '../support/appsync-events';
import { dataOf, given, invoke } from './steps';

const COURSE = 'course-3';
const listPriceOf = (id: string) => seedItems.find((item) => item.id === id)!.price;

const createOrder = (buyer: HandlerCaller, itemId: string, idempotencyKey: string = randomUUID()) =>
  invoke<CreateOrderResult>(orders, 'Mutation.createOrder', { input: { itemId, couponCode: null, idempotencyKey } }, buyer);
const myOrders = async (buyer: HandlerCaller) => dataOf(await invoke<Order[]>(orders, 'Query.listMyOrders', {}, buyer));

describe('checkout (orders handler)', () => {
  it('quotes the price the server charges, and only to a signed-in person', async () => {
    const buyer = await given.aPerson();
    const quote = dataOf(await invoke<PriceQuote>(orders, 'Query.quotePrice', { itemId: COURSE, couponCode: null }, buyer));
    expect(quote).toMatchObject({ itemId: COURSE, listPrice: listPriceOf(COURSE), currency: 'ARS' });
    expect(quote.finalPrice).toBe(quote.offerPrice ?? quote.listPrice);
    const visitor = await invoke(orders, 'Query.quotePrice', { itemId: COURSE, couponCode: null }, VISITOR);
    expect(visitor.error).toEqual({ errorType: 'Unauthorized', message: 'Tenés que iniciar sesión para realizar esta acción.' });
  });

  it('asks for billing details first, with the code the web routes on, and writes nothing', async () => {
    const person = await given.aPerson();
    const answer = await createOrder(person, COURSE);
    expect(answer.error).toEqual({ errorType: 'BillingDetailsRequired', message: 'Antes de pagar, completá tus datos de facturación.' });
    expect(await myOrders(person)).toEqual([]);
  });

  it('creates one order at the quoted price with a Mercado Pago checkout, and answers a retry with the same order', async () => {
    const buyer = await given.aBuyer();
    const quote = dataOf(await invoke<PriceQuote>(orders, 'Query.quotePrice', { itemId: COURSE, couponCode: null }, buyer));
    const key = randomUUID();
    const created = dataOf(await createOrder(buyer, COURSE, key));
    expect(created.order).toMatchObject({
      status: 'CREATED',
      amount: quote.finalPrice,
      listPrice: quote.listPrice,
      currency: 'ARS',
      item: { id: COURSE, type: 'COURSE' },
    });
    expect(created.order.code).toMatch(/^IMP-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
    expect(new URL(created.initPoint).searchParams.get('pref_id')).toBeTruthy();

    const retried = dataOf(await createOrder(buyer, COURSE, key));
    expect(retried.order.id).toBe(created.order.id);
    expect(retried.initPoint).toBe(created.initPoint);
    expect((await myOrders(buyer)).map((order) => order.id)).toEqual([created.order.id]);
  });

  it('refuses the same idempotency key for another item, and writes nothing', async () => {
    const buyer = await given.aBuyer();
    const key = randomUUID();
    const created = dataOf(await createOrder(buyer, COURSE, key));
    const other = await createOrder(buyer, 'course-4', key);
    expect(other.error?.errorType).toBe('Conflict');
    expect((await myOrders(buyer)).map((order) => order.id)).toEqual([created.order.id]);
  });

  it("refuses an item that does not exist (the spec's NotFound), and never shows one buyer another's order", async () => {
    const [buyer, other] = await Promise.all([given.aBuyer(), given.aBuyer()]);
    const missing = await createOrder(buyer, 'course-no-existe');
    // The spec's text, kept word for word (functions/domain/errors.ts); the web shows its not-found page.
    expect(missing.error).toEqual({ errorType: 'NotFound', message: 'Not found item with id course-no-existe' });

    const created = dataOf(await createOrder(buyer, COURSE));
    const mine = await invoke<Order>(orders, 'Query.getMyOrder', { id: created.order.id }, buyer);
    expect(mine.data?.id).toBe(created.order.id);
    const theirs = await invoke<Order>(orders, 'Query.getMyOrder', { id: created.order.id }, other);
    expect(theirs.error).toEqual({ errorType: 'NotFound', message: 'No encontramos esa compra.' });
    expect(await myOrders(other)).toEqual([]);
  });
});
