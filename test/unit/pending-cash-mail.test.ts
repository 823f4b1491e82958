// "Tu compra … está pendiente de pago" (issue 42, item 12; docs/decisions/166): when an order's
// payment becomes pending in cash, the write that first records its voucher owes one e-mail on the
// outbox, under an id that names the payment (so whatever path or reading writes that payment, it
// is owed once); a reading already recorded owes nothing; a card in review, a voucher past its
// date, a payment that does not pay for the order owe nothing. When the outbox carries it out it
// is sent only while the order still waits for that payment. The e-mail: the amount, "Pagá en
// efectivo hasta el dd/mm a las HH:mm" in the store's calendar, the voucher's link, and that access starts
// when Mercado Pago credits the payment.
import { describe, expect, it } from 'vitest';
import { orderAfter, type ChangeOutcome, type StatusChange, type StoredOrder } from '../../functions/domain/order';
import type { OwedEffect } from '../../functions/domain/effects';
import type { PaymentVoucher } from '../../functions/domain/payment-facts';
import type { OutgoingMail } from '../../functions/mail/mailer';
import type { PaymentGateway, ProviderPayment } from '../../functions/payments/payment-provider';
import { paymentFactOfWords } from '../../functions/payments/mercado-pago-payment-facts';
import { createPaymentApplier } from '../../functions/services/payments/apply-payment';
import { createPendingCashMail, type PendingCashMailEffect } from '../../functions/services/payments/pending-cash-mail';
import { createPurchaseMail } from '../../functions/services/payments/purchase-mail';
import { storedOrder } from '../support/factories/orders';

const NOW = new Date('2026-12-07T15:00:00Z');
// 10/12 at 02:30 UTC is still 09/12 at 23:30 in Argentina (-03:00): the e-mail says 09/12 a las 23:30.
const VOUCHER: PaymentVoucher = {
  url: 'https://www.mercadopago.com.ar/payments/77/ticket?caller_id=1&hash=h',
  expiresAt: '2026-12-10T02:30:00.000Z',
};
const EFFECT_ID = 'ORDER#order-1#PAYMENT#77#purchase-pending-cash-mail';

const reading = (status: string, statusDetail: string | null, voucher: PaymentVoucher | null = VOUCHER, id = '77'): ProviderPayment => ({
  ...paymentFactOfWords({
    id,
    status,
    statusDetail,
    orderId: 'order-1',
    amount: 9000,
    refundedAmount: 0,
    currency: 'ARS',
    refunds: [],
    voucher,
  }),
  createdAt: null,
  approvedAt: null,
  updatedAt: null,
});
const PENDING_CASH = reading('pending', 'pending_waiting_payment');

/** The applier over one stored order: each applied write's effects are kept (what its transaction put on the outbox). */
function applierOn(initial: StoredOrder, now = NOW) {
  let stored = initial;
  const written: OwedEffect[] = [];
  const delivered: string[] = [];
  const provider = { closeCheckout: async () => undefined };
  const applier = createPaymentApplier({
    orders: {
      get: async () => stored,
      async applyStatusChange(order: StoredOrder, change: StatusChange): Promise<ChangeOutcome> {
        if (order.version !== stored.version) return { kind: 'conflict' };
        stored = orderAfter(order, change);
        written.push(...(change.effects ?? []));
        return { kind: 'applied', order: stored };
      },
    },
    items: { get: async () => null },
    inventory: { get: async () => null },
    planningUsers: { get: async () => null },
    certificates: { getForHolder: async () => null },
    payments: { forSeller: async () => provider } as unknown as PaymentGateway, // only closeCheckout is called
    outbox: { deliver: async (owed) => void delivered.push(...owed.map((entry) => entry.id)) },
    metrics: { orderMoved: () => undefined },
    now: () => now,
    logError: () => undefined,
    refundRetrySeconds: 600,
    wait: async () => undefined,
  });
  return {
    apply: async (payment: ProviderPayment) => (stored = await applier.applyPayment(stored, payment)),
    written,
    delivered,
    kinds: () => written.map((owed) => owed.effect.kind),
  };
}

