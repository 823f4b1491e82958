// Reversals found without any notification (issue 24), on the local stack with the Mercado Pago
// simulator: a refund, a partial refund or a chargeback made at Mercado Pago with every
// notification lost reaches the order through one run of the scheduled reconciliation (the
// payment changes function, run at once through the local scheduler: the test waits on its
// answer, never on a timer). Access ends, the certificate is annulled, the buyer reads
// "Reembolsada" with its date and amount; the walk pages through Mercado Pago's search by last
// update and its cursor never skips a change at the window's edge.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { formatMoney } from '../../functions/domain/money';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { createPaymentCursorsRepository, type PaymentCursor } from '../../functions/data/payment-cursors-repository';
import { toStoreDate } from '../../functions/domain/store-clock';
import type { Seller } from '../../functions/generated/graphql';
import { createPaymentGateway } from '../../functions/payments/payment-gateway';
import type { PaymentFact } from '../../functions/domain/payment-facts';
import { createPaymentChanges } from '../../functions/services/payments/payment-changes';
import { adminCall } from '../support/admin-api';
import { arrangeCoupon, as, buyerWithAddress, couponUses, createOrder, inventoryOf } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { videoWatched } from '../support/grants';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import {
  DEFAULT_SWITCHES,
  payAtCheckout,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';
import { reverseAtMercadoPago, runPaymentChanges, setSearchDelay } from '../support/payment-changes';

const stack = inject('stack');
const MY_ORDER = `query($id: ID!) { getMyOrder(id: $id) { id status amount reversedAt refundedAmount couponCode } }`;
const ADMIN_ORDER = `query($id: ID!) { getOrder(id: $id) { id status reversedAt refundedAmount payments { id state chargeback refundedAmount amount } } }`;
const SET_PROGRESS = `mutation($item: ID!, $topic: ID!) { setTopicProgress(itemId: $item, topicId: $topic, completed: true) { completed } }`;
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { verificationCode } }`;
const VERIFY = `query($code: String!) { verifyCertificate(code: $code) { code annulledOn } }`;

const POLL = { timeout: 90_000, interval: 250 };

let admin: Caller;

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

afterEach(async () => {
  await setSearchDelay(stack, 0);
  await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
});

/** A buyer who paid this item (webhooks delivered): her order and its approved payment's id. */
async function paidOrder(
  itemId: string,
  couponCode?: string,
): Promise<{ buyer: TestUser; orderId: string; paymentId: number; amount: number }> {
  const buyer = await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId, couponCode ? { couponCode } : {});
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  const [payment] = await simulatorPayments(stack, order.id);
  expect(payment?.status).toBe('approved');
  return { buyer, orderId: order.id, paymentId: payment!.id, amount: order.amount };
}

const myOrder = async (buyer: TestUser, id: string) => {
  const answer = await callGraphql(stack, as(buyer), MY_ORDER, { id });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.['getMyOrder'];
};

describe('a refund made at Mercado Pago with every notification lost', () => {
  it('ends access and annuls the certificate after one reconciliation run; the buyer reads it refunded, with date and amount', async () => {
    const coupon = await arrangeCoupon(stack, { maxUses: 5 });
    const { buyer, orderId, paymentId, amount } = await paidOrder('course-2', coupon.code);
    expect(await couponUses(stack, coupon.code)).toBe(1);
    for (const topic of ['course-2-t01', 'course-2-t02', 'course-2-t03']) {
      await videoWatched(stack, buyer, 'course-2', topic);
      expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: 'course-2', topic })).errors).toBeUndefined();
    }
    const certificate = await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-2' });
    expect(certificate.errors).toBeUndefined();
    const code: string = certificate.data?.['requestCertificate']?.verificationCode;

    await reverseAtMercadoPago(stack, paymentId, 'refund', { notify: false });
    // Nothing told the store: still approved, still owned.
    expect((await myOrder(buyer, orderId)).status).toBe('APPROVED');

    const report = await runPaymentChanges(stack);
    expect(report.failed).toBe(0);
    expect(report.sellers.find((entry) => entry.seller === 'STORE')?.applied).toBeGreaterThanOrEqual(1);

    const order = await myOrder(buyer, orderId);
    expect(order).toMatchObject({ status: 'REFUNDED', refundedAmount: amount });
    expect(toStoreDate(new Date(order.reversedAt))).toBe(toStoreDate(new Date()));
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    // The certificate says it was annulled, today; no new download.
    const verified = await callGraphql(stack, visitor(stack), VERIFY, { code });
    expect(verified.data?.['verifyCertificate']).toEqual({ code, annulledOn: toStoreDate(new Date()) });
    const again = await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-2' });
    expect(again.errors?.[0]?.errorType).toBe('Unauthorized');
    // A refund gives the coupon's use back (docs/decisions/).
    expect(await couponUses(stack, coupon.code)).toBe(0);
    // The buyer is told the money was returned and her access ended, not only sent the credit note (issue 42, item 11).
    const refundMails = (await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.startsWith('Reembolsamos tu compra'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain(`te devolvimos ${formatMoney(amount)} por Mercado Pago`);
    expect(refundMails[0]?.text).toContain('La compra quedó cancelada y tu acceso al curso terminó.');

    // A second run finds the same change in its overlap: nothing moves twice.
    await runPaymentChanges(stack);
    const detail = await adminCall(stack, admin, ADMIN_ORDER, { id: orderId });
    expect(detail).toMatchObject({ status: 'REFUNDED', refundedAmount: amount });
    expect(await couponUses(stack, coupon.code)).toBe(0);
    expect((await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.startsWith('Reembolsamos tu compra'))).toHaveLength(
      1,
    );
  });
});

describe('a chargeback and its later states', () => {
  const HISTORY = `query($id: ID!) { getOrder(id: $id) { status statusHistory { status paymentState note } } }`;

  it('charged_back/in_process ends access (Contracargo); reimbursed (the seller won) gives the access and the certificate back', async () => {
    const { buyer, orderId, paymentId, amount } = await paidOrder('course-2');
    for (const topic of ['course-2-t01', 'course-2-t02', 'course-2-t03']) {
      await videoWatched(stack, buyer, 'course-2', topic);
      expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: 'course-2', topic })).errors).toBeUndefined();
    }
    const certificate = await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-2' });
    expect(certificate.errors).toBeUndefined();
    const code: string = certificate.data?.['requestCertificate']?.verificationCode;

    await reverseAtMercadoPago(stack, paymentId, 'chargeback', { notify: false });
    await runPaymentChanges(stack);
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'CHARGED_BACK', refundedAmount: amount });
    // The admin reads it in the store's words: a chargeback the seller may still contest.
    expect((await adminCall(stack, admin, ADMIN_ORDER, { id: orderId })).payments).toEqual([
      expect.objectContaining({ id: String(paymentId), state: 'CHARGED_BACK', chargeback: 'OPEN' }),
    ]);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    expect((await callGraphql(stack, visitor(stack), VERIFY, { code })).data?.['verifyCertificate']).toEqual({
      code,
      annulledOn: toStoreDate(new Date()),
    });

    await reverseAtMercadoPago(stack, paymentId, 'chargeback_reimbursed', { notify: false });
    await runPaymentChanges(stack);
    const detail = await adminCall(stack, admin, ADMIN_ORDER, { id: orderId });
    expect(detail.status).toBe('APPROVED');
    expect(detail.payments).toEqual([expect.objectContaining({ id: String(paymentId), state: 'CHARGED_BACK', chargeback: 'WON' })]);
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'APPROVED', reversedAt: null });
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-2', orderId })]);
    // The store vouches again for the certificate earned with the course.
    expect((await callGraphql(stack, visitor(stack), VERIFY, { code })).data?.['verifyCertificate']).toEqual({ code, annulledOn: null });
    // The reinstatement is a move of its own in the order's history.
    const history = (await adminCall(stack, admin, HISTORY, { id: orderId })).statusHistory as {
      status: string;
      paymentState: string | null;
      note: string | null;
    }[];
    expect(history.map((entry) => entry.status)).toEqual(['CREATED', 'APPROVED', 'CHARGED_BACK', 'APPROVED']);
    // Each move with the state of the payment that made it, in the store's words.
    expect(history.map((entry) => entry.paymentState)).toEqual([null, 'APPROVED', 'CHARGED_BACK', 'CHARGED_BACK']);
    expect(history.at(-1)?.note).toMatch(/Contracargo resuelto a favor del vendedor/);

    // A second run finds the same change in its overlap: nothing moves twice.
    await runPaymentChanges(stack);
    const again = (await adminCall(stack, admin, HISTORY, { id: orderId })).statusHistory as unknown[];
    expect(again).toHaveLength(4);
  });

  it('settled (the seller lost) keeps the order charged back and the access ended', async () => {
    const { buyer, orderId, paymentId } = await paidOrder('course-3');
    await reverseAtMercadoPago(stack, paymentId, 'chargeback', { notify: false });
    await runPaymentChanges(stack);
    await reverseAtMercadoPago(stack, paymentId, 'chargeback_settled', { notify: false });
    await runPaymentChanges(stack);
    const detail = await adminCall(stack, admin, ADMIN_ORDER, { id: orderId });
    expect(detail.status).toBe('CHARGED_BACK');
    expect(detail.payments).toEqual([expect.objectContaining({ id: String(paymentId), state: 'CHARGED_BACK', chargeback: 'LOST' })]);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });
});

describe('a partial refund made at Mercado Pago', () => {
  it('keeps the order approved and the access, with the amount returned on record', async () => {
    const { buyer, orderId, paymentId } = await paidOrder('course-1');
    await reverseAtMercadoPago(stack, paymentId, 'partial_refund', { amount: 1000, notify: false });
    await runPaymentChanges(stack);
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'APPROVED', refundedAmount: 1000, reversedAt: null });
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-1', orderId })]);
    const detail = await adminCall(stack, admin, ADMIN_ORDER, { id: orderId });
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: String(paymentId), state: 'APPROVED', chargeback: null, refundedAmount: 1000 }),
    ]);
  });

  it('tells the buyer the money returned and that her access goes on, once per refund, however often it is read or notified (issue 42, item 11)', async () => {
    const { buyer, orderId, paymentId, amount } = await paidOrder('course-1');
    const partialMails = async () =>
      (await readDeliveredMail(stack, buyer.email)).filter((mail) => /^Te devolvimos \$ [\d.]+ de tu compra/.test(mail.subject));
    // Found by the reconciliation alone (every notification lost), read twice.
    await reverseAtMercadoPago(stack, paymentId, 'partial_refund', { amount: 1000, notify: false });
    await runPaymentChanges(stack);
    await runPaymentChanges(stack);
    await expect.poll(async () => (await partialMails()).length, POLL).toBe(1);
    const [first] = await partialMails();
    expect(first?.subject).toBe(`Te devolvimos ${formatMoney(1000)} de tu compra del curso "Formación en Entrenamiento Funcional"`);
    expect(first?.text).toContain(`Te devolvimos ${formatMoney(1000)} de tu compra`);
    expect(first?.text).toContain(`una devolución parcial de los ${formatMoney(amount)} que pagaste`);
    expect(first?.text).toContain('Tu compra sigue vigente y tu acceso al curso no cambia.');
    expect(first?.text).not.toContain('terminó');

    // A second partial refund, notified three times over (Mercado Pago's duplicates), then found again by the reconciliation.
    await setSimulatorSwitches(stack, { ...DEFAULT_SWITCHES, duplicates: 2 });
    await reverseAtMercadoPago(stack, paymentId, 'partial_refund', { amount: 500 });
    await webhooksSettled(stack);
    await runPaymentChanges(stack);
    await expect.poll(async () => (await partialMails()).length, POLL).toBe(2);
    const second = (await partialMails()).find((mail) => mail.subject.startsWith(`Te devolvimos ${formatMoney(500)} `));
    expect(second?.text).toContain(`En total ya volvieron ${formatMoney(1500)} de los ${formatMoney(amount)} que pagaste.`);
    await runPaymentChanges(stack);
    expect(await partialMails()).toHaveLength(2);
    // Access kept, no "Reembolsamos tu compra" (that one says access ended).
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'APPROVED', refundedAmount: 1500 });
    expect((await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.startsWith('Reembolsamos'))).toHaveLength(0);
  });
});

describe('the cursor', () => {
  it("does not skip a change Mercado Pago's search showed only after the run that passed it (the overlap finds it)", async () => {
    const { buyer, orderId, paymentId } = await paidOrder('course-2');
    // The search finds a change only an hour after it happened: this run cannot see the refund…
    await setSearchDelay(stack, 3_600_000);
    await reverseAtMercadoPago(stack, paymentId, 'refund', { notify: false });
    const refundedAt = Date.now();
    const blind = await runPaymentChanges(stack);
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'APPROVED' });
    // …and moves the cursor past the refund's change all the same.
    const cursor = blind.sellers.find((entry) => entry.seller === 'STORE')?.cursor ?? '';
    expect(Date.parse(cursor)).toBeGreaterThanOrEqual(refundedAt);

    await setSearchDelay(stack, 0);
    await runPaymentChanges(stack);
    expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'REFUNDED' });
    expect(await inventoryOf(stack, buyer)).toEqual([]);
  });

  it('only moves forward', async () => {
    const cursors = createPaymentCursorsRepository({
      doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
      tableName: stack.tableName,
    });
    await runPaymentChanges(stack);
    const stored = await cursors.get('STORE');
    expect(stored).not.toBeNull();
    expect(await cursors.advance('STORE', new Date(Date.parse(stored!.updatedUntil) - 60_000), new Date())).toBe(false);
    expect((await cursors.get('STORE'))?.updatedUntil).toBe(stored!.updatedUntil);
  });
});

describe('paging through Mercado Pago’s search by last update', () => {
  it('applies every change once across pages of two, the cursor saved after each page', async () => {
    const startedAt = new Date(Date.now() - 1000);
    const paid = [];
    for (let i = 0; i < 5; i += 1) paid.push(await paidOrder('course-1'));
    for (const { paymentId } of paid) await reverseAtMercadoPago(stack, paymentId, 'refund', { notify: false });

    const accounts = await simulatorAccounts(stack);
    const credentials = Object.fromEntries(
      accounts.map((account) => [account.seller, { accessToken: account.accessToken, webhookSecret: account.webhookSecret }]),
    ) as Record<Seller, { accessToken: string; webhookSecret: string }>;
    const gateway = createPaymentGateway({
      baseUrl: stack.payments!.simulatorUrl,
      timeoutMs: 5000,
      maxAttempts: 2,
      credentials: async () => credentials,
    });
    const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
    // A cursor kept apart from the stack's own (in memory, forward only as the repository is).
    const saved = new Map<Seller, PaymentCursor>([['STORE', { seller: 'STORE', updatedUntil: startedAt.toISOString(), savedAt: '' }]]);
    const advances: string[] = [];
    const applied: PaymentFact[] = [];
    const walk = createPaymentChanges({
      orders: createOrdersRepository(table),
      cursors: {
        get: async (seller) => saved.get(seller) ?? null,
        advance: async (seller, until, at) => {
          const current = saved.get(seller);
          if (current && current.updatedUntil >= until.toISOString()) return false;
          saved.set(seller, { seller, updatedUntil: until.toISOString(), savedAt: at.toISOString() });
          advances.push(until.toISOString());
          return true;
        },
      },
      payments: gateway,
      applier: {
        applyPayment: async (order, payment) => {
          applied.push(payment);
          return order;
        },
      },
      sellers: ['STORE'],
      now: () => new Date(),
      logError: (message, error) => {
        throw new Error(`${message}: ${JSON.stringify(error)}`);
      },
      settings: { pageSize: 2, overlapSeconds: 0 },
    });

    const report = await walk.run();
    const store = report.sellers[0]!;
    expect(store.failed).toBe(false);
    expect(store.pages).toBeGreaterThanOrEqual(3);
    const mine = new Set(paid.map(({ paymentId }) => String(paymentId)));
    const appliedMine = applied.filter((payment) => mine.has(payment.id));
    // Each refund once, in its refunded state.
    expect(appliedMine.map((payment) => payment.id).sort()).toEqual([...mine].sort());
    expect(appliedMine.every((payment) => payment.status === 'refunded')).toBe(true);
    // Saved page by page, always forward, ending at the run's end.
    expect(advances.length).toBeGreaterThanOrEqual(2);
    expect([...advances].sort()).toEqual(advances);
    expect(Date.parse(store.cursor)).toBeGreaterThan(Date.parse(advances[0]!));
  });
});

describe('more changes than one page of Mercado Pago’s search', () => {
  const COURSES = ['course-1', 'course-2', 'course-3', 'course-4', 'course-5', 'course-6'];
  const HISTORY = `query($id: ID!) { getOrder(id: $id) { status statusHistory { status } } }`;

  it('reads 60 approvals nobody notified in pages of 50 in one run, each applied once; the scheduled run approves all 60 orders once', async () => {
    // Ten buyers, six courses each: 60 orders of the same seller, paid with every notification lost.
    const buyers: TestUser[] = [];
    for (let batch = 0; batch < 2; batch += 1)
      buyers.push(...(await Promise.all(Array.from({ length: 5 }, () => buyerWithAddress(stack)))));
    await setSimulatorSwitches(stack, { lose: true });
    const startedAt = new Date(Date.now() - 1000);
    const orders = (
      await Promise.all(
        buyers.map(async (buyer) => {
          const mine: { buyer: TestUser; orderId: string }[] = [];
          for (const course of COURSES) {
            const order = await createOrder(stack, buyer, course);
            await payAtCheckout(order.initPoint, 'approved');
            mine.push({ buyer, orderId: order.id });
          }
          return mine;
        }),
      )
    ).flat();
    expect(orders).toHaveLength(60);
    const paymentIds = new Set<string>();
    for (const { orderId } of orders) {
      const [payment, ...others] = await simulatorPayments(stack, orderId);
      expect(others).toEqual([]);
      expect(payment?.status).toBe('approved');
      paymentIds.add(String(payment!.id));
    }

    // The walk with production's settings (pages of 50), its cursor kept apart from the stack's and
    // its applies recorded, so what it read is told apart from what the order sweep may also do.
    const accounts = await simulatorAccounts(stack);
    const credentials = Object.fromEntries(
      accounts.map((account) => [account.seller, { accessToken: account.accessToken, webhookSecret: account.webhookSecret }]),
    ) as Record<Seller, { accessToken: string; webhookSecret: string }>;
    const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
    let cursor: PaymentCursor = { seller: 'STORE', updatedUntil: startedAt.toISOString(), savedAt: '' };
    const applied: PaymentFact[] = [];
    const walk = createPaymentChanges({
      orders: createOrdersRepository(table),
      cursors: {
        get: async () => cursor,
        advance: async (seller, until, at) => {
          if (cursor.updatedUntil >= until.toISOString()) return false;
          cursor = { seller, updatedUntil: until.toISOString(), savedAt: at.toISOString() };
          return true;
        },
      },
      payments: createPaymentGateway({
        baseUrl: stack.payments!.simulatorUrl,
        timeoutMs: 5000,
        maxAttempts: 2,
        credentials: async () => credentials,
      }),
      applier: {
        applyPayment: async (order, payment) => {
          applied.push(payment);
          return order;
        },
      },
      sellers: ['STORE'],
      now: () => new Date(),
      logError: (message, error) => {
        throw new Error(`${message}: ${JSON.stringify(error)}`);
      },
      settings: { overlapSeconds: 0 },
    });
    const report = (await walk.run()).sellers[0]!;
    expect(report).toMatchObject({ failed: false, truncated: false });
    expect(report.pages).toBeGreaterThanOrEqual(2);
    expect(report.read).toBeGreaterThanOrEqual(60);
    const appliedMine = applied.filter((payment) => paymentIds.has(payment.id));
    expect(appliedMine.map((payment) => payment.id).sort()).toEqual([...paymentIds].sort());
    expect(appliedMine.every((payment) => payment.status === 'approved')).toBe(true);

    // The scheduled function itself, carried over by its own checks if one run does not finish.
    for (let run = 0; run < 3; run += 1) {
      const store = (await runPaymentChanges(stack)).sellers.find((entry) => entry.seller === 'STORE');
      expect(store?.failed).toBe(false);
      if (!store?.truncated) break;
    }
    for (const { buyer, orderId } of orders) {
      const history = await adminCall(stack, admin, HISTORY, { id: orderId });
      expect(history.status).toBe('APPROVED');
      expect((history.statusHistory as { status: string }[]).filter((entry) => entry.status === 'APPROVED')).toHaveLength(1);
      expect(await myOrder(buyer, orderId)).toMatchObject({ status: 'APPROVED' });
    }
  }, 300_000);
});
