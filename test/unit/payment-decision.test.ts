// The pure payment decision (functions/domain/payment-decision.ts): every order state the store
// keeps against every payment status Mercado Pago reports, and the cases around them — partial
// refunds, approvals arriving after a refund, payments for another amount or currency, a second
// payment standing in for a returned one, the coupon's use, what the buyer is told — plus the
// order as a written change leaves it (domain/order.ts) and what an approval grants and a
// reversal takes back (domain/order-access.ts).
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../functions/generated/graphql';
import { orderAfter, type StatusChange, type StoredOrder } from '../../functions/domain/order';
import { grantOf, revocationOf } from '../../functions/domain/order-access';
import type { RecordedPayment, RecordedRefund } from '../../functions/domain/order-payments';
import {
  decidePayment,
  decideRefundAnswer,
  expiryChange,
  planRefundFollow,
  refundRequestChange,
  settleByHandChange,
  type PaymentDecision,
  type PaymentReading,
} from '../../functions/domain/payment-decision';
import { storedOrder } from '../support/factories/orders';
import { providerPayment, type PaymentWords } from '../support/factories/payments';
import { paymentStateOf } from '../../functions/payment-words/mercado-pago-payment-words';
import { recordOfPayments } from '../../functions/data/order-record';

const NOW = new Date('2026-11-27T12:00:00Z');
const AT = NOW.toISOString();
const facts = { now: NOW, refundRetrySeconds: 600 };
const IN_TEN_MINUTES = new Date(NOW.getTime() + 600_000).toISOString();

/** order-1 as the shared factory makes it, listed at 10000 and sold at 9000, three writes on. */
const order = (overrides: Partial<StoredOrder> = {}): StoredOrder => storedOrder({ listPrice: 10000, version: 3, ...overrides });

/**
 * pay-1 for order-1's 9000 as the decision reads it: Mercado Pago's words turned into the domain's
 * fact by the one mapper (refunded in whole when its status says so).
 */
const payment = (status: string, overrides: Partial<PaymentWords> = {}): PaymentReading => providerPayment({ status, ...overrides });

/** A payment as an order record keeps it: the words, and the state read back from them (data/order-record.ts). */
const recorded = (id: string, status: string, refund: RecordedRefund | null = null, amount = 9000): RecordedPayment => ({
  id,
  state: paymentStateOf(status),
  status,
  amount,
  at: '2026-11-27T11:30:00Z',
  refund,
  detail: null,
  refundedAmount: 0,
});

/** An order in `status` as the store keeps it, its own payment `pay-1` recorded in `paymentStatus`. */
function orderIn(status: OrderStatus): StoredOrder {
  switch (status) {
    case 'CREATED':
      return order();
    case 'IN_PROCESS':
      return order({ status, paymentId: 'pay-1', paymentStatus: 'in_process', payments: [recorded('pay-1', 'in_process')] });
    case 'REJECTED':
      return order({ status, paymentId: 'pay-1', paymentStatus: 'rejected', payments: [recorded('pay-1', 'rejected')] });
    case 'CANCELLED':
      return order({ status, paymentId: 'pay-1', paymentStatus: 'cancelled', payments: [recorded('pay-1', 'cancelled')] });
    case 'APPROVED':
      return order({ status, paymentId: 'pay-1', paymentStatus: 'approved', payments: [recorded('pay-1', 'approved')] });
    case 'REFUNDED':
      return order({
        status,
        paymentId: 'pay-1',
        paymentStatus: 'refunded',
        closed: true,
        payments: [{ ...recorded('pay-1', 'refunded'), refundedAmount: 9000 }],
      });
    case 'CHARGED_BACK':
      return order({
        status,
        paymentId: 'pay-1',
        paymentStatus: 'charged_back',
        closed: true,
        payments: [recorded('pay-1', 'charged_back')],
      });
  }
}

/** A decision in a line: its kind, and for a move where it goes and what it carries. */
function summary(decision: PaymentDecision): string {
  switch (decision.kind) {
    case 'move': {
      const flags = [
        decision.grants ? 'grants' : null,
        decision.revokes ? 'revokes' : null,
        decision.change.closes ? 'closes' : null,
        decision.change.leavesSweep ? 'leaves sweep' : null,
      ].filter(Boolean);
      return `move ${decision.transition.from}→${decision.transition.to}${flags.length ? ` (${flags.join(', ')})` : ''}`;
    }
    case 'record':
      return `record ${decision.change.to}`;
    case 'return':
      return `return ${decision.reason}`;
    default:
      return decision.kind;
  }
}

const STATUSES = ['approved', 'pending', 'in_process', 'authorized', 'rejected', 'cancelled', 'refunded', 'charged_back', 'in_mediation'];

