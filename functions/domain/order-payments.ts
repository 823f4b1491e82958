// Every payment made for an order, and what a new one means for it, pure. One purchase keeps at
// most one captured payment: a second approved payment for an order already paid, for a course
// the buyer already owns through another order, or for an order that was closed (refunded,
// charged back, expired), is returned to the buyer. Access follows the payments: it is taken back
// only when no approved, unrefunded payment of the order still grants it.
import type { OrderStatus } from '../generated/graphql';

/** Why the store returned a payment (automatic reasons, then people's). */
export const REFUND_REASONS = ['DUPLICATE_PAYMENT', 'ALREADY_OWNED', 'ORDER_CLOSED', 'COUPON_EXHAUSTED', 'ADMIN', 'REGRET'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund people asked the store for (an admin, a revocation), not one the store made by itself. */
export const isStoreRefund = (reason: string | null | undefined): reason is 'ADMIN' | 'REGRET' => reason === 'ADMIN' || reason === 'REGRET';

export interface RecordedRefund {
  reason: RefundReason;
  at: string;
  refundId: string | null;
  /** Free text an admin gave. */
  note: string | null;
}

/** A payment as the order keeps it: id, status, amount and when it was last seen changing. */
export interface RecordedPayment {
  id: string;
  status: string;
  amount: number;
  at: string;
  refund: RecordedRefund | null;
  /** The provider's status detail (a chargeback's in_process / settled / reimbursed; absent on old records). */
  detail?: string | null;
  /** Money returned of this payment so far, full or partial (absent on old records: 0). */
  refundedAmount?: number;
}

/** What of a payment the order keeps: its state, the detail of that state and the money returned. */
export interface PaymentState {
  id: string;
  status: string;
  amount: number;
  statusDetail?: string | null;
  refundedAmount?: number;
}

/** The payments list with this payment's latest state (inserted or updated; refund kept). */
export function recordPayment(
  payments: readonly RecordedPayment[],
  payment: PaymentState,
  at: string,
  refund?: RecordedRefund,
): RecordedPayment[] {
  const existing = payments.find((entry) => entry.id === payment.id);
  const entry: RecordedPayment = {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    // When the payment reached this status (a chargeback's later details keep the first date).
    at: existing && existing.status === payment.status && !refund ? existing.at : at,
    refund: refund ?? existing?.refund ?? null,
    detail: payment.statusDetail ?? existing?.detail ?? null,
    refundedAmount: payment.refundedAmount ?? existing?.refundedAmount ?? 0,
  };
  return existing ? payments.map((other) => (other.id === payment.id ? entry : other)) : [...payments, entry];
}

/** Whether this list already holds exactly this state of the payment (nothing to write). */
export const isRecorded = (payments: readonly RecordedPayment[], payment: PaymentState | { id: string; status: string }): boolean =>
  payments.some(
    (entry) =>
      entry.id === payment.id &&
      entry.status === payment.status &&
      // A record from before details were kept (no `detail`) matches any detail of the same status.
      (!('statusDetail' in payment) ||
        payment.statusDetail === undefined ||
        entry.detail === undefined ||
        entry.detail === payment.statusDetail) &&
      (!('refundedAmount' in payment) || payment.refundedAmount === undefined || (entry.refundedAmount ?? 0) === payment.refundedAmount),
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

/** An approved payment of the order, other than `exceptId`, that nobody returned or asked to return. */
export function standingPayment(payments: readonly RecordedPayment[], exceptId: string): RecordedPayment | null {
  return payments.find((entry) => entry.id !== exceptId && entry.status === 'approved' && entry.refund === null) ?? null;
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
export function refundReasonFor(order: OrderForPayment, payment: { id: string; status: string }): RefundReason | null {
  if (payment.status !== 'approved') return null;
  if (order.payments.some((entry) => entry.id === payment.id && entry.refund !== null)) return null;
  if (order.status === 'APPROVED') return order.paymentId === payment.id ? null : 'DUPLICATE_PAYMENT';
  if (order.closed) return 'ORDER_CLOSED';
  return null;
}

/**
 * Whether the order keeps an approved payment it must return (a refund the provider refused or
 * could not be asked for yet): the sweep keeps such an order until it is returned.
 */
export function hasPaymentToReturn(order: OrderForPayment): boolean {
  return order.payments.some(
    (entry) => entry.status === 'approved' && entry.refund === null && !(order.status === 'APPROVED' && entry.id === order.paymentId),
  );
}

/** Spanish words for the admin and the buyer. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  DUPLICATE_PAYMENT: 'pago duplicado de una compra ya pagada',
  ALREADY_OWNED: 'el curso ya era tuyo por otra compra',
  ORDER_CLOSED: 'la compra ya estaba cerrada cuando se aprobó el pago',
  COUPON_EXHAUSTED: 'el cupón ya no tenía usos disponibles',
  ADMIN: 'reembolso hecho por la tienda',
  REGRET: 'arrepentimiento de compra',
};
