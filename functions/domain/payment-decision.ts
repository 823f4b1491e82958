// What a payment, as its provider reports it now (a fact in the domain's words,
// domain/payment-facts.ts), does to its order, pure: the order as read, the
// payment as read and the facts of the moment (the clock, the sweep's retry delay) in; the move
// and its effects out (the status change to write, the access granted or taken back, the coupon's
// use, the order's place in the sweep, the refund to ask for, the e-mail and the metric owed once
// the change is written). services/payments/apply-payment.ts reads, decides here, writes once.
//
// - A payment moves the order only if it is for that order, in ARS, for the order's exact amount;
//   an approved one for another amount or currency is money taken for nothing: it is returned
//   (AMOUNT_MISMATCH) and the order stays as it was.
// - Every payment is recorded on the order (id, status, detail, amount returned, date).
// - A purchase keeps one captured payment: a second approved payment for a paid order or a closed
//   order is returned (domain/order-payments.ts, refundReasonFor); one for a course owned through
//   another order, or past the coupon's limit, is found by the approval's own transaction.
// - Moves follow the monotonic state machine (domain/order-status.ts).
// - Access follows the payments: the refund of the approving payment revokes access only when no
//   other approved, unrefunded payment of the order grants it (standingPayment).
import { sameCents, toCents } from './money';
import type { CouponMove, StatusChange, StoredOrder } from './order';
import {
  isRecorded,
  isStoreRefund,
  recordPayment,
  refundIsOpen,
  refundReasonFor,
  refundStateOf,
  standingPayment,
  type RecordedPayment,
  type RecordedRefund,
  type RefundReason,
  type RefundState,
} from './order-payments';
import { nextOrderTransition, type OrderTransition } from './order-status';
import { isReturnedState, type PaymentFact, type PaymentVoucher } from './payment-facts';
import { CURRENCY } from './pricing';

/** A payment as the store reads it from the provider (never as a notification describes it). */
export type PaymentReading = PaymentFact;

/** The facts of the moment a decision is made in. */
export interface DecisionFacts {
  now: Date;
  /** When the sweep asks again for a refund still to be made (seconds from now). */
  refundRetrySeconds: number;
}

export type PaymentMismatch = 'reference' | 'currency' | 'amount';

/** Why a payment may not move its order, or null when it may. */
export function paymentMismatch(order: StoredOrder, payment: PaymentReading): PaymentMismatch | null {
  if (payment.orderId !== order.id) return 'reference';
  if (payment.currency !== CURRENCY) return 'currency';
  if (!sameCents(payment.amount, order.amount)) return 'amount';
  return null;
}

/**
 * The e-mail a written move owes the buyer: the approval, or the purchase refunded — a refund
 * people asked the store for (admin, revocation) or one made at the provider's own panel (`reason`
 * null). `amount`: the money this refund returned; `earlier`: what partial refunds had returned before.
 */
export type MoveNotice =
  | { kind: 'purchase-approved' }
  | PendingCashNotice
  | { kind: 'purchase-refunded'; reason: Extract<RefundReason, 'ADMIN' | 'REGRET'> | null; amount: number; earlier: number }
  | null;

/**
 * Part of the order's approving payment returned at the provider's panel while the purchase keeps
 * its access (the payment stays APPROVED, part of its money returned): the buyer is told the money this
 * refund returned (`amount`), what returned in all (`returned`), and that access goes on.
 */
export interface PartialRefundNotice {
  kind: 'partially-refunded';
  amount: number;
  returned: number;
}

/**
 * The order waits for a payment in cash whose voucher it records for the first time (issue 42): the
 * buyer is told how to pay it and by when. Owed by the write that first records the voucher of the
 * order's own pending payment (the move to IN_PROCESS, or the record that adds a voucher to an
 * order recorded before vouchers were kept), never for a voucher already past its date.
 */
export interface PendingCashNotice {
  kind: 'purchase-pending-cash';
  voucher: PaymentVoucher;
}

