// How a payment moves an order, pure: decided on the payment's state (domain/payment-facts.ts),
// never on a provider's word. The order's status only ever moves forward: duplicate and
// out-of-order notifications (the payment is always re-read from the provider, so what arrives
// late is the payment's current state) leave it as it is.
//
//   CREATED ──► IN_PROCESS ──► APPROVED ──(refund of that payment)──► REFUNDED (closed)
//                                 └───────(chargeback of that payment)──► CHARGED_BACK (closed)
//      │  └──────────┬──────────▲   ▲
//      ▼             ▼          │   │ a retried checkout creates a new payment for the same order
//   REJECTED / CANCELLED ───────┘───┘
//
// - APPROVED is left only by a refund (REFUNDED) or chargeback (CHARGED_BACK) of the payment that
//   approved it; that closes the order for good and revokes the access it granted. A partial
//   refund leaves the payment APPROVED with part of its money returned (refundedAmount): the
//   order stays APPROVED and keeps the refunded amount on record.
// - A chargeback's later stages (in process, settled) do not move a CHARGED_BACK order again; one
//   the seller won (PaymentFact.chargeback WON) reinstates it, decided apart from this state
//   machine (domain/payment-decision.ts; docs/decisions/, "A chargeback the seller won").
// - A pending order (IN_PROCESS) is rejected or cancelled only by its own payment: another
//   payment's failure does not undo a payment still in process.
// - REJECTED and CANCELLED (not closed) can still become IN_PROCESS or APPROVED: Checkout Pro lets
//   the buyer retry, and money actually taken always grants what was paid for.

import type { PaymentState } from './payment-facts';

/** Where an order stands (the API shows the same words: schema.graphql's OrderStatus). */
export const ORDER_STATUSES = ['CREATED', 'IN_PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface PaymentOutcome {
  status: OrderStatus;
  /** Refunded or charged back: the order is closed and any access it granted is revoked. */
  revokesAccess: boolean;
}

/**
 * The order status a payment's state stands for, or null when it says nothing about the order
 * (IN_DISPUTE: a dispute is open, access stays until it is resolved; UNKNOWN).
 */
export function orderStatusForPayment(state: PaymentState): PaymentOutcome | null {
  switch (state) {
    case 'APPROVED':
      return { status: 'APPROVED', revokesAccess: false };
    case 'PENDING':
      return { status: 'IN_PROCESS', revokesAccess: false };
    case 'REJECTED':
      return { status: 'REJECTED', revokesAccess: false };
    case 'CANCELLED':
      return { status: 'CANCELLED', revokesAccess: false };
    case 'REFUNDED':
      return { status: 'REFUNDED', revokesAccess: true };
    case 'CHARGED_BACK':
      return { status: 'CHARGED_BACK', revokesAccess: true };
    case 'IN_DISPUTE':
    case 'UNKNOWN':
      return null;
  }
}

/** What the state machine needs to know about an order. */
export interface OrderPaymentState {
  status: OrderStatus;
  /** The payment that last moved the order, if any. */
  paymentId: string | null;
  /** Refunded or charged back: nothing moves it any more. */
  closed: boolean;
}

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  /** Approval: grant the entitlement and count the coupon use, in the same transaction. */
  grantsAccess: boolean;
  /** Refund or chargeback of the approving payment: revoke the entitlement. */
  revokesAccess: boolean;
  /** The order is closed for good (refunded or charged back). */
  closes: boolean;
}

const MAY_BECOME: Record<OrderStatus, readonly OrderStatus[]> = {
  CREATED: ['IN_PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED'],
  IN_PROCESS: ['APPROVED', 'REJECTED', 'CANCELLED'],
  REJECTED: ['IN_PROCESS', 'APPROVED'],
  CANCELLED: ['IN_PROCESS', 'APPROVED'],
  APPROVED: [],
  REFUNDED: [],
  CHARGED_BACK: [],
};

/** The move a payment in this state causes on the order, or null for no change. */
export function nextOrderTransition(order: OrderPaymentState, payment: { id: string; state: PaymentState }): OrderTransition | null {
  const outcome = orderStatusForPayment(payment.state);
  if (!outcome || order.closed) return null;
  const from = order.status;

  if (outcome.revokesAccess) {
    if (from === 'APPROVED') {
      // Only the refund of the payment that approved the order takes access away.
      return payment.id === order.paymentId ? { from, to: outcome.status, grantsAccess: false, revokesAccess: true, closes: true } : null;
    }
    // Money returned for an approval this order never recorded: nothing to revoke, but the
    // order is over.
    return { from, to: outcome.status, grantsAccess: false, revokesAccess: false, closes: true };
  }

  const to = outcome.status;
  if (to === from || !MAY_BECOME[from].includes(to)) return null;
  if (from === 'IN_PROCESS' && (to === 'REJECTED' || to === 'CANCELLED') && payment.id !== order.paymentId) {
    return null;
  }
  return { from, to, grantsAccess: to === 'APPROVED', revokesAccess: false, closes: false };
}
