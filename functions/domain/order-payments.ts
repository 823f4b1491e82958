// Every payment made for an order, and what a new one means for it, pure. One purchase keeps at
// most one captured payment: a second approved payment for an order already paid, for a course
// the buyer already owns through another order, or for an order that was closed (refunded,
// charged back, expired), is returned to the buyer. Access follows the payments: it is taken back
// only when no approved, unrefunded payment of the order still grants it.
import type { OrderStatus } from './order-status';
import type { ChargebackStage, PaymentState, PaymentVoucher } from './payment-facts';
import { toCents } from './money';

/** Why the store returned a payment (automatic reasons, then people's). */
export const REFUND_REASONS = [
  'DUPLICATE_PAYMENT',
  'ALREADY_OWNED',
  'ORDER_CLOSED',
  'COUPON_EXHAUSTED',
  'AMOUNT_MISMATCH',
  'ADMIN',
  'REGRET',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund people asked the store for (an admin, a revocation), not one the store made by itself. */
export const isStoreRefund = (reason: string | null | undefined): reason is 'ADMIN' | 'REGRET' => reason === 'ADMIN' || reason === 'REGRET';

/**
 * Where a refund the store asked for stands at the provider:
 * REQUESTED  decided, not yet accepted (not asked yet, or the provider could not be reached);
 * PENDING    accepted, not finished (the provider reports the refund pending);
 * APPROVED   the provider made it;
 * REFUSED    the provider refused this attempt (balance, a rejected refund): asked again later,
 *            with a new idempotency key (a key whose first attempt failed answers that failure);
 * TOO_OLD    past the provider's refund window: only by hand (the admin is told);
 * SETTLED_BY_HAND  an admin returned the money another way and said so.
 */
export const REFUND_STATES = ['REQUESTED', 'PENDING', 'APPROVED', 'REFUSED', 'TOO_OLD', 'SETTLED_BY_HAND'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface RecordedRefund {
  reason: RefundReason;
  at: string;
  refundId: string | null;
  /** Free text an admin gave. */
  note: string | null;
  /** The last attempt's number (its idempotency key: refundKeyOf); absent on records from before attempts: 0. */
  attempt?: number;
  /** Absent on records from before states: see refundStateOf. */
  state?: RefundState;
}

/** The idempotency key of a payment's refund attempt: the first keeps the key used before attempts existed. */
export const refundKeyOf = (paymentId: string, attempt: number): string =>
  attempt === 0 ? `refund-${paymentId}` : `refund-${paymentId}-${attempt}`;

/** A refund's state, for records written before states existed too. */
export function refundStateOf(entry: { state: PaymentState; refund: RecordedRefund | null }): RefundState | null {
  if (!entry.refund) return null;
  if (entry.refund.state) return entry.state === 'REFUNDED' && entry.refund.state !== 'SETTLED_BY_HAND' ? 'APPROVED' : entry.refund.state;
  if (entry.state === 'REFUNDED' || entry.state === 'CHARGED_BACK') return 'APPROVED';
  return entry.refund.refundId ? 'PENDING' : 'REQUESTED';
}

/**
 * A refund the store still has to follow: decided, pending or refused while the provider still
 * reports the payment approved (not made, and not given up to the admin's hands).
 */
export function refundIsOpen(entry: { state: PaymentState; refund: RecordedRefund | null }): boolean {
  const state = refundStateOf(entry);
  return entry.state === 'APPROVED' && (state === 'REQUESTED' || state === 'PENDING' || state === 'REFUSED');
}

/** A payment as the order keeps it: id, state, amount and when it was last seen changing. */
export interface RecordedPayment {
  /** The provider's payment id (opaque). */
  id: string;
  /**
   * Where it stands (domain/payment-facts.ts). Not stored: read from the provider's words the
   * record keeps (data/order-record.ts), so a record is written as it always was.
   */
  state: PaymentState;
  /** The provider's word for its state, as said (opaque). */
  status: string;
  amount: number;
  at: string;
  refund: RecordedRefund | null;
  /** The provider's detail of its state, as said (opaque; absent on old records). */
  detail?: string | null;
  /** Money returned of this payment so far, full or partial (absent on old records: 0). */
  refundedAmount?: number;
  /** A payment in cash: its voucher, as the provider's API gave it (absent for any other payment). */
  voucher?: PaymentVoucher;
  /**
   * The provider called it off because its voucher was not paid in time. Not stored: read from the
   * provider's words the record keeps (data/order-record.ts), like `state`.
   */
  lapsed?: boolean;
  /**
   * A CHARGED_BACK payment: where its chargeback stands (absent when the provider did not say). Not
   * stored: read from the provider's words the record keeps (data/order-record.ts), like `state`.
   */
  chargeback?: ChargebackStage;
}

/** What of a payment the order keeps: its state, the provider's words for it and the money returned. */
export interface PaymentToRecord {
  id: string;
  state: PaymentState;
  status: string;
  amount: number;
  statusDetail?: string | null;
  refundedAmount?: number;
  voucher?: PaymentVoucher | null;
  lapsed?: boolean;
  chargeback?: ChargebackStage | null;
}

const sameVoucher = (a: PaymentVoucher | undefined, b: PaymentVoucher): boolean => a?.url === b.url && a.expiresAt === b.expiresAt;

/**
 * A chargeback's stage as the order keeps it: it follows the detail, and a reading without a detail
 * keeps the detail recorded for the same chargeback, and so its stage.
 */
function chargebackStageKept(payment: PaymentToRecord, existing: RecordedPayment | undefined): ChargebackStage | null {
  if (payment.state !== 'CHARGED_BACK') return null;
  if (payment.chargeback || payment.statusDetail) return payment.chargeback ?? null;
  return existing?.status === payment.status ? (existing.chargeback ?? null) : null;
}

/** The payments list with this payment's latest state (inserted or updated; refund kept). */
export function recordPayment(
  payments: readonly RecordedPayment[],
  payment: PaymentToRecord,
  at: string,
  refund?: RecordedRefund,
): RecordedPayment[] {
  const existing = payments.find((entry) => entry.id === payment.id);
  const entry: RecordedPayment = {
    id: payment.id,
    state: payment.state,
    status: payment.status,
    amount: payment.amount,
    // When the payment reached this status (a chargeback's later details keep the first date).
    at: existing && existing.status === payment.status && !refund ? existing.at : at,
    refund: refund ?? existing?.refund ?? null,
    detail: payment.statusDetail ?? existing?.detail ?? null,
    // Money returned only grows at the provider: a stale reading never lowers it (credit notes
    // are owed for its growth, domain/fiscal-documents.ts).
    refundedAmount: Math.max(payment.refundedAmount ?? 0, existing?.refundedAmount ?? 0),
  };
  // A cash payment's voucher as last read (a reading without one keeps the one recorded); no
  // attribute at all for other payments, so their records are written as they always were.
  const voucher = payment.voucher ?? existing?.voucher;
  if (voucher) entry.voucher = voucher;
  if (payment.lapsed ?? existing?.lapsed) entry.lapsed = true;
  const chargeback = chargebackStageKept(payment, existing);
  if (chargeback) entry.chargeback = chargeback;
  return existing ? payments.map((other) => (other.id === payment.id ? entry : other)) : [...payments, entry];
}

/**
 * Whether this list already holds exactly this reading of the payment (nothing to write): the same
 * words of the provider (compared as opaque strings), no more money returned.
 */
export const isRecorded = (payments: readonly RecordedPayment[], payment: PaymentToRecord | { id: string; status: string }): boolean =>
  payments.some(
    (entry) =>
      entry.id === payment.id &&
      entry.status === payment.status &&
      // A record from before details were kept (no `detail`) matches any detail of the same status.
      (!('statusDetail' in payment) ||
        payment.statusDetail === undefined ||
        entry.detail === undefined ||
        entry.detail === payment.statusDetail) &&
      (!('refundedAmount' in payment) || payment.refundedAmount === undefined || (entry.refundedAmount ?? 0) >= payment.refundedAmount) &&
      // A voucher read that the order does not keep yet (or keeps another of) is worth writing.
      (!('voucher' in payment) || !payment.voucher || sameVoucher(entry.voucher, payment.voucher)),
  );

/**
 * When the order was refunded or charged back and how much of its own payment (the one that
 * approved it) went back to the buyer: all of it for a reversal, the partial refunds of an order
 * still approved. Extra payments the store returned (duplicates) are not the order's money.
 */
export function reversalOf(order: { status: OrderStatus; paymentId: string | null; payments: readonly RecordedPayment[] }): {
  at: string | null;
  amount: number;
} {
  const own = order.payments.find((entry) => entry.id === order.paymentId);
  if (!own) return { at: null, amount: 0 };
  if (order.status === 'REFUNDED' || order.status === 'CHARGED_BACK') {
    return { at: own.at, amount: own.refundedAmount && own.refundedAmount > 0 ? own.refundedAmount : own.amount };
  }
  return { at: null, amount: own.refundedAmount ?? 0 };
}

/**
 * What a refund of the order returns now: its own payment's amount less what went back already
 * (partial refunds at the provider). $ 5.000 returned of $ 38.760 leaves $ 33.760 (issue 42).
 */
export function amountLeftToReturn(order: {
  amount: number;
  paymentId: string | null;
  payments?: readonly RecordedPayment[] | null;
}): number {
  const own = (order.payments ?? []).find((entry) => entry.id === order.paymentId);
  const paid = own ? own.amount : order.amount;
  return Math.max(0, toCents(paid) - toCents(own?.refundedAmount ?? 0)) / 100;
}

/**
 * An approved payment of the order, other than `exceptId`, that can pay for it: nobody returned or
 * asked to return it, or it is a duplicate whose refund the provider has not taken on (refused,
 * or not asked yet) — that refund is then called off, the money kept for the purchase.
 */
export function standingPayment(payments: readonly RecordedPayment[], exceptId: string): RecordedPayment | null {
  return (
    payments.find((entry) => entry.id !== exceptId && entry.state === 'APPROVED' && (entry.refund === null || refundCallableOff(entry))) ??
    null
  );
}

/** A duplicate payment's refund the provider has not taken on: it may still become the purchase's payment. */
function refundCallableOff(entry: RecordedPayment): boolean {
  const state = refundStateOf(entry);
  return entry.refund?.reason === 'DUPLICATE_PAYMENT' && (state === 'REFUSED' || state === 'REQUESTED');
}

export interface OrderForPayment {
  status: OrderStatus;
  paymentId: string | null;
  closed: boolean;
  payments: readonly RecordedPayment[];
}

/**
 * An approved payment the order must not keep, and why; null when it may approve the order (or
 * already did). Ownership through another order is checked later, in the approval transaction.
 */
export function refundReasonFor(order: OrderForPayment, payment: { id: string; state: PaymentState }): RefundReason | null {
  if (payment.state !== 'APPROVED') return null;
  if (order.payments.some((entry) => entry.id === payment.id && entry.refund !== null)) return null;
  if (order.status === 'APPROVED') return order.paymentId === payment.id ? null : 'DUPLICATE_PAYMENT';
  if (order.closed) return 'ORDER_CLOSED';
  return null;
}

/**
 * Whether the order keeps an approved payment it must return (a refund the provider refused,
 * could not be asked for yet, or has not finished): the sweep keeps such an order until then.
 */
export function hasPaymentToReturn(order: OrderForPayment): boolean {
  return order.payments.some((entry) =>
    entry.refund === null
      ? entry.state === 'APPROVED' && !(order.status === 'APPROVED' && entry.id === order.paymentId)
      : refundIsOpen(entry),
  );
}

/** Spanish words for the admin and the buyer. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  DUPLICATE_PAYMENT: 'pago duplicado de una compra ya pagada',
  ALREADY_OWNED: 'el curso ya era tuyo por otra compra',
  ORDER_CLOSED: 'la compra ya estaba cerrada cuando se aprobó el pago',
  COUPON_EXHAUSTED: 'el cupón ya no tenía usos disponibles',
  AMOUNT_MISMATCH: 'el monto o la moneda del pago no coincidían con los de la compra',
  ADMIN: 'una decisión de la tienda',
  REGRET: 'arrepentimiento de compra',
};