describe('owing the pending cash e-mail', () => {
  it('the move to IN_PROCESS by a pending payment in cash owes it, once per payment, with its voucher; the same reading again owes nothing', async () => {
    const store = applierOn(storedOrder());
    const order = await store.apply(PENDING_CASH);
    expect(order).toMatchObject({ status: 'IN_PROCESS', paymentId: '77' });
    expect(store.written).toEqual([
      {
        id: EFFECT_ID,
        effect: {
          kind: 'purchase-pending-cash-mail',
          order: expect.objectContaining({ id: 'order-1', amount: 9000, item: { id: 'course-1', type: 'COURSE', name: 'Vertical' } }),
          payment: { id: '77', voucher: VOUCHER },
        },
      },
    ]);
    // Handed to the outbox worker after the commit.
    expect(store.delivered).toEqual([EFFECT_ID]);
    // A duplicated notification, the sweep, the app start: the same reading is already recorded.
    await store.apply(PENDING_CASH);
    await store.apply(PENDING_CASH);
    expect(store.written).toHaveLength(1);
  });

  it('paid at the counter afterwards: the approval owes its own e-mail and no second pending one', async () => {
    const store = applierOn(storedOrder());
    await store.apply(PENDING_CASH);
    await store.apply(reading('approved', 'accredited'));
    // A late reading of the pending state after the approval moves nothing and owes nothing.
    await store.apply(PENDING_CASH);
    expect(store.kinds()).toEqual(['purchase-pending-cash-mail', 'purchase-approved-mail']);
  });

  it('an order recorded before vouchers were kept: the reading that adds the voucher owes it, under the same id', async () => {
    const store = applierOn(storedOrder());
    await store.apply(reading('pending', 'pending_waiting_payment', null));
    expect(store.written).toEqual([]);
    await store.apply(PENDING_CASH);
    expect(store.written.map((owed) => owed.id)).toEqual([EFFECT_ID]);
    // Mercado Pago answering another date for the same voucher is written, and owes nothing more.
    await store.apply(reading('pending', 'pending_waiting_payment', { ...VOUCHER, expiresAt: '2026-12-11T02:30:00.000Z' }));
    expect(store.written).toHaveLength(1);
  });

  it('owes nothing for a card payment in review, a voucher past its date, or a payment for another amount', async () => {
    const card = applierOn(storedOrder());
    expect(await card.apply(reading('in_process', 'pending_contingency', null))).toMatchObject({ status: 'IN_PROCESS' });
    expect(card.written).toEqual([]);

    const late = applierOn(storedOrder(), new Date('2026-12-10T02:30:00.000Z'));
    expect(await late.apply(PENDING_CASH)).toMatchObject({ status: 'IN_PROCESS' });
    expect(late.written).toEqual([]);

    const other = applierOn(storedOrder());
    await other.apply({ ...PENDING_CASH, amount: 100 });
    expect(other.written).toEqual([]);
  });

  it("a second payment in cash while the order waits for the first is recorded only: the order's voucher stays the first", async () => {
    const store = applierOn(storedOrder());
    await store.apply(PENDING_CASH);
    const order = await store.apply(reading('pending', 'pending_waiting_payment', { ...VOUCHER, url: `${VOUCHER.url}2` }, '78'));
    expect(order).toMatchObject({ status: 'IN_PROCESS', paymentId: '77' });
    expect(store.written.map((owed) => owed.id)).toEqual([EFFECT_ID]);
  });

  it('a new payment in cash after the first voucher lapsed owes its own e-mail', async () => {
    const store = applierOn(storedOrder());
    await store.apply(PENDING_CASH);
    expect(await store.apply(reading('cancelled', 'expired'))).toMatchObject({ status: 'CANCELLED' });
    await store.apply(reading('pending', 'pending_waiting_payment', { ...VOUCHER, url: `${VOUCHER.url}2` }, '78'));
    expect(store.written.map((owed) => owed.id)).toEqual([EFFECT_ID, 'ORDER#order-1#PAYMENT#78#purchase-pending-cash-mail']);
  });
});

function mailer() {
  const sent: OutgoingMail[] = [];
  const purchaseMail = createPurchaseMail({
    mailer: { send: async (mail) => void sent.push(mail) },
    logError: () => undefined,
    storeWebUrl: 'https://tienda.example',
    storeName: 'Impulso',
    failures: 'throw',
  });
  return { sent, purchaseMail };
}

