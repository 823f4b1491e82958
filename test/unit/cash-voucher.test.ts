// A payment in cash's voucher on its order (issue 42, docs/decisions/164): the payment facts carry
// it (the mapper's own test: mercado-pago-payment-facts.test.ts), the order records it with the
// payment and reads it back, and the buyer is shown it while the order waits for that payment or
// once it expired unpaid. Nothing else of the order moves for it: its status, money and coupon
// are decided as for any payment in that state.
import { describe, expect, it } from 'vitest';
import { orderOfRecord, recordOfOrder } from '../../functions/data/order-record';
import { isRecorded, recordPayment } from '../../functions/domain/order-payments';
import { decidePayment } from '../../functions/domain/payment-decision';
import type { PaymentVoucher } from '../../functions/domain/payment-facts';
import { paymentFactOfWords } from '../../functions/payments/mercado-pago-payment-facts';
import { cashVoucherOf, orderView } from '../../functions/services/order-view';
import { storedOrder } from '../support/factories/orders';

const VOUCHER: PaymentVoucher = {
  url: 'https://www.mercadopago.com.ar/payments/77/ticket?caller_id=1&hash=h',
  expiresAt: '2026-12-10T03:00:00.000Z',
};
const BEFORE = new Date('2026-12-08T12:00:00Z');
const AFTER = new Date('2026-12-11T12:00:00Z');

const cash = (status: string, statusDetail: string | null, voucher: PaymentVoucher | null = VOUCHER) =>
  paymentFactOfWords({
    id: '77',
    status,
    statusDetail,
    orderId: 'order-1',
    amount: 9000,
    refundedAmount: 0,
    currency: 'ARS',
    refunds: [],
    voucher,
  });

const facts = { now: BEFORE, refundRetrySeconds: 60 };

/** The order as the store keeps it after `payment` moved it (written and read back as a record). */
function movedBy(order: ReturnType<typeof storedOrder>, payment: ReturnType<typeof cash>) {
  const decision = decidePayment(order, payment, facts);
  if (decision.kind !== 'move' && decision.kind !== 'record') throw new Error(`nothing decided: ${decision.kind}`);
  const change = decision.change;
  const after = {
    ...order,
    status: change.to,
    paymentId: change.paymentId,
    paymentStatus: change.paymentStatus,
    payments: change.payments,
  };
  return { decision, order: orderOfRecord({ ...recordOfOrder(after), PK: 'ORDER#order-1', SK: 'ORDER' }) };
}

