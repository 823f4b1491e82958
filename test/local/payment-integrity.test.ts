// One payment per purchase, on the local stack with the Mercado Pago simulator: a checkout paid
// twice, two checkouts for one course, a refund of one of two payments, a late approval on a
// closed order, a 1-use coupon under 20 concurrent buyers, a once-per-buyer coupon under two
// checkouts of one buyer at once, and lost webhooks repaired by the
// scheduled sweep with no client call (the sweep lists only orders due for a check, and entries
// kept from before that index are swept after the data upgrade), and instalments offered up to
// the configured maximum.
// Every extra payment ends refunded at the simulator and is shown to the admin on its order.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { createPaymentSweepRepository } from '../../functions/data/payment-sweep-repository';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin } from '../support/cognito-users';
import {
  CREATE_ORDER,
  arrangeCoupon,
  as,
  buyerWithAddress,
  couponUses,
  createOrder,
  inventoryOf,
  orderStatus,
  storedOrdersOf,
} from '../support/buying';
import {
  payAtCheckout,
  releaseHeldWebhooks,
  setPaymentStatus,
  setSimulatorSwitches,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';
import { adminCall } from '../support/admin-api';

const stack = inject('stack');
const ORDER_DETAIL = `query($id: ID!) { getOrder(id: $id) { id status paymentId statusReason paymentUrl
  payments { id state amount at refund { reason refundId note } }
  billing { fullName taxId street streetNumber city province postalCode phone }
  statusHistory { status paymentState reason note } } }`;

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

afterEach(async () => {
  await setSimulatorSwitches(stack, { down: false, hold: false, lose: false, refuseRefunds: false, duplicates: 0, delayMs: 0 });
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

const statusesAtSimulator = async (orderId: string) => (await simulatorPayments(stack, orderId)).map((payment) => payment.status).sort();
const orderDetail = (id: string) => adminCall(stack, admin, ORDER_DETAIL, { id });

describe('a checkout paid twice', () => {
  it('closes the checkout once approved: paying again from the Back button is refused by Mercado Pago', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-1');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');

    const again = await payAtCheckout(order.initPoint, 'approved');
    expect(again.status).toBe(410);
    expect(again.body).toContain('Este link de pago venció');
    expect(await statusesAtSimulator(order.id)).toEqual(['approved']);
    expect((await orderDetail(order.id)).paymentUrl).toBeNull();
  });

  it('refunds the second approved payment of one checkout, keeps one entitlement, shows both to the admin and tells the buyer', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-2');
    // Both payments made before the store heard of either (two tabs, a slow webhook).
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    await payAtCheckout(order.initPoint, 'approved');
    await setSimulatorSwitches(stack, { hold: false });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);

    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await statusesAtSimulator(order.id)).toEqual(['approved', 'refunded']);
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-2', orderId: order.id })]);

    const detail = await orderDetail(order.id);
    expect(detail.payments).toHaveLength(2);
    const refunded = detail.payments.find((payment: { refund: unknown }) => payment.refund);
    expect(refunded).toMatchObject({ state: 'REFUNDED', refund: { reason: 'DUPLICATE_PAYMENT', refundId: expect.any(String) } });
    expect(detail.paymentId).not.toBe(refunded.id);
    expect(detail.billing).toMatchObject({ fullName: 'Ana Pérez', taxId: '20123456786', postalCode: 'C1043AAB' });
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.some((mail) => mail.subject.startsWith('Te devolvimos un pago'))).toBe(true);
  });
});

describe('two checkouts for one course', () => {
  it("keeps the first approval, refunds the other order's payment and ends it refunded: the course is owned once", async () => {
    const buyer = await buyerWithAddress(stack);
    const first = await createOrder(stack, buyer, 'course-3');
    const second = await createOrder(stack, buyer, 'course-3');
    await payAtCheckout(first.initPoint, 'approved');
    await webhooksSettled(stack);
    await payAtCheckout(second.initPoint, 'approved');
    await webhooksSettled(stack);

    expect(await orderStatus(stack, buyer, first.id)).toBe('APPROVED');
    expect(await orderStatus(stack, buyer, second.id)).toBe('REFUNDED');
    expect(await statusesAtSimulator(second.id)).toEqual(['refunded']);
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-3', orderId: first.id })]);
    const detail = await orderDetail(second.id);
    expect(detail).toMatchObject({ statusReason: 'ALREADY_OWNED' });
    expect(detail.payments[0]).toMatchObject({ refund: { reason: 'ALREADY_OWNED' } });
  });
});