/**
 * Every order state × every payment status, for the order's own payment (`pay-1`, the one that
 * moved it) and for another payment of the same order (`pay-2`, e.g. a retried checkout).
 */
const OWN_PAYMENT: Record<OrderStatus, Record<string, string>> = {
  CREATED: {
    approved: 'move CREATED→APPROVED (grants, leaves sweep)',
    pending: 'move CREATED→IN_PROCESS',
    in_process: 'move CREATED→IN_PROCESS',
    authorized: 'move CREATED→IN_PROCESS',
    rejected: 'move CREATED→REJECTED',
    cancelled: 'move CREATED→CANCELLED',
    // Money returned for an approval the order never recorded: nothing to revoke, the order is over.
    refunded: 'move CREATED→REFUNDED (closes, leaves sweep)',
    charged_back: 'move CREATED→CHARGED_BACK (closes, leaves sweep)',
    in_mediation: 'record CREATED',
  },
  IN_PROCESS: {
    approved: 'move IN_PROCESS→APPROVED (grants, leaves sweep)',
    pending: 'record IN_PROCESS',
    in_process: 'nothing',
    authorized: 'record IN_PROCESS',
    rejected: 'move IN_PROCESS→REJECTED',
    cancelled: 'move IN_PROCESS→CANCELLED',
    refunded: 'move IN_PROCESS→REFUNDED (closes, leaves sweep)',
    charged_back: 'move IN_PROCESS→CHARGED_BACK (closes, leaves sweep)',
    in_mediation: 'record IN_PROCESS',
  },
  REJECTED: {
    approved: 'move REJECTED→APPROVED (grants, leaves sweep)',
    pending: 'move REJECTED→IN_PROCESS',
    in_process: 'move REJECTED→IN_PROCESS',
    authorized: 'move REJECTED→IN_PROCESS',
    rejected: 'nothing',
    cancelled: 'record REJECTED',
    refunded: 'move REJECTED→REFUNDED (closes, leaves sweep)',
    charged_back: 'move REJECTED→CHARGED_BACK (closes, leaves sweep)',
    in_mediation: 'record REJECTED',
  },
  CANCELLED: {
    approved: 'move CANCELLED→APPROVED (grants, leaves sweep)',
    pending: 'move CANCELLED→IN_PROCESS',
    in_process: 'move CANCELLED→IN_PROCESS',
    authorized: 'move CANCELLED→IN_PROCESS',
    rejected: 'record CANCELLED',
    cancelled: 'nothing',
    refunded: 'move CANCELLED→REFUNDED (closes, leaves sweep)',
    charged_back: 'move CANCELLED→CHARGED_BACK (closes, leaves sweep)',
    in_mediation: 'record CANCELLED',
  },
  APPROVED: {
    approved: 'nothing',
    // Late deliveries of earlier states never take an approved order back.
    pending: 'record APPROVED',
    in_process: 'record APPROVED',
    authorized: 'record APPROVED',
    rejected: 'record APPROVED',
    cancelled: 'record APPROVED',
    refunded: 'move APPROVED→REFUNDED (revokes, closes, leaves sweep)',
    charged_back: 'move APPROVED→CHARGED_BACK (revokes, closes, leaves sweep)',
    // A dispute open: access stays until it is resolved.
    in_mediation: 'record APPROVED',
  },
  REFUNDED: {
    // A late approval after the refund: the money goes back, the order stays closed.
    approved: 'return ORDER_CLOSED',
    pending: 'record REFUNDED',
    in_process: 'record REFUNDED',
    authorized: 'record REFUNDED',
    rejected: 'record REFUNDED',
    cancelled: 'record REFUNDED',
    refunded: 'nothing',
    charged_back: 'record REFUNDED',
    in_mediation: 'record REFUNDED',
  },
  CHARGED_BACK: {
    approved: 'return ORDER_CLOSED',
    pending: 'record CHARGED_BACK',
    in_process: 'record CHARGED_BACK',
    authorized: 'record CHARGED_BACK',
    rejected: 'record CHARGED_BACK',
    cancelled: 'record CHARGED_BACK',
    refunded: 'record CHARGED_BACK',
    charged_back: 'nothing',
    in_mediation: 'record CHARGED_BACK',
  },
};