export type PaymentDecision =
  /** Nothing to write: the order already says all the payment says (or it is not this order's). */
  | { kind: 'nothing' }
  /** A payment the store is returning, still reported approved: its refund is followed. */
  | { kind: 'follow-refund' }
  /**
   * An approved payment the order must not keep: recorded first (when not yet) with the order in
   * the sweep, then its refund is asked for.
   */
  | { kind: 'return'; reason: RefundReason; record: StatusChange | null }
  /**
   * The order does not move; the payment's new state is kept (and, once written, maybe refunded).
   * `notice`: part of the order's own payment was returned at the provider's panel, access kept;
   * or the voucher of the pending payment in cash the order waits for is first recorded.
   */
  | { kind: 'record'; change: StatusChange; thenFollowRefund: boolean; notice?: PartialRefundNotice | PendingCashNotice }
  /**
   * The order moves. `grants` / `revokes`: the change still needs the grant or the revocation,
   * computed from what the store holds (domain/order-access.ts). When the approval's transaction
   * finds the course owned through another order, or no use of the coupon left, the payment is
   * returned for that reason instead.
   */
  | {
      kind: 'move';
      transition: OrderTransition;
      change: StatusChange;
      grants: boolean;
      revokes: boolean;
      notice: MoveNotice;
      /**
       * A charged-back order whose chargeback the seller won: its access (and a certificate the
       * chargeback annulled) is given back. When the course is meanwhile owned through another
       * order, only the payment's new state is recorded (`unlessOwned`).
       */
      reinstates?: { unlessOwned: StatusChange };
    };

const sweepAgainAt = (facts: DecisionFacts) => new Date(facts.now.getTime() + facts.refundRetrySeconds * 1000).toISOString();

/** The change that keeps the order as it is and only records its payments. */
function keepOrder(order: StoredOrder, at: string, payments: RecordedPayment[]): StatusChange {
  return { to: order.status, at, paymentId: order.paymentId, paymentStatus: order.paymentStatus, closes: false, payments };
}

/**
 * Before a payment the order must not keep is returned, it is kept on the order and the order in
 * the sweep: if the provider refuses or cannot be reached, the money is still on record (it counts
 * as standing for access) and the sweep asks for the refund again later. Null when already recorded.
 */
export function returnRecordChange(order: StoredOrder, payment: PaymentReading, facts: DecisionFacts): StatusChange | null {
  const recorded = order.payments ?? [];
  if (isRecorded(recorded, payment)) return null;
  const at = facts.now.toISOString();
  return { ...keepOrder(order, at, recordPayment(recorded, payment, at)), joinsSweepAt: sweepAgainAt(facts) };
}

/** A payment for another amount or currency than its order's: recorded, returned once approved. */
function decideMismatched(order: StoredOrder, payment: PaymentReading, facts: DecisionFacts): PaymentDecision {
  const recorded = order.payments ?? [];
  const entry = recorded.find((candidate) => candidate.id === payment.id);
  if (entry?.refund) {
    // Already being returned: record its new state, follow its refund while approved.
    if (payment.state === 'APPROVED' && refundIsOpen({ state: payment.state, refund: entry.refund })) return { kind: 'follow-refund' };
    if (isRecorded(recorded, payment)) return { kind: 'nothing' };
  } else if (payment.state !== 'APPROVED') {
    // Nothing to return yet (pending, rejected): kept on record only.
    if (isRecorded(recorded, payment)) return { kind: 'nothing' };
  }
  const at = facts.now.toISOString();
  const refund: RecordedRefund | undefined =
    !entry?.refund && payment.state === 'APPROVED'
      ? { reason: 'AMOUNT_MISMATCH', at, refundId: null, note: null, attempt: 0, state: 'REQUESTED' }
      : undefined;
  return {
    kind: 'record',
    change: {
      ...keepOrder(order, at, recordPayment(recorded, payment, at, refund)),
      statusReason: order.statusReason,
      ...(refund ? { joinsSweepAt: sweepAgainAt(facts) } : {}),
    },
    thenFollowRefund: Boolean(refund),
  };
}