describe('access follows the payments', () => {
  it('the refund of one of two approved payments keeps the access the other one pays for', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    await payAtCheckout(order.initPoint, 'approved');
    // The store cannot return the extra payment yet (the seller's balance is short).
    await setSimulatorSwitches(stack, { hold: false, refuseRefunds: true });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    const [firstPayment, secondPayment] = await simulatorPayments(stack, order.id);
    expect((await orderDetail(order.id)).payments.map((payment: { state: string }) => payment.state)).toEqual(['APPROVED', 'APPROVED']);

    // The payment that approved the order is refunded at Mercado Pago.
    const approving = (await orderDetail(order.id)).paymentId;
    const other = String(firstPayment!.id) === approving ? secondPayment! : firstPayment!;
    await setPaymentStatus(stack, Number(approving), 'refunded');
    await webhooksSettled(stack);

    const detail = await orderDetail(order.id);
    expect(detail).toMatchObject({ status: 'APPROVED', paymentId: String(other.id) });
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-4', orderId: order.id })]);
    expect(await statusesAtSimulator(order.id)).toEqual(['approved', 'refunded']);
  });

  it('refunds a payment approved after a refund closed the order, and grants nothing', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-5');
    await payAtCheckout(order.initPoint, 'pending');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    const [cash, card] = await simulatorPayments(stack, order.id);
    await setPaymentStatus(stack, card!.id, 'refunded');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('REFUNDED');

    // The cash ticket is paid afterwards.
    await setPaymentStatus(stack, cash!.id, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('REFUNDED');
    expect(await statusesAtSimulator(order.id)).toEqual(['refunded', 'refunded']);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    const detail = await orderDetail(order.id);
    expect(detail.payments.find((payment: { id: string }) => payment.id === String(cash!.id))).toMatchObject({
      refund: { reason: 'ORDER_CLOSED' },
    });
  });
});

describe('coupon limits', () => {
  it('20 buyers at once on a 1-use coupon: exactly one order holds it and one discounted payment is approved', async () => {
    const coupon = await arrangeCoupon(stack, { maxUses: 1, value: 50 });
    const buyers = [];
    for (let batch = 0; batch < 4; batch += 1)
      buyers.push(...(await Promise.all(Array.from({ length: 5 }, () => buyerWithAddress(stack)))));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        callGraphql(stack, as(buyer), CREATE_ORDER, {
          input: { itemId: 'course-6', couponCode: coupon.code, idempotencyKey: `coupon-race-${Math.random().toString(36).slice(2)}` },
        }),
      ),
    );
    const winners = answers.filter((answer) => !answer.errors);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.errors)) {
      expect(loser.errors?.[0]?.message).toContain('ya alcanzó su máximo de usos');
    }
    const winning = winners[0]!.data!['createOrder'];
    expect(winning.order.discount).toBeGreaterThan(0);
    await payAtCheckout(winning.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await couponUses(stack, coupon.code)).toBe(1);
  });

  it('a rejected payment gives the held use back, so another buyer can take it', async () => {
    const coupon = await arrangeCoupon(stack, { maxUses: 1 });
    const [first, second] = await Promise.all([buyerWithAddress(stack), buyerWithAddress(stack)]);
    const held = await createOrder(stack, first, 'course-7', { couponCode: coupon.code });
    const refused = await callGraphql(stack, as(second), CREATE_ORDER, {
      input: { itemId: 'course-7', couponCode: coupon.code, idempotencyKey: `coupon-held-${Date.now()}` },
    });
    expect(refused.errors?.[0]?.message).toContain('ya alcanzó su máximo de usos');

    await payAtCheckout(held.initPoint, 'rejected');
    await webhooksSettled(stack);
    const taken = await createOrder(stack, second, 'course-7', { couponCode: coupon.code });
    await payAtCheckout(taken.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, second, taken.id)).toBe('APPROVED');
    expect(await couponUses(stack, coupon.code)).toBe(1);

    // The first buyer retries the rejected checkout and pays: the use is gone, so the payment is returned.
    await payAtCheckout(held.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, first, held.id)).toBe('REFUNDED');
    expect(await statusesAtSimulator(held.id)).toEqual(['refunded', 'rejected']);
    expect(await couponUses(stack, coupon.code)).toBe(1);
  });
});

const storedOrderIds = async (buyer: Awaited<ReturnType<typeof buyerWithAddress>>) =>
  (await storedOrdersOf(stack, buyer)).map((order) => order.id);