const mailOrder = (type: 'COURSE' | 'PLANNING' = 'COURSE') => ({
  id: 'order-1',
  code: 'IMP-7K3Q-2M',
  item: { id: 'course-1', type, name: type === 'COURSE' ? 'Vertical' : 'Fuerza 12 semanas' },
  amount: 38760,
  currency: 'ARS',
  createdAt: '2026-12-07T14:55:00Z',
  buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
});

describe('the pending cash e-mail', () => {
  it('says what to pay, until when (the store’s day), where the voucher is, and that access starts when the payment is credited', async () => {
    const { sent, purchaseMail } = mailer();
    await purchaseMail.pendingCash(mailOrder(), VOUCHER);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.subject).toBe('Tu compra del curso "Vertical" está pendiente de pago');
    const text = mail?.text ?? '';
    expect(text).toContain('Tu compra del curso "Vertical" está pendiente');
    expect(text).toContain('Pagá en efectivo hasta el 09/12 a las 23:30');
    expect(text).toContain(VOUCHER.url);
    expect(text).toContain('A pagar: $ 38.760');
    expect(text).toContain('Vence el cupón: 09/12/2026 23:30');
    expect(text).toContain('Número de compra: IMP-7K3Q-2M');
    expect(text).toContain('Tu acceso al curso empieza cuando Mercado Pago acredite el pago');
    expect(text).toContain('https://tienda.example/my-orders');
    const html = mail?.html ?? '';
    expect(html).toContain(`href="${VOUCHER.url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Ver el cupón de pago');
    expect(html).toContain('Pagá en efectivo hasta el 09/12 a las 23:30');
  });

  it('for a planning, and without a date when Mercado Pago gave none', async () => {
    const { sent, purchaseMail } = mailer();
    await purchaseMail.pendingCash(mailOrder('PLANNING'), { ...VOUCHER, expiresAt: null });
    expect(sent[0]?.subject).toBe('Tu compra de la planificación "Fuerza 12 semanas" está pendiente de pago');
    expect(sent[0]?.text).toContain('Pagá en efectivo con el cupón de pago');
    expect(sent[0]?.text).not.toContain('Vence el cupón');
    expect(sent[0]?.text).toContain('Tu planificación se activa cuando Mercado Pago acredite el pago');
  });
});

describe('carrying it out: only while the order still waits for the payment', () => {
  const effect: PendingCashMailEffect = { kind: 'purchase-pending-cash-mail', order: mailOrder(), payment: { id: '77', voucher: VOUCHER } };
  const waiting = storedOrder({
    status: 'IN_PROCESS',
    paymentId: '77',
    paymentStatus: 'pending',
    payments: [
      {
        id: '77',
        state: 'PENDING',
        status: 'pending',
        detail: 'pending_waiting_payment',
        amount: 9000,
        at: '',
        refund: null,
        voucher: VOUCHER,
      },
    ],
  });

  function sender(order: StoredOrder | null | Error, now = NOW) {
    const { sent, purchaseMail } = mailer();
    const skipped: unknown[] = [];
    const mail = createPendingCashMail({
      orders: { get: async () => (order instanceof Error ? Promise.reject(order) : order) },
      purchaseMail,
      now: () => now,
      logInfo: (_message, detail) => void skipped.push(detail),
    });
    return { send: () => mail.send(effect), sent, skipped };
  }

  it('sends it while the order is pending on that payment', async () => {
    const run = sender(waiting);
    await run.send();
    expect(run.sent.map((mail) => mail.subject)).toEqual(['Tu compra del curso "Vertical" está pendiente de pago']);
  });

  it('sends nothing once the order was approved, cancelled, moved to another payment, gone, or the voucher’s date passed', async () => {
    const cases = [
      sender({ ...waiting, status: 'APPROVED', paymentStatus: 'approved' }),
      sender({ ...waiting, status: 'CANCELLED' }),
      sender({ ...waiting, paymentId: '78' }),
      sender(null),
      sender(waiting, new Date('2026-12-10T02:30:00.000Z')),
    ];
    for (const run of cases) {
      await run.send();
      expect(run.sent).toEqual([]);
      expect(run.skipped).toEqual([expect.objectContaining({ orderId: 'order-1', paymentId: '77' })]);
    }
  });

  it('a failed read of the order throws, so the outbox tries again', async () => {
    await expect(sender(new Error('DynamoDB down')).send()).rejects.toThrow('DynamoDB down');
  });
});