/** What `payment` does to `order` now. */
export function decidePayment(order: StoredOrder, payment: PaymentReading, facts: DecisionFacts): PaymentDecision {
  const mismatch = paymentMismatch(order, payment);
  if (mismatch === 'reference') return { kind: 'nothing' };
  if (mismatch) return decideMismatched(order, payment, facts);

  const recorded = order.payments ?? [];
  const entry = recorded.find((candidate) => candidate.id === payment.id);
  // A payment the store is returning: follow its refund (the provider still reports it approved).
  if (entry && payment.state === 'APPROVED' && refundIsOpen({ state: payment.state, refund: entry.refund })) {
    return { kind: 'follow-refund' };
  }
  const at = facts.now.toISOString();
  const extra = refundReasonFor({ ...order, payments: recorded }, payment);
  if (extra) {
    return { kind: 'return', reason: extra, record: returnRecordChange(order, payment, facts) };
  }

  // A chargeback the provider resolved in the seller's favour (the money came back to the seller)
  // is no reversal of the purchase (docs/decisions/, "chargeback won").
  if (payment.state === 'CHARGED_BACK' && payment.chargeback === 'WON' && order.paymentId === payment.id) {
    if (order.status === 'CHARGED_BACK') return reinstatement(order, payment, at);
    if (order.status === 'APPROVED') {
      return isRecorded(recorded, payment)
        ? { kind: 'nothing' }
        : { kind: 'record', change: keepOrder(order, at, recordPayment(recorded, payment, at)), thenFollowRefund: false };
    }
  }

  const returned = isReturnedState(payment.state);
  // A refund the store asked for (admin, revocation) was recorded with its reason beforehand.
  const requested = entry?.refund ?? null;
  const withPayment = recordPayment(recorded, payment, at);

  // The approving payment returned while another approved one still stands: access stays.
  const standing = returned && order.status === 'APPROVED' && order.paymentId === payment.id ? standingPayment(recorded, payment.id) : null;
  if (standing) {
    return {
      kind: 'record',
      change: {
        to: 'APPROVED',
        at,
        paymentId: standing.id,
        paymentStatus: standing.status,
        closes: false,
        // The standing payment now pays for the purchase: a refund of it not taken on is called off.
        payments: withPayment.map((candidate) => (candidate.id === standing.id ? { ...candidate, refund: null } : candidate)),
      },
      thenFollowRefund: false,
    };
  }
  const transition = nextOrderTransition(
    { status: order.status, paymentId: order.paymentId, closed: order.closed },
    { id: payment.id, state: payment.state },
  );
  if (!transition) {
    if (isRecorded(recorded, payment)) return { kind: 'nothing' };
    // Nothing moves, but the payment's new state is kept on the order.
    const notice =
      partialRefundNotice(order, payment, entry) ??
      pendingCashNotice({ to: order.status, paymentId: order.paymentId }, payment, entry, facts.now);
    return { kind: 'record', change: keepOrder(order, at, withPayment), thenFollowRefund: false, ...(notice ? { notice } : {}) };
  }

  let coupon: CouponMove | undefined;
  if (transition.grantsAccess && order.couponCode && !order.couponCounted) {
    coupon = order.couponHeld ? 'confirm' : 'claim-and-confirm';
  } else if (order.couponHeld && transition.to !== 'IN_PROCESS') {
    // The order ends without approval (rejected, cancelled, or its money returned): the held use goes back.
    coupon = 'release';
  } else if (transition.revokesAccess && transition.to === 'REFUNDED' && order.couponCode && order.couponCounted) {
    // A refund gives the coupon's use back; a chargeback does not (docs/decisions/, 2026-11-27).
    coupon = 'return';
  }
  return {
    kind: 'move',
    transition,
    change: {
      to: transition.to,
      at,
      paymentId: payment.id,
      paymentStatus: payment.status,
      closes: transition.closes,
      payments: withPayment,
      ...(returned && requested ? { statusReason: requested.reason, note: requested.note } : {}),
      ...(coupon ? { coupon } : {}),
      leavesSweep: transition.to === 'APPROVED' || transition.closes,
    },
    grants: transition.grantsAccess,
    revokes: transition.revokesAccess,
    // A refund the store asked for (admin, revocation) that closed the order, or one made at
    // the provider's panel that ended its access, is told to the buyer once, by whichever path made this move.
    notice: transition.grantsAccess
      ? { kind: 'purchase-approved' }
      : (refundNotice(transition, payment, entry, requested) ??
        pendingCashNotice({ to: transition.to, paymentId: payment.id }, payment, entry, facts.now)),
  };
}

