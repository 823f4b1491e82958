// Short order codes and the store's HTML e-mails, on the local stack: every new order gets its own
// IMP-XXXX-XX code, claimed with a conditional write (a taken code is refused and writes nothing),
// shown to the buyer and the admin; the revocation form finds an order by its code however it is
// typed; an order older than codes has none (the web shows its id's first 8 characters). The
// purchase e-mail reaches the mailbox (through the mail queue) with its HTML and its text part,
// and Cognito's verification e-mail is the store's HTML template with the code.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail, readMailbox } from '../../infra/local/mailbox';
import { renderMailboxPage } from '../../infra/local/mailbox-page';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import type { StoredOrder } from '../../functions/domain/order';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin } from '../support/cognito-users';
import { MY_ORDER, as, buyerWithAddress, createOrder } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { adminCall } from '../support/admin-api';

const stack = inject('stack');
const CODE = /^IMP-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$/;
const MY_ORDERS_WITH_CODE = `query { listMyOrders { id code } }`;
const ORDER_WITH_CODE = `query($id: ID!) { getOrder(id: $id) { id code } }`;
const SALES_WITH_CODE = `query($filter: SalesFilterInput) { listSales(filter: $filter) { orders { id code } } }`;
const REGRET = `mutation($input: RegretRequestInput!) { requestPurchaseRegret(input: $input) { trackingCode orderId orderCode } }`;

let admin: Caller;
const visitor = (): Caller => ({ apiKey: stack.apiKey });
const ordersRepository = () =>
  createOrdersRepository({ doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName });

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

describe('order codes', () => {
  it('every order gets its own code, shown to the buyer and to the admin', async () => {
    const buyer = await buyerWithAddress(stack);
    const first = await createOrder(stack, buyer, 'course-1');
    const second = await createOrder(stack, buyer, 'course-2');
    expect(first.code).toMatch(CODE);
    expect(second.code).toMatch(CODE);
    expect(second.code).not.toBe(first.code);

    const mine = await callGraphql(stack, as(buyer), MY_ORDERS_WITH_CODE);
    expect(mine.data?.['listMyOrders']).toEqual(
      expect.arrayContaining([
        { id: first.id, code: first.code },
        { id: second.id, code: second.code },
      ]),
    );
    expect((await adminCall(stack, admin, ORDER_WITH_CODE, { id: first.id })).code).toBe(first.code);
    const sales = await adminCall(stack, admin, SALES_WITH_CODE, { filter: {} });
    expect(sales.orders).toEqual(expect.arrayContaining([{ id: second.id, code: second.code }]));
  });

  it('a code already given is refused by the conditional write, and nothing of the new order is written', async () => {
    const buyer = await buyerWithAddress(stack);
    const taken = await createOrder(stack, buyer, 'course-3');
    const orders = ordersRepository();
    const existing = (await orders.get(taken.id)) as StoredOrder;
    const copy: StoredOrder = { ...existing, id: randomUUID(), idempotencyKey: `key-${randomUUID()}`, code: taken.code };
    expect(await orders.create(copy, new Date().toISOString())).toBe('code-taken');
    expect(await orders.get(copy.id)).toBeNull();
    expect(await orders.findIdByRequest(existing.userId, copy.idempotencyKey)).toBeNull();
    expect(await orders.findIdByCode(taken.code)).toBe(taken.id);
  });

  it('the revocation form finds a purchase by its code, in any case and with or without dashes', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    const answer = await callGraphql(stack, visitor(), REGRET, { input: { orderId: order.code.toLowerCase(), email: buyer.email } });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.['requestPurchaseRegret'];
    expect(receipt).toMatchObject({ orderId: order.id, orderCode: order.code, trackingCode: expect.any(String) });
    // The same purchase, typed without dashes: the same request.
    const again = await callGraphql(stack, visitor(), REGRET, { input: { orderId: order.code.replace(/-/g, ''), email: buyer.email } });
    expect(again.data?.['requestPurchaseRegret']?.trackingCode).toBe(receipt.trackingCode);
    // A well-formed code nobody holds answers like any unknown order.
    const unknown = await callGraphql(stack, visitor(), REGRET, { input: { orderId: 'IMP-AAAA-AA', email: buyer.email } });
    expect(unknown.errors?.[0]?.errorType).toBe('NotFound');
  });

  it('an order older than codes answers code null (the web shows its id’s first 8 characters)', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }).send(
      new UpdateCommand({ TableName: stack.tableName, Key: { PK: `ORDER#${order.id}`, SK: 'ORDER' }, UpdateExpression: 'REMOVE code' }),
    );
    const answer = await callGraphql(stack, as(buyer), MY_ORDER.replace('{ id status', '{ id code status'), { id: order.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['getMyOrder']).toMatchObject({ id: order.id, code: null });
  });
});

describe('the store’s e-mails', () => {
  it('the purchase e-mail reaches the mailbox with an HTML and a text part, both with the order code', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-7');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    // Waits on the mailbox, with a limit a busy machine does not reach (40 reads 500 ms apart, 20 s,
    // was a count of attempts, i.e. a wait on time).
    const purchaseMail = () =>
      readDeliveredMail(stack, buyer.email).then((mails) => mails.find((mail) => mail.subject.includes('fue aprobada')));
    await expect.poll(purchaseMail, { timeout: 120_000, interval: 250 }).toBeDefined();
    const purchase = await purchaseMail();
    expect(purchase?.text).toContain(`Número de compra: ${order.code}`);
    expect(purchase?.text).toContain('/lessons/course-7');
    expect(purchase?.html).toMatch(/^<!doctype html>/);
    expect(purchase?.html).toContain(order.code);
    expect(purchase?.html).toContain('href="http://localhost:');

    // The mailbox page draws the HTML part (isolated in a sandboxed frame) and keeps the text.
    const page = renderMailboxPage(await readDeliveredMail(stack, buyer.email));
    expect(page).toContain('<iframe class="mail-html"');
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain('Versión de texto');
  }, 180_000);

  it('the verification e-mail is the store’s HTML template with the code', async () => {
    const buyer = await buyerWithAddress(stack);
    const verification = (await readMailbox(stack.mailboxDir, buyer.email)).find((mail) => mail.code);
    expect(verification?.html).toMatch(/^<!doctype html>/);
    expect(verification?.html).toContain(verification?.code);
    expect(verification?.subject).toContain('tu código de verificación');
  });
});