const OTHER_PAYMENT: Record<OrderStatus, Record<string, string>> = {
  CREATED: OWN_PAYMENT.CREATED,
  IN_PROCESS: {
    ...OWN_PAYMENT.IN_PROCESS,
    // Another payment's state says nothing against a payment still in process.
    in_process: 'record IN_PROCESS',
    rejected: 'record IN_PROCESS',
    cancelled: 'record IN_PROCESS',
  },
  REJECTED: { ...OWN_PAYMENT.REJECTED, rejected: 'record REJECTED' },
  CANCELLED: { ...OWN_PAYMENT.CANCELLED, cancelled: 'record CANCELLED' },
  APPROVED: {
    ...OWN_PAYMENT.APPROVED,
    // A second captured payment for a paid order goes back.
    approved: 'return DUPLICATE_PAYMENT',
    // Another payment's reversal takes nothing back from the purchase.
    refunded: 'record APPROVED',
    charged_back: 'record APPROVED',
  },
  REFUNDED: { ...OWN_PAYMENT.REFUNDED, refunded: 'record REFUNDED' },
  CHARGED_BACK: { ...OWN_PAYMENT.CHARGED_BACK, charged_back: 'record CHARGED_BACK' },
};

describe('every order state against every payment status', () => {
  const cases = (table: Record<OrderStatus, Record<string, string>>) =>
    (Object.keys(table) as OrderStatus[]).flatMap((state) => STATUSES.map((status) => [state, status, table[state][status]!] as const));

  it.each(cases(OWN_PAYMENT))('%s order, its own payment %s → %s', (state, status, expected) => {
    expect(summary(decidePayment(orderIn(state), payment(status), facts))).toBe(expected);
  });

  it.each(cases(OTHER_PAYMENT))('%s order, another payment %s → %s', (state, status, expected) => {
    expect(summary(decidePayment(orderIn(state), payment(status, { id: 'pay-2' }), facts))).toBe(expected);
  });

  it('covers all 7 states and 9 statuses, twice', () => {
    expect(cases(OWN_PAYMENT)).toHaveLength(63);
    expect(cases(OTHER_PAYMENT)).toHaveLength(63);
  });
});

describe('a move and what it carries', () => {
  it('an approval writes the payment, its status and the order out of the sweep, and owes the approval e-mail', () => {
    const decision = decidePayment(orderIn('CREATED'), payment('approved', { statusDetail: 'accredited' }), facts);
    expect(decision).toMatchObject({ kind: 'move', grants: true, revokes: false, notice: { kind: 'purchase-approved' } });
    if (decision.kind !== 'move') throw new Error('expected a move');
    expect(decision.change.payments.map((entry) => entry.state)).toEqual(['APPROVED']);
    // What is written: the payments as stored (without the state read back from their words).
    expect({ ...decision.change, payments: recordOfPayments(decision.change.payments) }).toEqual({
      to: 'APPROVED',
      at: AT,
      paymentId: 'pay-1',
      paymentStatus: 'approved',
      closes: false,
      payments: [{ id: 'pay-1', status: 'approved', amount: 9000, at: AT, refund: null, detail: 'accredited', refundedAmount: 0 }],
      leavesSweep: true,
    });
  });

  it.each([
    ['an approval with a held coupon use confirms it', { couponCode: 'PROMO', couponHeld: true }, 'approved', 'confirm'],
    ['an approval with no held use claims and confirms one', { couponCode: 'PROMO', couponHeld: false }, 'approved', 'claim-and-confirm'],
    ['a rejection frees the held use', { couponCode: 'PROMO', couponHeld: true }, 'rejected', 'release'],
    ['a pending payment keeps the held use', { couponCode: 'PROMO', couponHeld: true }, 'pending', undefined],
    ['an order with no coupon moves no coupon', {}, 'approved', undefined],
  ])('%s', (_name, overrides: Partial<StoredOrder>, status, coupon) => {
    const decision = decidePayment(order(overrides), payment(status), facts);
    expect(decision.kind).toBe('move');
    expect(decision.kind === 'move' ? decision.change.coupon : 'none').toBe(coupon);
  });

  it('a refund of an approved order gives the coupon use back; a chargeback does not', () => {
    const approved = { ...orderIn('APPROVED'), couponCode: 'PROMO', couponCounted: true };
    const refund = decidePayment(approved, payment('refunded'), facts);
    const chargeback = decidePayment(approved, payment('charged_back'), facts);
    expect(refund.kind === 'move' && refund.change.coupon).toBe('return');
    expect(chargeback.kind === 'move' && chargeback.change.coupon).toBeUndefined();
  });

  it('a refund the store asked for closes the order with its reason and note, and owes the buyer the refund e-mail', () => {
    const refund: RecordedRefund = { reason: 'REGRET', at: AT, refundId: 'r-1', note: 'se arrepintió', attempt: 0, state: 'PENDING' };
    const approved = order({
      status: 'APPROVED',
      paymentId: 'pay-1',
      paymentStatus: 'approved',
      payments: [recorded('pay-1', 'approved', refund)],
    });
    const decision = decidePayment(approved, payment('refunded'), facts);
    expect(decision).toMatchObject({
      kind: 'move',
      revokes: true,
      notice: { kind: 'purchase-refunded', reason: 'REGRET', amount: 9000, earlier: 0 },
      change: { to: 'REFUNDED', statusReason: 'REGRET', note: 'se arrepintió', closes: true },
    });
  });

  it("a refund made at Mercado Pago's panel tells the buyer the money was returned and access ended (issue 42, item 11)", () => {
    const decision = decidePayment(orderIn('APPROVED'), payment('refunded'), facts);
    expect(decision).toMatchObject({
      kind: 'move',
      revokes: true,
      notice: { kind: 'purchase-refunded', reason: null, amount: 9000, earlier: 0 },
    });
  });

  it('after a partial refund, the refund that closes the order owes the e-mail for what was left (issue 42, item 6)', () => {
    const refund: RecordedRefund = { reason: 'REGRET', at: AT, refundId: 'r-1', note: null, attempt: 0, state: 'PENDING' };
    const approved = order({
      status: 'APPROVED',
      paymentId: 'pay-1',
      paymentStatus: 'approved',
      payments: [{ ...recorded('pay-1', 'approved', refund), detail: 'partially_refunded', refundedAmount: 1500.5 }],
    });
    const decision = decidePayment(approved, payment('refunded', { refundedAmount: 9000 }), facts);
    expect(decision).toMatchObject({
      kind: 'move',
      notice: { kind: 'purchase-refunded', reason: 'REGRET', amount: 7499.5, earlier: 1500.5 },
    });
  });

  it('a chargeback owes no refund e-mail', () => {
    const decision = decidePayment(orderIn('APPROVED'), payment('charged_back'), facts);
    expect(decision).toMatchObject({ kind: 'move', notice: null });
  });
});