/**
 * The voucher to tell the buyer of, when this write leaves the order waiting (IN_PROCESS) for this
 * very payment, pending in cash, and records its voucher for the first time: the write that owes
 * it is the one that makes the voucher appear on the order, so a reading already recorded (a
 * duplicated notification, the sweep) writes nothing and owes nothing. A voucher past its date is
 * not told (the order's view says it expired). Once per payment besides: the effect's id names the
 * payment (domain/effects.ts, orderPaymentEffectId).
 */
function pendingCashNotice(
  after: { to: StoredOrder['status']; paymentId: string | null },
  payment: PaymentReading,
  entry: RecordedPayment | undefined,
  now: Date,
): PendingCashNotice | null {
  if (after.to !== 'IN_PROCESS' || after.paymentId !== payment.id) return null;
  if (payment.state !== 'PENDING' || !payment.voucher || entry?.voucher) return null;
  if (payment.voucher.expiresAt !== null && Date.parse(payment.voucher.expiresAt) <= now.getTime()) return null;
  return { kind: 'purchase-pending-cash', voucher: payment.voucher };
}

/**
 * A partial refund of the order's own payment that nobody at the store asked for (the store's
 * refunds are whole): the money it returned, once — the write that records the grown refunded
 * amount owes it, and a reading already recorded writes nothing.
 */
function partialRefundNotice(order: StoredOrder, payment: PaymentReading, entry: RecordedPayment | undefined): PartialRefundNotice | null {
  if (order.status !== 'APPROVED' || order.paymentId !== payment.id || payment.state !== 'APPROVED' || entry?.refund) return null;
  const before = toCents(entry?.refundedAmount ?? 0);
  const after = toCents(payment.refundedAmount);
  if (after <= before) return null;
  return { kind: 'partially-refunded', amount: (after - before) / 100, returned: after / 100 };
}

/** The refund e-mail a move owes, with the money it returned (after partial refunds, what was left). */
function refundNotice(
  transition: OrderTransition,
  payment: PaymentReading,
  entry: RecordedPayment | undefined,
  requested: RecordedRefund | null,
): MoveNotice {
  if (!transition.closes || transition.to !== 'REFUNDED') return null;
  let reason: Extract<RefundReason, 'ADMIN' | 'REGRET'> | null;
  if (requested) {
    if (!isStoreRefund(requested.reason)) return null;
    reason = requested.reason;
  } else {
    // Refunded at the provider by nobody at the store: only the order's own payment ends its access.
    if (payment.state !== 'REFUNDED' || !transition.revokesAccess) return null;
    reason = null;
  }
  const earlier = entry?.refundedAmount ?? 0;
  const total = payment.refundedAmount > 0 ? payment.refundedAmount : payment.amount;
  return { kind: 'purchase-refunded', reason, amount: Math.max(0, toCents(total) - toCents(earlier)) / 100, earlier };
}

/**
 * The chargeback of the order's own payment was won by the seller: the order is APPROVED again (a
 * recorded move), its access granted again. The coupon's use was never given back for the
 * chargeback, so none is taken now.
 */
function reinstatement(order: StoredOrder, payment: PaymentReading, at: string): PaymentDecision {
  const payments = recordPayment(order.payments ?? [], payment, at);
  return {
    kind: 'move',
    transition: { from: order.status, to: 'APPROVED', grantsAccess: true, revokesAccess: false, closes: false },
    change: {
      to: 'APPROVED',
      at,
      paymentId: payment.id,
      paymentStatus: payment.status,
      closes: false,
      reopens: true,
      payments,
      statusReason: null,
      note: 'Contracargo resuelto a favor del vendedor: se restituye el acceso.',
      leavesSweep: true,
    },
    grants: true,
    revokes: false,
    notice: null,
    reinstates: { unlessOwned: keepOrder(order, at, payments) },
  };
}

/** What the provider answered a refund request (an unreachable provider throws instead: same key later). */
export type RefundAnswer =
  | { kind: 'accepted'; refundId: string; state: RefundState }
  /** Already refunded or charged back (e.g. by hand at the provider): that is the goal. */
  | { kind: 'already-returned' }
  /** This attempt was refused for good (balance, …): the next one needs a new key. */
  | { kind: 'refused'; detail: string }
  /** Past the provider's refund window. */
  | { kind: 'too-old' };