describe('a coupon once per buyer', () => {
  const QUOTE = `query($item: ID!, $coupon: String) { quotePrice(itemId: $item, couponCode: $coupon) { couponCode discount } }`;
  const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }`;
  const checkout = (buyer: Awaited<ReturnType<typeof buyerWithAddress>>, itemId: string, couponCode: string) =>
    callGraphql(stack, as(buyer), CREATE_ORDER, {
      input: { itemId, couponCode, idempotencyKey: `once-${Math.random().toString(36).slice(2)}` },
    });

  it('two checkouts of one buyer at the same moment: exactly one takes the coupon, the other is told in Spanish', async () => {
    const coupon = await arrangeCoupon(stack, { oncePerBuyer: true, maxUses: 50 });
    const buyer = await buyerWithAddress(stack);
    const answers = await Promise.all([checkout(buyer, 'course-2', coupon.code), checkout(buyer, 'course-3', coupon.code)]);
    const winners = answers.filter((answer) => !answer.errors);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.data!['createOrder'].order;
    const loser = answers.find((answer) => answer.errors)!;
    expect(loser.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `El cupón "${coupon.code}" se puede usar una sola vez por persona y ya lo usaste en tu compra ${winner.code}.`,
    });
    // Nothing of the refused checkout was written: one held use, one order.
    expect(await storedOrderIds(buyer)).toEqual([winner.id]);
    // Another buyer still has hers.
    const other = await buyerWithAddress(stack);
    expect((await checkout(other, 'course-3', coupon.code)).errors).toBeUndefined();
  });

  it('once paid, the same buyer is refused at the quote and at checkout; unpaid or refunded, she may use it again', async () => {
    const coupon = await arrangeCoupon(stack, { oncePerBuyer: true, maxUses: 50 });
    const buyer = await buyerWithAddress(stack);

    const rejected = await createOrder(stack, buyer, 'course-2', { couponCode: coupon.code });
    await payAtCheckout(rejected.initPoint, 'rejected');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, rejected.id)).toBe('REJECTED');

    const paid = await createOrder(stack, buyer, 'course-2', { couponCode: coupon.code });
    await payAtCheckout(paid.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, paid.id)).toBe('APPROVED');

    const refusal = `El cupón "${coupon.code}" se puede usar una sola vez por persona y ya lo usaste en tu compra ${paid.code}.`;
    const quote = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-3', coupon: coupon.code });
    expect(quote.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: refusal });
    const again = await checkout(buyer, 'course-3', coupon.code);
    expect(again.errors?.[0]?.message).toBe(refusal);
    expect(await couponUses(stack, coupon.code)).toBe(1);

    // Her money returned, the use is hers again.
    expect(await adminCall(stack, admin, REFUND, { input: { orderId: paid.id, reason: 'Prueba' } })).toMatchObject({ status: 'REFUNDED' });
    await webhooksSettled(stack);
    const quoted = await callGraphql(stack, as(buyer), QUOTE, { item: 'course-3', coupon: coupon.code });
    expect(quoted.errors, JSON.stringify(quoted.errors)).toBeUndefined();
    expect((await checkout(buyer, 'course-3', coupon.code)).errors).toBeUndefined();
  });

  it('a coupon without the term is used by one buyer twice', async () => {
    const coupon = await arrangeCoupon(stack, { maxUses: 50 });
    const buyer = await buyerWithAddress(stack);
    const answers = await Promise.all([checkout(buyer, 'course-2', coupon.code), checkout(buyer, 'course-3', coupon.code)]);
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
  });
});

describe('lost webhooks', () => {
  it('the scheduled sweep approves every paid order with no client call', async () => {
    const orders = createOrdersRepository({
      doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
      tableName: stack.tableName,
    });
    await setSimulatorSwitches(stack, { lose: true });
    const buyers = await Promise.all([buyerWithAddress(stack), buyerWithAddress(stack), buyerWithAddress(stack)]);
    const paid = await Promise.all(buyers.map((buyer, index) => createOrder(stack, buyer, `course-${index + 1}`)));
    for (const order of paid) await payAtCheckout(order.initPoint, 'approved');
    for (const order of paid) expect((await orders.get(order.id))?.status).toBe('CREATED');

    // Nobody calls the API: the sweep (every 2 s, first look 30 s after creation) finds them.
    const deadline = Date.now() + 120_000;
    let statuses: (string | undefined)[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(paid.map(async (order) => (await orders.get(order.id))?.status));
      if (statuses.every((status) => status === 'APPROVED')) break;
      await new Promise((done) => setTimeout(done, 1000));
    }
    expect(statuses).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
    for (const [index, buyer] of buyers.entries()) {
      expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: `course-${index + 1}` })]);
    }
  }, 180_000);
});

describe('the sweep reads only what is due', () => {
  const table = () => ({ doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName });
  const dueIds = async (at: Date) => (await createPaymentSweepRepository(table()).listDue(at.toISOString())).map((entry) => entry.orderId);

  it('lists an open order only once its next check is due, and no longer once it is final', async () => {
    const sweepQueue = createPaymentSweepRepository(table());
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-5');
    // Far enough ahead that the stack's own sweep (every 2 s) never reaches it during the test.
    const nextCheck = new Date(Date.now() + 365 * 86_400_000);
    await sweepQueue.reschedule(order.id, nextCheck.toISOString(), 3);

    expect(await dueIds(new Date())).not.toContain(order.id);
    expect(await dueIds(new Date(nextCheck.getTime() - 1))).not.toContain(order.id);
    const due = await sweepQueue.listDue(nextCheck.toISOString());
    expect(due.find((entry) => entry.orderId === order.id)).toEqual({ orderId: order.id, dueAt: nextCheck.toISOString(), checks: 3 });

    // Paid with its webhook delivered: the approval's transaction takes it out of the sweep.
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await dueIds(nextCheck)).not.toContain(order.id);
  });

  it('an entry written before sweep entries carried their due time as a key is swept after the data upgrade', async () => {
    const ctx = table();
    const orders = createOrdersRepository(ctx);
    await setSimulatorSwitches(stack, { lose: true });
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await payAtCheckout(order.initPoint, 'approved');
    // The shape earlier versions wrote (no GSI1 keys), already due: what a kept local data folder holds.
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    await ctx.doc.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: { PK: 'PAYMENT_SWEEP', SK: `ORDER#${order.id}`, entity: 'SweepEntry', orderId: order.id, dueAt, checks: 0 },
      }),
    );
    expect(await dueIds(new Date())).not.toContain(order.id);

    expect((await upgradeStoredData(ctx)).sweepEntriesIndexed).toBeGreaterThanOrEqual(1);
    // The entry now carries its due time as the index's key. Read the entry itself, not the index:
    // the stack's sweep (every 2 s) may take it out as soon as it is indexed, which a read of what is
    // due would then miss. Gone already means the sweep found it: the order must be approved then.
    const entry = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: { PK: 'PAYMENT_SWEEP', SK: `ORDER#${order.id}` } }));
    if (entry.Item) expect(entry.Item).toMatchObject({ GSI1PK: 'PAYMENT_SWEEP', GSI1SK: dueAt });
    else expect((await orders.get(order.id))?.status).toBe('APPROVED');
    // Nothing left in the old shape: a second run changes nothing.
    expect(await upgradeStoredData(ctx)).toMatchObject({ sweepEntriesIndexed: 0, itemPointersCreated: 0 });

    // The stack's sweep (every 2 s) now finds it: approved with no client call, then out of the sweep.
    const deadline = Date.now() + 60_000;
    while ((await orders.get(order.id))?.status !== 'APPROVED' && Date.now() < deadline) await new Promise((done) => setTimeout(done, 500));
    expect((await orders.get(order.id))?.status).toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-6' })]);
    expect(await dueIds(new Date(Date.now() + 365 * 86_400_000))).not.toContain(order.id);
  }, 120_000);
});

describe('instalments', () => {
  it('the checkout offers instalments up to the configured maximum, and Mercado Pago refuses more', async () => {
    // The local stack's maximum (MAX_INSTALLMENTS, default 6), sent in the preference's payment_methods.
    const configured = Number(process.env['MAX_INSTALLMENTS'] ?? 6);
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-1');
    const page = await (await fetch(order.initPoint)).text();
    const offered = [...page.matchAll(/<option value="(\d+)">/g)].map((match) => Number(match[1]));
    expect(offered).toEqual(Array.from({ length: configured }, (_, index) => index + 1));

    await expect(payAtCheckout(order.initPoint, 'approved', { installments: configured + 1 })).rejects.toThrow(/paying answered 400/);
    expect(await simulatorPayments(stack, order.id)).toEqual([]);
    await payAtCheckout(order.initPoint, 'approved', { installments: configured });
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect((await simulatorPayments(stack, order.id)).map((payment) => payment.installments)).toEqual([configured]);
  });
});
