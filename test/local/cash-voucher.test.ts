// A buyer pays in cash (issue 42, docs/decisions/164): at the simulator's checkout "pendiente" is a
// Rapipago payment (payment_type_id ticket, pending / pending_waiting_payment) with its voucher's
// page and date. The store reads them from Mercado Pago's API (the notification names only the
// payment) onto the order, and the buyer's orders show them; paid at the counter the order is
// approved and the voucher is no longer shown; unpaid by its date Mercado Pago cancels it
// (expired) and the order says the voucher expired. The order's money and state move as for any
// pending, approved or cancelled payment. The buyer is e-mailed the voucher once ("Tu compra …
// está pendiente de pago", docs/decisions/166), whatever the duplicated notifications, the app
// start's reading and the sweep; a card payment in review gets no such e-mail; the admin's order
// answers the voucher too.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { adminCall } from '../support/admin-api';
import { runOutboxWorker } from '../support/comment-digests';
import { callGraphql, type Caller } from '../support/graphql-client';
import { UPDATE_ORDERS, as, buyerWithAddress, createOrder, inventoryOf } from '../support/buying';
import {
  DEFAULT_SWITCHES,
  expireVoucher,
  payAtCheckout,
  postIpn,
  postWebhook,
  setPaymentStatus,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';
import { signInAdmin, type TestUser } from '../support/cognito-users';

const stack = inject('stack');
const ADMIN_ORDER = `query($id: ID!) { getOrder(id: $id) { id status cashVoucher { url expiresAt expired } } }`;

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

afterEach(async () => {
  await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
  await webhooksSettled(stack);
});

const table = () => createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });

/** How many times the payment sweep has read the order again (its entry's checks; 0 while not yet). */
async function sweepChecks(orderId: string): Promise<number> {
  const entry = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: { PK: 'PAYMENT_SWEEP', SK: `ORDER#${orderId}` }, ConsistentRead: true }),
  );
  return Number(entry.Item?.['checks'] ?? 0);
}

const mailsTo = async (buyer: TestUser, subject: string) =>
  (await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.includes(subject));

const MY_ORDERS = `query { listMyOrders { id status amount discount paymentUrl cashVoucher { url expiresAt expired } } }`;

interface MyOrder {
  id: string;
  status: string;
  amount: number;
  discount: number;
  cashVoucher: { url: string; expiresAt: string | null; expired: boolean } | null;
}

async function myOrder(buyer: TestUser, orderId: string): Promise<MyOrder> {
  const answer = await callGraphql(stack, as(buyer), MY_ORDERS);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const order = (answer.data?.['listMyOrders'] as MyOrder[]).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order;
}

/** The buyer chooses to pay in cash; the voucher is on her order once the notification was handled. */
async function payInCash(itemId: string, buyer?: TestUser) {
  buyer ??= await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId);
  await payAtCheckout(order.initPoint, 'pending');
  await webhooksSettled(stack);
  const [payment] = await simulatorPayments(stack, order.id);
  if (!payment) throw new Error('no payment at the simulator');
  return { buyer, order, payment };
}