/** The store's own statement that it returned or is returning the money (e-mail, order closed). */
const isReturning = (state: RefundState) => state === 'APPROVED' || state === 'PENDING';

/** Why a refund the store itself asked for happened (admin, revocation) or which automatic rule. */
export interface RefundContext {
  reason: RefundReason;
  note: string | null;
}

export type RefundAnswerDecision = { kind: 'nothing' } | { kind: 'record'; change: StatusChange; state: RefundState; tellsBuyer: boolean };

/**
 * Recording what the provider answered a refund of `payment`. A refund the provider made or is
 * making of a purchase that never got access (already owned, coupon used up) ends the order
 * REFUNDED; the buyer is told once, when an automatic refund is first on its way back (a refund
 * people asked for is told when it closes the order). A refund still open keeps the order in the sweep.
 */
export function decideRefundAnswer(
  order: StoredOrder,
  payment: PaymentReading,
  context: RefundContext,
  attempt: number,
  answer: RefundAnswer,
  facts: DecisionFacts,
): RefundAnswerDecision {
  const recorded = order.payments ?? [];
  const previous = recorded.find((entry) => entry.id === payment.id) ?? null;
  const previousState = previous ? refundStateOf(previous) : null;
  const state: RefundState =
    answer.kind === 'accepted'
      ? answer.state
      : answer.kind === 'already-returned'
        ? 'APPROVED'
        : answer.kind === 'too-old'
          ? 'TOO_OLD'
          : 'REFUSED';
  const refundId = answer.kind === 'accepted' ? answer.refundId : (previous?.refund?.refundId ?? null);
  // Nothing new (a concurrent follower recorded the same answer).
  if (previous?.refund && previousState === state && previous.refund.refundId === refundId && (previous.refund.attempt ?? 0) === attempt) {
    return { kind: 'nothing' };
  }
  const at = facts.now.toISOString();
  const refund: RecordedRefund = { reason: context.reason, at, refundId, note: context.note, attempt, state };
  const stillOpen = state === 'PENDING' || state === 'REFUSED';
  const endsOrder =
    isReturning(state) &&
    (context.reason === 'ALREADY_OWNED' || context.reason === 'COUPON_EXHAUSTED') &&
    order.status !== 'APPROVED' &&
    !order.closed;
  const coupon: CouponMove | undefined = endsOrder && order.couponHeld ? 'release' : undefined;
  return {
    kind: 'record',
    state,
    tellsBuyer: isReturning(state) && !(previousState && isReturning(previousState)) && !isStoreRefund(context.reason),
    change: {
      to: endsOrder ? 'REFUNDED' : order.status,
      at,
      paymentId: endsOrder ? payment.id : order.paymentId,
      paymentStatus: endsOrder ? payment.returnedStatus : order.paymentStatus,
      closes: endsOrder,
      payments: recordPayment(recorded, payment, at, refund),
      ...(endsOrder ? { statusReason: context.reason } : { statusReason: order.statusReason }),
      ...(stillOpen ? { joinsSweepAt: sweepAgainAt(facts) } : { leavesSweep: endsOrder || order.closed || order.status === 'APPROVED' }),
      ...(coupon ? { coupon } : {}),
    },
  };
}

export type RefundFollowPlan =
  | { kind: 'nothing' }
  /** The provider already says where the refund stands: record it. */
  | { kind: 'record'; context: RefundContext; attempt: number; answer: RefundAnswer }
  /** Ask the provider (again) with this attempt's key. */
  | { kind: 'ask'; context: RefundContext; attempt: number };

/**
 * A payment the store is returning, which the provider still reports approved: where its refund
 * stands and whether to ask again — the same key when the last answer is unknown, a new key after
 * a refusal (at most once per refundRetrySeconds, unless an admin presses now), nothing while pending.
 */