describe("a payment in cash's voucher on its order", () => {
  it('a pending payment in cash moves the order as any pending payment does, and the order keeps its voucher', () => {
    const { decision, order } = movedBy(storedOrder({ couponCode: 'X', couponHeld: true }), cash('pending', 'pending_waiting_payment'));
    expect(decision).toMatchObject({ kind: 'move', transition: { to: 'IN_PROCESS' }, grants: false });
    expect(decision.kind === 'move' ? decision.change.coupon : 'none').toBeUndefined();
    expect(order).toMatchObject({ status: 'IN_PROCESS', amount: 9000, paymentId: '77' });
    expect(order.payments?.[0]).toMatchObject({ id: '77', state: 'PENDING', amount: 9000, voucher: VOUCHER });
    expect(cashVoucherOf(order, BEFORE)).toEqual({ ...VOUCHER, expired: false });
    expect(orderView(order, BEFORE).cashVoucher).toEqual({ ...VOUCHER, expired: false });
  });

  it('once its date passed unpaid the voucher is told expired, before Mercado Pago calls it off too', () => {
    const { order } = movedBy(storedOrder(), cash('pending', 'pending_waiting_payment'));
    expect(cashVoucherOf(order, AFTER)).toEqual({ ...VOUCHER, expired: true });
  });

  it('paid at the counter: the order is approved as by any approval, and no voucher is shown', () => {
    const pending = movedBy(storedOrder(), cash('pending', 'pending_waiting_payment')).order;
    const { decision, order } = movedBy(pending, cash('approved', 'accredited'));
    expect(decision).toMatchObject({ kind: 'move', transition: { from: 'IN_PROCESS', to: 'APPROVED' }, grants: true });
    expect(order.status).toBe('APPROVED');
    expect(order.payments?.[0]?.voucher).toEqual(VOUCHER);
    expect(cashVoucherOf(order, BEFORE)).toBeNull();
  });

  it('expired unpaid (cancelled / expired): the order is cancelled as by any cancellation, and the voucher is told expired', () => {
    const pending = movedBy(storedOrder({ couponCode: 'X', couponHeld: true }), cash('pending', 'pending_waiting_payment')).order;
    const { decision, order } = movedBy(pending, cash('cancelled', 'expired'));
    expect(decision).toMatchObject({ kind: 'move', transition: { to: 'CANCELLED' }, grants: false, revokes: false });
    expect(decision.kind === 'move' ? decision.change.coupon : null).toBe('release');
    expect(order.payments?.[0]).toMatchObject({ state: 'CANCELLED', lapsed: true, voucher: VOUCHER });
    expect(cashVoucherOf(order, BEFORE)).toEqual({ ...VOUCHER, expired: true });
  });

  it('a payment cancelled for another reason than its date is not told expired: no voucher', () => {
    const pending = movedBy(storedOrder(), cash('pending', 'pending_waiting_payment')).order;
    const { order } = movedBy(pending, cash('cancelled', 'by_collector'));
    expect(order.status).toBe('CANCELLED');
    expect(cashVoucherOf(order, BEFORE)).toBeNull();
  });

  it('an order recorded before vouchers gets the voucher at its next reading, and nothing else of it changes', () => {
    const old = movedBy(storedOrder(), cash('pending', 'pending_waiting_payment', null)).order;
    expect(old.payments?.[0]?.voucher).toBeUndefined();
    expect(cashVoucherOf(old, BEFORE)).toBeNull();
    const { decision, order } = movedBy(old, cash('pending', 'pending_waiting_payment'));
    expect(decision.kind).toBe('record');
    expect(order).toMatchObject({ status: 'IN_PROCESS', amount: 9000, paymentId: '77', paymentStatus: 'pending' });
    expect(cashVoucherOf(order, BEFORE)).toEqual({ ...VOUCHER, expired: false });
    // Read again with the same voucher: already recorded, nothing to write.
    expect(decidePayment(order, cash('pending', 'pending_waiting_payment'), facts)).toEqual({ kind: 'nothing' });
  });

  it('a reading without a voucher keeps the one recorded; a payment that is not in cash is stored without the attribute', () => {
    const recorded = recordPayment([], cash('pending', 'pending_waiting_payment'), BEFORE.toISOString());
    const again = recordPayment(recorded, cash('pending', 'pending_waiting_payment', null), AFTER.toISOString());
    expect(again[0]?.voucher).toEqual(VOUCHER);
    expect(isRecorded(recorded, cash('pending', 'pending_waiting_payment', null))).toBe(true);
    expect(isRecorded(recorded, cash('pending', 'pending_waiting_payment', { ...VOUCHER, expiresAt: null }))).toBe(false);
    const card = recordPayment([], cash('approved', 'accredited', null), BEFORE.toISOString());
    expect(Object.keys(card[0] ?? {})).not.toContain('voucher');
    const stored = recordOfOrder(storedOrder({ payments: [...recorded] }))['payments'] as Record<string, unknown>[];
    expect(stored[0]).toEqual(expect.objectContaining({ voucher: VOUCHER }));
    expect(stored[0]).not.toHaveProperty('state');
    expect(stored[0]).not.toHaveProperty('lapsed');
  });

  it('a voucher of another payment than the one that moved the order is not shown', () => {
    const order = storedOrder({
      status: 'IN_PROCESS',
      paymentId: '88',
      payments: [...recordPayment([], cash('pending', 'pending_waiting_payment'), BEFORE.toISOString())],
    });
    expect(cashVoucherOf(order, BEFORE)).toBeNull();
  });
});