describe('partial refunds, standing payments and chargeback states', () => {
  it('a partial refund leaves the order approved and keeps the amount returned on record', () => {
    const decision = decidePayment(
      orderIn('APPROVED'),
      payment('approved', { statusDetail: 'partially_refunded', refundedAmount: 2000 }),
      facts,
    );
    expect(decision.kind).toBe('record');
    if (decision.kind !== 'record') throw new Error('expected a record');
    expect(decision.change).toMatchObject({ to: 'APPROVED', paymentId: 'pay-1', closes: false });
    expect(decision.change.payments).toEqual([
      expect.objectContaining({ id: 'pay-1', refundedAmount: 2000, detail: 'partially_refunded' }),
    ]);
    expect(decision.change.grant).toBeUndefined();
    expect(decision.change.revoke).toBeUndefined();
  });

  it("a partial refund made at Mercado Pago's panel owes the buyer its amount; a second one the new part and the total (issue 42, item 11)", () => {
    const first = decidePayment(
      orderIn('APPROVED'),
      payment('approved', { statusDetail: 'partially_refunded', refundedAmount: 2000 }),
      facts,
    );
    expect(first).toMatchObject({ kind: 'record', notice: { kind: 'partially-refunded', amount: 2000, returned: 2000 } });
    const seen = { ...recorded('pay-1', 'approved'), detail: 'partially_refunded', refundedAmount: 2000 };
    const again = decidePayment(
      { ...orderIn('APPROVED'), payments: [seen] },
      payment('approved', { statusDetail: 'partially_refunded', refundedAmount: 2500.5 }),
      facts,
    );
    expect(again).toMatchObject({ kind: 'record', notice: { kind: 'partially-refunded', amount: 500.5, returned: 2500.5 } });
    // Not the order's own payment (a second one being returned), or one the store is returning: no notice.
    const other = decidePayment(
      { ...orderIn('APPROVED'), paymentId: 'pay-9' },
      payment('approved', { statusDetail: 'partially_refunded', refundedAmount: 2000 }),
      facts,
    );
    expect(other).not.toHaveProperty('notice');
  });

  it('the same partial refund seen again writes nothing', () => {
    const seen = { ...recorded('pay-1', 'approved'), detail: 'partially_refunded', refundedAmount: 2000 };
    const approved = { ...orderIn('APPROVED'), payments: [seen] };
    expect(decidePayment(approved, payment('approved', { statusDetail: 'partially_refunded', refundedAmount: 2000 }), facts)).toEqual({
      kind: 'nothing',
    });
  });

  it('the approving payment refunded while another approved payment stands: access stays, paid by the other', () => {
    const duplicate = recorded('pay-2', 'approved', {
      reason: 'DUPLICATE_PAYMENT',
      at: AT,
      refundId: null,
      note: null,
      attempt: 1,
      state: 'REFUSED',
    });
    const approved = { ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved'), duplicate] };
    const decision = decidePayment(approved, payment('refunded'), facts);
    expect(decision.kind).toBe('record');
    if (decision.kind !== 'record') throw new Error('expected a record');
    expect(decision.change).toMatchObject({ to: 'APPROVED', paymentId: 'pay-2', paymentStatus: 'approved', closes: false });
    // The standing payment's refund, never taken on by the provider, is called off.
    expect(decision.change.payments.find((entry) => entry.id === 'pay-2')?.refund).toBeNull();
    expect(decision.change.payments.find((entry) => entry.id === 'pay-1')?.status).toBe('refunded');
  });

  it.each(['in_process', 'settled'])('a charged-back order records the chargeback detail %s and stays closed', (detail) => {
    const decision = decidePayment(orderIn('CHARGED_BACK'), payment('charged_back', { statusDetail: detail }), facts);
    expect(decision.kind).toBe('record');
    if (decision.kind !== 'record') throw new Error('expected a record');
    expect(decision.change).toMatchObject({ to: 'CHARGED_BACK', closes: false });
    expect(decision.change.payments[0]).toMatchObject({ status: 'charged_back', detail });
  });
});

describe('a chargeback the seller won (charged_back / reimbursed)', () => {
  const won = (overrides: Partial<PaymentWords> = {}) => payment('charged_back', { statusDetail: 'reimbursed', ...overrides });

  it('reinstates the charged-back order: APPROVED again with a recorded move, access granted again, no e-mail', () => {
    const chargedBack = orderIn('CHARGED_BACK');
    const decision = decidePayment(chargedBack, won(), facts);
    expect(summary(decision)).toBe('move CHARGED_BACK→APPROVED (grants, leaves sweep)');
    if (decision.kind !== 'move') throw new Error('expected a move');
    expect(decision).toMatchObject({ revokes: false, notice: null });
    expect(decision.change).toMatchObject({
      to: 'APPROVED',
      paymentId: 'pay-1',
      paymentStatus: 'charged_back',
      closes: false,
      reopens: true,
      statusReason: null,
      note: 'Contracargo resuelto a favor del vendedor: se restituye el acceso.',
    });
    // The coupon's use was kept through the chargeback: nothing to move now.
    expect(decision.change.coupon).toBeUndefined();
    expect(decision.change.payments[0]).toMatchObject({ status: 'charged_back', detail: 'reimbursed' });
    // Were the course owned through another order meanwhile: only the payment's state is recorded.
    expect(decision.reinstates?.unlessOwned).toMatchObject({ to: 'CHARGED_BACK', paymentId: 'pay-1', closes: false });
    expect(decision.reinstates?.unlessOwned.reopens).toBeUndefined();
    const after = orderAfter(chargedBack, decision.change);
    expect(after).toMatchObject({ status: 'APPROVED', closed: false, version: 4 });
    // Seen again once reinstated: nothing more (never a second revocation).
    expect(decidePayment(after, won(), facts)).toEqual({ kind: 'nothing' });
  });

  it('an approved order whose chargeback is first seen already won keeps its access; the state is recorded', () => {
    const decision = decidePayment(orderIn('APPROVED'), won(), facts);
    expect(summary(decision)).toBe('record APPROVED');
    if (decision.kind !== 'record') throw new Error('expected a record');
    expect(decision.change.revoke).toBeUndefined();
    expect(decision.change.payments[0]).toMatchObject({ status: 'charged_back', detail: 'reimbursed' });
  });

  it('a won chargeback of another payment of a charged-back order reinstates nothing', () => {
    expect(summary(decidePayment(orderIn('CHARGED_BACK'), won({ id: 'pay-2' }), facts))).toBe('record CHARGED_BACK');
  });

  it('a lost chargeback (settled) keeps the order charged back', () => {
    expect(summary(decidePayment(orderIn('CHARGED_BACK'), payment('charged_back', { statusDetail: 'settled' }), facts))).toBe(
      'record CHARGED_BACK',
    );
  });
});

describe('payments the order must not keep', () => {
  it('a second approved payment of a paid order is put on record, the order kept in the sweep, then returned', () => {
    const decision = decidePayment(orderIn('APPROVED'), payment('approved', { id: 'pay-2' }), facts);
    expect(decision).toMatchObject({ kind: 'return', reason: 'DUPLICATE_PAYMENT' });
    if (decision.kind !== 'return') throw new Error('expected a return');
    expect(decision.record).toMatchObject({ to: 'APPROVED', paymentId: 'pay-1', joinsSweepAt: IN_TEN_MINUTES });
    expect(decision.record?.payments.map((entry) => `${entry.id} ${entry.status}`)).toEqual(['pay-1 approved', 'pay-2 approved']);
  });

  it('once on record it is returned without writing again', () => {
    const approved = { ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved'), recorded('pay-2', 'approved')] };
    expect(decidePayment(approved, payment('approved', { id: 'pay-2' }), facts)).toEqual({
      kind: 'return',
      reason: 'DUPLICATE_PAYMENT',
      record: null,
    });
  });

  it('a payment being returned that the provider still reports approved is followed, not decided again', () => {
    const refund: RecordedRefund = { reason: 'DUPLICATE_PAYMENT', at: AT, refundId: 'r-2', note: null, attempt: 0, state: 'PENDING' };
    const approved = { ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved'), recorded('pay-2', 'approved', refund)] };
    expect(decidePayment(approved, payment('approved', { id: 'pay-2' }), facts)).toEqual({ kind: 'follow-refund' });
  });

  it.each([
    ['amount', { amount: 8999.99 }],
    ['currency', { currency: 'USD' }],
  ])('an approved payment for another %s is recorded as being returned (AMOUNT_MISMATCH) and the order does not move', (_what, wrong) => {
    const decision = decidePayment(orderIn('CREATED'), payment('approved', wrong), facts);
    expect(decision).toMatchObject({ kind: 'record', thenFollowRefund: true });
    if (decision.kind !== 'record') throw new Error('expected a record');
    expect(decision.change).toMatchObject({ to: 'CREATED', paymentId: null, joinsSweepAt: IN_TEN_MINUTES });
    expect(decision.change.payments[0]?.refund).toEqual({
      reason: 'AMOUNT_MISMATCH',
      at: AT,
      refundId: null,
      note: null,
      attempt: 0,
      state: 'REQUESTED',
    });
  });

  it('a pending payment for another amount is only recorded; seen again, nothing', () => {
    const first = decidePayment(orderIn('CREATED'), payment('pending', { amount: 1 }), facts);
    expect(first).toMatchObject({ kind: 'record', thenFollowRefund: false });
    if (first.kind !== 'record') throw new Error('expected a record');
    expect(first.change.joinsSweepAt).toBeUndefined();
    const again = { ...orderIn('CREATED'), payments: first.change.payments };
    expect(decidePayment(again, payment('pending', { amount: 1 }), facts)).toEqual({ kind: 'nothing' });
  });

  it('a mismatched payment already being returned is followed while approved', () => {
    const refund: RecordedRefund = { reason: 'AMOUNT_MISMATCH', at: AT, refundId: null, note: null, attempt: 0, state: 'REQUESTED' };
    const created = { ...orderIn('CREATED'), payments: [recorded('pay-1', 'approved', refund, 1)] };
    expect(decidePayment(created, payment('approved', { amount: 1 }), facts)).toEqual({ kind: 'follow-refund' });
  });

  it('a payment made for another order is nothing of this one', () => {
    expect(decidePayment(orderIn('CREATED'), payment('approved', { orderId: 'order-2' }), facts)).toEqual({ kind: 'nothing' });
  });
});

describe('refund answers', () => {
  const returning = (state: RecordedRefund['state'], reason: RecordedRefund['reason'] = 'DUPLICATE_PAYMENT'): RecordedRefund => ({
    reason,
    at: AT,
    refundId: null,
    note: null,
    attempt: 0,
    state,
  });

  it('an accepted automatic refund is recorded, leaves the sweep of an approved order, and tells the buyer once', () => {
    const approved = {
      ...orderIn('APPROVED'),
      payments: [recorded('pay-1', 'approved'), recorded('pay-2', 'approved', returning('REQUESTED'))],
    };
    const context = { reason: 'DUPLICATE_PAYMENT' as const, note: null };
    const decision = decideRefundAnswer(
      approved,
      payment('approved', { id: 'pay-2' }),
      context,
      0,
      { kind: 'accepted', refundId: 'r-2', state: 'APPROVED' },
      facts,
    );
    expect(decision).toMatchObject({ kind: 'record', state: 'APPROVED', tellsBuyer: true, change: { to: 'APPROVED', leavesSweep: true } });
    if (decision.kind !== 'record') throw new Error('expected a record');
    const again = orderAfter(approved, decision.change);
    expect(
      decideRefundAnswer(
        again,
        payment('approved', { id: 'pay-2' }),
        context,
        0,
        { kind: 'accepted', refundId: 'r-2', state: 'APPROVED' },
        facts,
      ),
    ).toEqual({ kind: 'nothing' });
  });

  it('a refused refund keeps the order in the sweep and tells nobody', () => {
    const approved = {
      ...orderIn('APPROVED'),
      payments: [recorded('pay-1', 'approved'), recorded('pay-2', 'approved', returning('REQUESTED'))],
    };
    const decision = decideRefundAnswer(
      approved,
      payment('approved', { id: 'pay-2' }),
      { reason: 'DUPLICATE_PAYMENT', note: null },
      0,
      { kind: 'refused', detail: 'insufficient_money' },
      facts,
    );
    expect(decision).toMatchObject({ kind: 'record', state: 'REFUSED', tellsBuyer: false, change: { joinsSweepAt: IN_TEN_MINUTES } });
  });

  it('a purchase that never got access (already owned) ends REFUNDED with its reason, its held coupon use freed', () => {
    const created = order({ couponCode: 'PROMO', couponHeld: true, payments: [recorded('pay-1', 'approved')] });
    const decision = decideRefundAnswer(
      created,
      payment('approved'),
      { reason: 'ALREADY_OWNED', note: null },
      0,
      { kind: 'already-returned' },
      facts,
    );
    expect(decision).toMatchObject({
      kind: 'record',
      state: 'APPROVED',
      change: {
        to: 'REFUNDED',
        paymentId: 'pay-1',
        paymentStatus: 'refunded',
        closes: true,
        statusReason: 'ALREADY_OWNED',
        coupon: 'release',
      },
    });
  });

  it('a refund people asked for (admin, regret) is not told from its answer: the closing move tells it', () => {
    const approved = { ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved', returning('REQUESTED', 'ADMIN'))] };
    const decision = decideRefundAnswer(
      approved,
      payment('approved'),
      { reason: 'ADMIN', note: null },
      0,
      { kind: 'accepted', refundId: 'r-1', state: 'PENDING' },
      facts,
    );
    expect(decision).toMatchObject({ kind: 'record', state: 'PENDING', tellsBuyer: false });
  });

  it('follows a refund: records what the provider reports, asks again after a refusal once the delay passed, or now when pressed', () => {
    const withRefund = (refund: RecordedRefund) => ({ ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved', refund)] });
    const pending = withRefund({ ...returning('PENDING'), refundId: 'r-1' });
    expect(planRefundFollow(pending, payment('approved', { refunds: [{ id: 'r-1', status: 'approved' }] }), facts, false)).toEqual({
      kind: 'record',
      context: { reason: 'DUPLICATE_PAYMENT', note: null },
      attempt: 0,
      answer: { kind: 'accepted', refundId: 'r-1', state: 'APPROVED' },
    });
    const refused = withRefund({ ...returning('REFUSED'), at: new Date(NOW.getTime() - 60_000).toISOString() });
    expect(planRefundFollow(refused, payment('approved'), facts, false)).toEqual({ kind: 'nothing' });
    expect(planRefundFollow(refused, payment('approved'), facts, true)).toMatchObject({ kind: 'ask', attempt: 1 });
    const refusedLongAgo = withRefund({ ...returning('REFUSED'), at: new Date(NOW.getTime() - 601_000).toISOString() });
    expect(planRefundFollow(refusedLongAgo, payment('approved'), facts, false)).toMatchObject({ kind: 'ask', attempt: 1 });
    expect(planRefundFollow(withRefund(returning('REQUESTED')), payment('approved'), facts, false)).toMatchObject({
      kind: 'ask',
      attempt: 0,
    });
    expect(planRefundFollow(orderIn('APPROVED'), payment('approved'), facts, false)).toEqual({ kind: 'nothing' });
  });
});

describe('the store’s own changes', () => {
  it('a refund request marks the payments with the reason, keeps the order in the sweep, and is not made twice', () => {
    const change = refundRequestChange(orderIn('APPROVED'), ['pay-1'], { reason: 'ADMIN', note: 'pedido del cliente' }, facts);
    expect(change).toMatchObject({ to: 'APPROVED', joinsSweepAt: IN_TEN_MINUTES });
    // Not a step of the order's history (it showed as a second "Aprobada"): the payment keeps it.
    expect(change?.note).toBeUndefined();
    expect(change?.payments[0]?.refund).toMatchObject({ reason: 'ADMIN', note: 'pedido del cliente', state: 'REQUESTED', attempt: 0 });
    if (!change) throw new Error('expected a change');
    expect(refundRequestChange(orderAfter(orderIn('APPROVED'), change), ['pay-1'], { reason: 'ADMIN', note: null }, facts)).toBeNull();
  });

  it('a refund settled by hand records it, leaves the sweep when nothing else is open, and is not settled twice', () => {
    const refused: RecordedRefund = { reason: 'ADMIN', at: AT, refundId: null, note: 'pedido', attempt: 2, state: 'TOO_OLD' };
    const approved = { ...orderIn('APPROVED'), payments: [recorded('pay-1', 'approved', refused)] };
    const change = settleByHandChange(approved, 'pay-1', 'transferencia', facts);
    expect(change).toMatchObject({ to: 'APPROVED', leavesSweep: true, note: 'Reembolso resuelto a mano: transferencia' });
    expect(change?.payments[0]?.refund).toMatchObject({ state: 'SETTLED_BY_HAND', note: 'pedido — transferencia' });
    if (!change) throw new Error('expected a change');
    expect(settleByHandChange(orderAfter(approved, change), 'pay-1', 'otra vez', facts)).toBeNull();
    expect(settleByHandChange(orderIn('APPROVED'), 'pay-1', 'sin reembolso', facts)).toBeNull();
  });

  it('an expired checkout ends the order CANCELLED, out of the sweep, its held coupon use freed', () => {
    expect(expiryChange(order({ couponCode: 'PROMO', couponHeld: true }), facts)).toEqual({
      to: 'CANCELLED',
      at: AT,
      paymentId: null,
      paymentStatus: null,
      closes: true,
      payments: [],
      statusReason: 'CHECKOUT_EXPIRED',
      leavesSweep: true,
      coupon: 'release',
    });
  });
});

describe('the order as a change leaves it', () => {
  const change = (overrides: Partial<StatusChange> = {}): StatusChange => ({
    to: 'APPROVED',
    at: AT,
    paymentId: 'pay-1',
    paymentStatus: 'approved',
    closes: false,
    payments: [recorded('pay-1', 'approved')],
    ...overrides,
  });

  it('moves status, payment, version and time; keeps everything else', () => {
    const before = order({ couponCode: 'PROMO', couponHeld: true, statusReason: null });
    const after = orderAfter(before, change({ coupon: 'confirm' }));
    expect(after).toEqual({
      ...before,
      status: 'APPROVED',
      paymentId: 'pay-1',
      paymentStatus: 'approved',
      updatedAt: AT,
      version: 4,
      couponCounted: true,
      couponHeld: false,
      payments: [recorded('pay-1', 'approved')],
      // Where its fiscal documents stand (domain/fiscal-documents.ts): round 1 of its amount, nothing credited.
      fiscalStanding: { invoiceRound: 1, invoicedAmount: before.amount, creditedAmount: 0 },
    });
  });

  it('a closed order stays closed; a returned coupon use is no longer counted; a reason is kept unless replaced', () => {
    const closed = order({ closed: true, couponCounted: true, statusReason: 'ADMIN' });
    expect(orderAfter(closed, change({ closes: false }))).toMatchObject({ closed: true, couponCounted: true, statusReason: 'ADMIN' });
    expect(orderAfter(closed, change({ coupon: 'return', statusReason: null }))).toMatchObject({
      couponCounted: false,
      statusReason: null,
    });
  });
});

describe('what an approval grants and a reversal takes back', () => {
  it('a course grants the course, no membership', () => {
    expect(grantOf(order(), NOW, { existingMembership: null, durationWeeks: null })).toEqual({
      inventory: { itemId: 'course-1', itemType: 'COURSE', name: 'Vertical', orderId: 'order-1', acquiredAt: AT },
      membership: null,
    });
  });

  it('a reinstated course makes the certificate its chargeback annulled valid again', () => {
    expect(grantOf(order(), NOW, { existingMembership: null, durationWeeks: null, annulledCertificate: { code: 'CERT-1' } })).toMatchObject(
      {
        reinstatedCertificate: { userId: 'user-1', courseId: 'course-1', code: 'CERT-1' },
      },
    );
  });

  it('a planning grants a membership whose start the member chooses, for its weeks', () => {
    const planning = order({ item: { id: 'plan-1', type: 'PLANNING', name: 'Fuerza', seller: 'DELFI' } });
    const grant = grantOf(planning, NOW, { existingMembership: null, durationWeeks: 8 });
    expect(grant.membership).toMatchObject({
      planningId: 'plan-1',
      userId: 'user-1',
      status: 'ACTIVE',
      orderId: 'order-1',
      source: 'ORDER',
    });
    expect(grant.membership?.startPending).toBe(true);
  });

  it('takes back only what this order granted, and annuls the certificate of a course it took back', () => {
    const facts = { ownedThroughOrderId: 'order-1', memberThroughOrderId: null, certificate: { code: 'CERT-1', annulledOn: null } };
    expect(revocationOf(order(), NOW, facts)).toEqual({
      inventoryItemId: 'course-1',
      membership: null,
      certificate: { userId: 'user-1', courseId: 'course-1', code: 'CERT-1', annulledOn: '2026-11-27' },
    });
    expect(revocationOf(order(), NOW, { ...facts, ownedThroughOrderId: 'order-2' })).toEqual({
      inventoryItemId: null,
      membership: null,
      certificate: null,
    });
    expect(revocationOf(order(), NOW, { ...facts, certificate: { code: 'CERT-1', annulledOn: '2026-11-01' } }).certificate).toBeNull();
  });
});