export function planRefundFollow(order: StoredOrder, payment: PaymentReading, facts: DecisionFacts, retryNow: boolean): RefundFollowPlan {
  const entry = (order.payments ?? []).find((candidate) => candidate.id === payment.id);
  const refund = entry?.refund;
  if (!entry || !refund) return { kind: 'nothing' };
  const context: RefundContext = { reason: refund.reason, note: refund.note };
  let state = refundStateOf({ state: payment.state, refund });
  let attempt = refund.attempt ?? 0;
  const atProvider = refund.refundId ? payment.refunds.find((candidate) => candidate.id === refund.refundId) : undefined;
  if (atProvider) {
    const reported: RefundState = atProvider.progress;
    if (reported !== 'REFUSED')
      return { kind: 'record', context, attempt, answer: { kind: 'accepted', refundId: atProvider.id, state: reported } };
    state = 'REFUSED';
  }
  if (state === 'REFUSED') {
    // Asked again only once the retry delay has passed since the refusal was recorded.
    if (!retryNow && facts.now.getTime() - Date.parse(refund.at) < facts.refundRetrySeconds * 1000) return { kind: 'nothing' };
    attempt += 1;
  }
  return { kind: 'ask', context, attempt };
}

/**
 * Recording, before asking the provider, that the store is returning these payments and why
 * (admin, revocation); null when every one is already marked.
 */
export function refundRequestChange(
  order: StoredOrder,
  paymentIds: readonly string[],
  context: RefundContext,
  facts: DecisionFacts,
): StatusChange | null {
  const at = facts.now.toISOString();
  const recorded = order.payments ?? [];
  const missing = paymentIds.filter((id) => !recorded.some((entry) => entry.id === id && entry.refund));
  if (missing.length === 0) return null;
  const marked = recorded.map((entry) =>
    missing.includes(entry.id)
      ? { ...entry, refund: { reason: context.reason, at, refundId: null, note: context.note, attempt: 0, state: 'REQUESTED' as const } }
      : entry,
  );
  return {
    ...keepOrder(order, at, marked),
    statusReason: order.statusReason,
    // No note: a request is not a move of the order, so it writes no history line (it showed as a
    // second "Aprobada"); the payment keeps the request (reason, note, state) and the move to
    // REFUNDED carries the reason and the note.
    // Followed by the sweep until the provider has made it (a pending or refused refund).
    joinsSweepAt: sweepAgainAt(facts),
  };
}

/** Whether another payment of the order still has a refund the sweep must follow. */
const hasOpenRefundBesides = (order: StoredOrder, paymentId: string) =>
  (order.payments ?? []).some((entry) => entry.id !== paymentId && refundIsOpen(entry));

/**
 * An admin returned a payment another way: its refund becomes SETTLED_BY_HAND (null when it has
 * no refund or already is).
 */
export function settleByHandChange(order: StoredOrder, paymentId: string, note: string, facts: DecisionFacts): StatusChange | null {
  const entry = (order.payments ?? []).find((candidate) => candidate.id === paymentId);
  if (!entry?.refund || entry.refund.state === 'SETTLED_BY_HAND') return null;
  const at = facts.now.toISOString();
  const settled = { ...entry.refund, at, state: 'SETTLED_BY_HAND' as const, note: [entry.refund.note, note].filter(Boolean).join(' — ') };
  return {
    ...keepOrder(
      order,
      at,
      (order.payments ?? []).map((candidate) => (candidate.id === paymentId ? { ...candidate, refund: settled } : candidate)),
    ),
    statusReason: order.statusReason,
    note: `Reembolso resuelto a mano: ${note}`,
    leavesSweep: !hasOpenRefundBesides(order, paymentId) && (order.closed || order.status === 'APPROVED'),
  };
}

/** An order whose checkout expired with no payment under way: ended, its coupon use freed. */
export function expiryChange(order: StoredOrder, facts: Pick<DecisionFacts, 'now'>): StatusChange {
  return {
    to: order.status === 'CREATED' ? 'CANCELLED' : order.status,
    at: facts.now.toISOString(),
    paymentId: order.paymentId,
    paymentStatus: order.paymentStatus,
    closes: true,
    payments: order.payments ?? [],
    statusReason: 'CHECKOUT_EXPIRED',
    leavesSweep: true,
    ...(order.couponHeld ? { coupon: 'release' as const } : {}),
  };
}