describe('a payment in cash and its voucher', () => {
  it("puts Mercado Pago's voucher on the pending order, then approves the order when it is paid", async () => {
    const { buyer, order, payment } = await payInCash('course-2');
    expect(payment).toMatchObject({ status: 'pending', status_detail: 'pending_waiting_payment', payment_type_id: 'ticket' });
    const address = payment.transaction_details?.external_resource_url ?? '';
    expect(new URL(address).origin).toBe(new URL(stack.payments!.simulatorUrl).origin);

    const pending = await myOrder(buyer, order.id);
    expect(pending).toMatchObject({ status: 'IN_PROCESS', amount: order.amount, discount: 0 });
    expect(pending.cashVoucher).toEqual({
      url: address,
      expiresAt: new Date(payment.date_of_expiration ?? '').toISOString(),
      expired: false,
    });
    // The voucher's page the address leads to: the amount to pay and its date.
    const page = await fetch(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Cupón de pago');
    expect(html).toContain('Pagalo en efectivo en Rapipago o Pago Fácil antes del');
    // Someone else's guess of the page is refused.
    expect((await fetch(address.replace(/hash=[0-9a-f]+/, 'hash=0000'))).status).toBe(404);
    expect(await inventoryOf(stack, buyer)).toEqual([]);

    await setPaymentStatus(stack, payment.id, 'approved');
    await webhooksSettled(stack);
    const paid = await myOrder(buyer, order.id);
    expect(paid).toMatchObject({ status: 'APPROVED', amount: order.amount, cashVoucher: null });
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-2', orderId: order.id })]);
    expect(await (await fetch(address)).text()).toContain('Este cupón ya fue pagado.');
  });

  it('says the voucher expired once Mercado Pago cancels the unpaid payment for it, and grants nothing', async () => {
    const { buyer, order, payment } = await payInCash('course-4');
    expect((await myOrder(buyer, order.id)).cashVoucher?.expired).toBe(false);

    const expired = await expireVoucher(stack, payment.id);
    expect(expired).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    await webhooksSettled(stack);
    const after = await myOrder(buyer, order.id);
    expect(after).toMatchObject({ status: 'CANCELLED', amount: order.amount });
    expect(after.cashVoucher).toEqual({
      url: payment.transaction_details?.external_resource_url,
      expiresAt: new Date(payment.date_of_expiration ?? '').toISOString(),
      expired: true,
    });
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    expect(await (await fetch(payment.transaction_details?.external_resource_url ?? '')).text()).toContain('Este cupón venció');
  });

  it('a card payment in review has no voucher', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await payAtCheckout(order.initPoint, 'in_process');
    await webhooksSettled(stack);
    expect(await myOrder(buyer, order.id)).toMatchObject({ status: 'IN_PROCESS', cashVoucher: null });
  });

  it('only a pending payment in cash can expire at the simulator', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-7');
    await payAtCheckout(order.initPoint, 'in_process');
    await webhooksSettled(stack);
    const [payment] = await simulatorPayments(stack, order.id);
    await expect(expireVoucher(stack, payment!.id)).rejects.toThrow(/answered 400/);
  });

  it('e-mails the voucher once, whatever the duplicated notifications, the app start and the sweep, and the admin sees it', async () => {
    // Every notification Mercado Pago sends, four times over.
    await setSimulatorSwitches(stack, { duplicates: 3 });
    const { buyer, order, payment } = await payInCash('course-3');
    const address = payment.transaction_details?.external_resource_url ?? '';
    // The same payment notified again by hand (a signed webhook and an IPN) and read at the app's start.
    const secret = (await simulatorAccounts(stack)).find((account) => account.seller === 'STORE')!.webhookSecret;
    expect(await postWebhook(stack, { paymentId: String(payment.id), secret })).toBe(200);
    expect(await postIpn(stack, { topic: 'payment', id: String(payment.id) })).toBe(200);
    const appStart = await callGraphql(stack, as(buyer), UPDATE_ORDERS, { input: JSON.stringify([{ id: order.id }]) });
    expect(appStart.errors, JSON.stringify(appStart.errors)).toBeUndefined();
    // The sweep reads the pending order again (30 s after its creation on the test stack).
    await expect.poll(() => sweepChecks(order.id), { timeout: 150_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    // And the outbox's scheduled run finds nothing more to send.
    await runOutboxWorker(stack);

    await expect.poll(async () => (await mailsTo(buyer, 'está pendiente de pago')).length, { timeout: 120_000, interval: 250 }).toBe(1);
    const [pending] = await mailsTo(buyer, 'está pendiente de pago');
    expect(pending?.subject).toMatch(/^Tu compra del curso ".+" está pendiente de pago$/);
    expect(pending?.text).toContain(address);
    expect(pending?.text).toMatch(/Pagá en efectivo hasta el \d\d\/\d\d a las \d\d:\d\d/);
    expect(pending?.text).toContain(`Número de compra: ${order.code}`);
    expect(pending?.html).toContain('Ver el cupón de pago');

    // The admin's order answers the voucher as the buyer's does.
    expect(await adminCall(stack, admin, ADMIN_ORDER, { id: order.id })).toEqual({
      id: order.id,
      status: 'IN_PROCESS',
      cashVoucher: { url: address, expiresAt: new Date(payment.date_of_expiration ?? '').toISOString(), expired: false },
    });

    // Paid at the counter: the approval's e-mail arrives (after every send above), and still one "pendiente".
    await setPaymentStatus(stack, payment.id, 'approved');
    await webhooksSettled(stack);
    await runOutboxWorker(stack);
    await expect.poll(async () => (await mailsTo(buyer, 'fue aprobada')).length, { timeout: 120_000, interval: 250 }).toBe(1);
    expect(await mailsTo(buyer, 'está pendiente de pago')).toHaveLength(1);
    expect((await adminCall(stack, admin, ADMIN_ORDER, { id: order.id })).cashVoucher).toBeNull();
  }, 300_000);

  it('sends no pending e-mail for a card payment in review', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-5');
    await payAtCheckout(order.initPoint, 'in_process');
    await webhooksSettled(stack);
    await runOutboxWorker(stack);
    const [payment] = await simulatorPayments(stack, order.id);
    await setPaymentStatus(stack, payment!.id, 'approved');
    await webhooksSettled(stack);
    await expect.poll(async () => (await mailsTo(buyer, 'fue aprobada')).length, { timeout: 120_000, interval: 250 }).toBe(1);
    expect(await mailsTo(buyer, 'pendiente')).toEqual([]);
    expect((await adminCall(stack, admin, ADMIN_ORDER, { id: order.id })).cashVoucher).toBeNull();
  }, 180_000);
});
