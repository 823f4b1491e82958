// Applying one payment, as the provider reports it now, to its order: the one place where money
// becomes access. Reached from the webhook, the reconciliation (app start and the scheduled
// sweep) and the admin's refunds; safe to call any number of times, concurrently, in any order.
//
// - A payment moves the order only if it is for that order, in ARS, for the order's exact amount;
//   an approved one for another amount or currency is money taken for nothing: it is returned
//   (AMOUNT_MISMATCH) and the order stays as it was.
// - Every payment is recorded on the order (id, status, amount, date).
// - Every refund the store asks for is followed to its end (domain/order-payments.ts, RefundState):
//   the provider's answer and the refund's status are read; a pending refund is checked again by
//   the sweep; a refused one is asked again after refundRetrySeconds with a new idempotency key;
//   one past the provider's refund window is left to the admin (TOO_OLD, settled by hand).
// - Moves follow the monotonic state machine (domain/order-status.ts) and are conditional writes
//   in one transaction with the entitlement, the coupon's use and the order's place in the sweep.
// - A purchase keeps one captured payment: a second approved payment for a paid order, for a
//   course owned through another order, for a closed order, or past the coupon's limit is
//   refunded through the provider (idempotency key per payment), recorded and e-mailed.
// - Access follows the payments: the refund of the approving payment revokes access only when no
//   other approved, unrefunded payment of the order grants it.
// - A write that lost a race (the order moved, or DynamoDB cancelled it for a conflicting
//   transaction) is decided again from the order as it is now, after a growing, jittered wait
//   (domain/retry-backoff.ts), at most MAX_MOVE_ATTEMPTS times in all.
import { nextOrderTransition } from '../../domain/order-status';
import {
  isRecorded,
  isStoreRefund,
  recordPayment,
  refundIsOpen,
  refundKeyOf,
  refundReasonFor,
  refundStateOf,
  standingPayment,
  type RecordedRefund,
  type RefundReason,
  type RefundState,
} from '../../domain/order-payments';
import { sameCents } from '../../domain/money';
import { CURRENCY } from '../../domain/pricing';
import { periodAfterPurchase } from '../../domain/planning-calendar';
import { backoffDelayMs, waitMs, type BackoffPolicy } from '../../domain/retry-backoff';
import { toStoreDate } from '../../domain/store-clock';
import type { CertificatesRepository } from '../../data/certificates-repository';
import type { InventoryRepository } from '../../data/inventory-repository';
import type { ItemsRepository } from '../../data/items-repository';
import type { CouponMove, Grant, OrdersRepository, Revocation, StoredOrder } from '../../data/orders-repository';
import type { PlanningUsersRepository, StoredMembership } from '../../data/planning-users-repository';
import { isProviderFailure, type PaymentGateway, type ProviderPayment } from '../../payments/payment-provider';
import type { PurchaseMail } from './purchase-mail';

export interface ApplyPaymentDependencies {
  orders: OrdersRepository;
  items: ItemsRepository;
  inventory: InventoryRepository;
  planningUsers: PlanningUsersRepository;
  /** A reversed course purchase annuls the buyer's certificate of that course. */
  certificates: Pick<CertificatesRepository, 'getForHolder'>;
  payments: PaymentGateway;
  mail: PurchaseMail;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  logInfo?: (message: string, detail: unknown) => void;
  /** When the sweep retries a refund the provider could not make. */
  refundRetrySeconds: number;
  /** Waits between attempts after a lost race (default: for real; tests pass one that does not sleep). */
  wait?: (ms: number) => Promise<void>;
  /** The jitter's source, in [0, 1) (default Math.random). */
  random?: () => number;
}

/** Why a refund the store itself asked for happened (admin or revocation). */
export interface RefundContext {
  reason: RefundReason;
  note: string | null;
}

/** A planning bought without a schedule gives this many weeks. */
const DEFAULT_PLANNING_WEEKS = 4;
const MAX_MOVE_ATTEMPTS = 8;
/**
 * Waits between those attempts: 25, 50, 100, 200, 400, 400, 400 ms steps (half of each random),
 * at most 1.6 s in all, well inside the webhook's and the API's time limits, and long enough for
 * the transaction that won (a duplicate delivery, the sweep, a racing coupon claim) to settle.
 */
const MOVE_BACKOFF: BackoffPolicy = { firstMs: 25, maxMs: 400 };

/** What the provider answered a refund request (an unreachable provider throws instead: same key later). */
type RefundAnswer =
  | { kind: 'accepted'; refundId: string; state: RefundState }
  /** Already refunded or charged back (e.g. by hand at the provider): that is the goal. */
  | { kind: 'already-returned' }
  /** This attempt was refused for good (balance, …): the next one needs a new key. */
  | { kind: 'refused'; detail: string }
  /** Past the provider's refund window. */
  | { kind: 'too-old' };

/** A refund's state from the provider's status of it. */
const refundStateFromProvider = (status: string): RefundState =>
  status === 'approved' ? 'APPROVED' : status === 'rejected' || status === 'cancelled' ? 'REFUSED' : 'PENDING';

/** The store's own statement that it returned or is returning the money (e-mail, order closed). */
const isReturning = (state: RefundState) => state === 'APPROVED' || state === 'PENDING';

/** Whether another payment of the order still has a refund the sweep must follow. */
const hasOpenRefundBesides = (order: StoredOrder, paymentId: string) =>
  (order.payments ?? []).some((entry) => entry.id !== paymentId && refundIsOpen(entry));

function paymentMismatch(order: StoredOrder, payment: ProviderPayment): string | null {
  if (payment.orderId !== order.id) return 'reference';
  if (payment.currency !== CURRENCY) return 'currency';
  if (!sameCents(payment.amount, order.amount)) return 'amount';
  return null;
}

export function createPaymentApplier(deps: ApplyPaymentDependencies) {
  const { orders, items, inventory, planningUsers, certificates, payments, mail, now } = deps;
  const wait = deps.wait ?? waitMs;

  /**
   * After attempt `attempt` (0-based) lost a race: waits (unless it was the last) so the winner's
   * write settles, then reads the order as it is now (null when it is gone).
   */
  async function rereadAfterConflict(orderId: string, attempt: number): Promise<StoredOrder | null> {
    if (attempt + 1 < MAX_MOVE_ATTEMPTS) await wait(backoffDelayMs(attempt + 1, MOVE_BACKOFF, deps.random));
    return orders.get(orderId);
  }

  async function grantFor(order: StoredOrder, at: Date): Promise<Grant> {
    const acquiredAt = at.toISOString();
    let membership: StoredMembership | null = null;
    if (order.item.type === 'PLANNING') {
      const [item, existing] = await Promise.all([items.get(order.item.id), planningUsers.get(order.item.id, order.userId)]);
      // Renewal rules (domain/planning-calendar.ts): a running membership grows from its end date;
      // otherwise a new period whose start the member chooses at their first visit.
      const period = periodAfterPurchase(existing, toStoreDate(at), item?.durationWeeks ?? DEFAULT_PLANNING_WEEKS);
      membership = {
        planningId: order.item.id,
        userId: order.userId,
        firstName: order.buyer.firstName,
        lastName: order.buyer.lastName,
        email: order.buyer.email,
        phone: order.buyer.phone ?? null,
        status: 'ACTIVE',
        startDate: period.startDate,
        endDate: period.endDate,
        startPending: period.startPending,
        orderId: order.id,
        source: 'ORDER',
      };
    }
    return {
      inventory: { itemId: order.item.id, itemType: order.item.type, name: order.item.name, orderId: order.id, acquiredAt },
      membership,
    };
  }

  async function revocationFor(order: StoredOrder, at: Date): Promise<Revocation> {
    // Only what this order granted: a later purchase of the same item keeps its own access.
    const [owned, member] = await Promise.all([
      inventory.get(order.userId, order.item.id),
      order.item.type === 'PLANNING' ? planningUsers.get(order.item.id, order.userId) : Promise.resolve(null),
    ]);
    const revokesCourse = owned?.orderId === order.id;
    // The store stops vouching for a course it took back: the certificate earned with it is
    // annulled (its public page says so), in the same transaction as the revocation.
    const certificate = revokesCourse && order.item.type === 'COURSE' ? await certificates.getForHolder(order.userId, order.item.id) : null;
    return {
      inventoryItemId: revokesCourse ? order.item.id : null,
      membership: member?.orderId === order.id ? { planningId: order.item.id, userId: order.userId } : null,
      certificate:
        certificate && !certificate.annulledOn
          ? { userId: order.userId, courseId: order.item.id, code: certificate.code, annulledOn: toStoreDate(at) }
          : null,
    };
  }

  /**
   * Asks the provider to return a payment with attempt `attempt`'s idempotency key (a retry of
   * the same attempt is made once). Throws when the provider cannot be reached (the same attempt
   * is asked again later).
   */
  async function askRefund(order: StoredOrder, paymentId: string, attempt: number): Promise<RefundAnswer> {
    const provider = await payments.forSeller(order.item.seller);
    try {
      const refund = await provider.refundPayment(paymentId, refundKeyOf(paymentId, attempt));
      return { kind: 'accepted', refundId: refund.id, state: refundStateFromProvider(refund.status) };
    } catch (error) {
      if (!isProviderFailure(error) || error.kind !== 'rejected') throw error;
      const current = await provider.getPayment(paymentId);
      if (current && (current.status === 'refunded' || current.status === 'charged_back')) return { kind: 'already-returned' };
      if (error.refusal === 'refund-window-closed') return { kind: 'too-old' };
      deps.logError('refund refused by the provider; asked again later with a new key', {
        orderId: order.id,
        paymentId,
        attempt,
        error: error.message,
      });
      return { kind: 'refused', detail: error.message };
    }
  }

  /**
   * Records what the provider answered a refund of `payment` on the order. A refund the provider
   * made or is making (APPROVED, PENDING) of a purchase that never got access (already owned,
   * coupon used up) ends the order REFUNDED; the buyer is e-mailed once for an automatic refund.
   * A refund still open keeps the order in the sweep; 'changed' never: conflicts are retried here.
   */
  async function recordRefundAnswer(
    initial: StoredOrder,
    payment: ProviderPayment,
    context: RefundContext,
    attempt: number,
    answer: RefundAnswer,
  ): Promise<StoredOrder> {
    let order = initial;
    for (let tries = 0; tries < MAX_MOVE_ATTEMPTS; tries += 1) {
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
      if (
        previous?.refund &&
        previousState === state &&
        previous.refund.refundId === refundId &&
        (previous.refund.attempt ?? 0) === attempt
      ) {
        return order;
      }
      const at = now().toISOString();
      const refund: RecordedRefund = { reason: context.reason, at, refundId, note: context.note, attempt, state };
      const stillOpen = state === 'PENDING' || state === 'REFUSED';
      const endsOrder =
        isReturning(state) &&
        (context.reason === 'ALREADY_OWNED' || context.reason === 'COUPON_EXHAUSTED') &&
        order.status !== 'APPROVED' &&
        !order.closed;
      const coupon: CouponMove | undefined = endsOrder && order.couponHeld ? 'release' : undefined;
      const result = await orders.applyStatusChange(order, {
        to: endsOrder ? 'REFUNDED' : order.status,
        at,
        paymentId: endsOrder ? payment.id : order.paymentId,
        paymentStatus: endsOrder ? 'refunded' : order.paymentStatus,
        closes: endsOrder,
        payments: recordPayment(recorded, payment, at, refund),
        ...(endsOrder ? { statusReason: context.reason } : { statusReason: order.statusReason }),
        ...(stillOpen
          ? { joinsSweepAt: new Date(Date.parse(at) + deps.refundRetrySeconds * 1000).toISOString() }
          : { leavesSweep: endsOrder || order.closed || order.status === 'APPROVED' }),
        ...(coupon ? { coupon } : {}),
      });
      if (result === 'applied') {
        deps.logInfo?.('refund recorded', { orderId: order.id, paymentId: payment.id, reason: context.reason, attempt, state });
        // Committed: a failed re-read must not fail this delivery, so the e-mail goes from the order as written.
        const after = (await orders.get(order.id).catch(() => null)) ?? order;
        // The buyer hears once, when the store first has the money on its way back (automatic refunds;
        // a refund people asked for is told when it closes the order).
        if (isReturning(state) && !(previousState && isReturning(previousState)) && !isStoreRefund(context.reason)) {
          await mail.paymentReturned(after, payment, context.reason);
        }
        return after;
      }
      const fresh = await rereadAfterConflict(order.id, tries);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while recording the refund of payment ${payment.id}`);
  }

  /**
   * A payment the store is returning, which the provider still reports approved: reads where its
   * refund stands and asks again when it must — the same key when the last answer is unknown,
   * a new key after a refusal (at most once per refundRetrySeconds), nothing while it is pending.
   */
  async function followRefund(order: StoredOrder, payment: ProviderPayment, options: { retryNow?: boolean } = {}): Promise<StoredOrder> {
    const entry = (order.payments ?? []).find((candidate) => candidate.id === payment.id);
    const refund = entry?.refund;
    if (!entry || !refund) return order;
    const context: RefundContext = { reason: refund.reason, note: refund.note };
    let state = refundStateOf({ status: payment.status, refund });
    let attempt = refund.attempt ?? 0;
    const atProvider = refund.refundId ? payment.refunds.find((candidate) => candidate.id === refund.refundId) : undefined;
    if (atProvider) {
      const reported = refundStateFromProvider(atProvider.status);
      if (reported !== 'REFUSED') {
        return recordRefundAnswer(order, payment, context, attempt, { kind: 'accepted', refundId: atProvider.id, state: reported });
      }
      state = 'REFUSED';
    }
    if (state === 'REFUSED') {
      // Asked again only once the retry delay has passed since the refusal was recorded.
      if (!options.retryNow && now().getTime() - Date.parse(refund.at) < deps.refundRetrySeconds * 1000) return order;
      attempt += 1;
    }
    const answer = await askRefund(order, payment.id, attempt);
    return recordRefundAnswer(order, payment, context, attempt, answer);
  }

  /** Stops the order's checkout from taking more payments (best effort: a late one is refunded anyway). */
  async function closeCheckout(order: StoredOrder): Promise<void> {
    if (!order.preferenceId) return;
    try {
      await (await payments.forSeller(order.item.seller)).closeCheckout(order.preferenceId, now());
    } catch (error) {
      deps.logError('checkout could not be closed after approval', { orderId: order.id, error: String(error) });
    }
  }

  /**
   * Returns an approved payment the order must not keep, then records it. For a purchase that
   * never got access (already owned, coupon used up) the order ends REFUNDED with the reason.
   * 'changed': the order moved before the payment could be put on record; the caller decides
   * again from the order as it is now (within its own bound of attempts).
   */
  async function returnPayment(initial: StoredOrder, payment: ProviderPayment, reason: RefundReason): Promise<StoredOrder | 'changed'> {
    let order = initial;
    // First the payment is kept on the order, and the order in the sweep: if the provider refuses
    // or cannot be reached, the money is still on record (it counts as standing for access) and
    // the sweep asks for the refund again later.
    if (!isRecorded(order.payments ?? [], payment)) {
      const at = now();
      const result = await orders.applyStatusChange(order, {
        to: order.status,
        at: at.toISOString(),
        paymentId: order.paymentId,
        paymentStatus: order.paymentStatus,
        closes: false,
        payments: recordPayment(order.payments ?? [], payment, at.toISOString()),
        joinsSweepAt: new Date(at.getTime() + deps.refundRetrySeconds * 1000).toISOString(),
      });
      if (result !== 'applied') return 'changed';
      const fresh = await orders.get(order.id);
      if (!fresh) return order;
      order = fresh;
    }
    const answer = await askRefund(order, payment.id, 0);
    return recordRefundAnswer(order, payment, { reason, note: null }, 0, answer);
  }

  /**
   * Records, before asking the provider, that the store is returning these payments and why
   * (admin, revocation): whichever path later sees them refunded (webhook, sweep, the admin's own
   * call) closes the order with that reason.
   */
  async function markRefundRequested(initial: StoredOrder, paymentIds: readonly string[], context: RefundContext): Promise<StoredOrder> {
    let order = initial;
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const at = now().toISOString();
      const recorded = order.payments ?? [];
      const missing = paymentIds.filter((id) => !recorded.some((entry) => entry.id === id && entry.refund));
      if (missing.length === 0) return order;
      const marked = recorded.map((entry) =>
        missing.includes(entry.id)
          ? {
              ...entry,
              refund: { reason: context.reason, at, refundId: null, note: context.note, attempt: 0, state: 'REQUESTED' as const },
            }
          : entry,
      );
      const result = await orders.applyStatusChange(order, {
        to: order.status,
        at,
        paymentId: order.paymentId,
        paymentStatus: order.paymentStatus,
        closes: false,
        payments: marked,
        statusReason: order.statusReason,
        // No note here: a request is not a move of the order, so it writes no history line (it
        // showed as a second "Aprobada"); the payment keeps the request (reason, note, state) and
        // the move to REFUNDED carries the reason and the note.
        // Followed by the sweep until the provider has made it (a pending or refused refund).
        joinsSweepAt: new Date(Date.parse(at) + deps.refundRetrySeconds * 1000).toISOString(),
      });
      if (result === 'applied') return (await orders.get(order.id)) ?? order;
      const fresh = await rereadAfterConflict(order.id, attempt);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while recording a refund request`);
  }

  /**
   * A payment for another amount or currency than its order's: recorded on the order as being
   * returned (so it never counts for access), then refunded and followed like any refund once
   * approved. The order itself does not move.
   */
  async function returnMismatchedPayment(initial: StoredOrder, payment: ProviderPayment): Promise<StoredOrder> {
    let order = initial;
    for (let tries = 0; tries < MAX_MOVE_ATTEMPTS; tries += 1) {
      const entry = (order.payments ?? []).find((candidate) => candidate.id === payment.id);
      if (entry?.refund) {
        // Already being returned: record its new state, follow its refund while approved.
        if (payment.status === 'approved' && refundIsOpen({ status: payment.status, refund: entry.refund }))
          return followRefund(order, payment);
        if (isRecorded(order.payments ?? [], payment)) return order;
      } else if (payment.status !== 'approved') {
        // Nothing to return yet (pending, rejected): kept on record only.
        if (isRecorded(order.payments ?? [], payment)) return order;
      }
      const at = now().toISOString();
      const refund: RecordedRefund | undefined =
        !entry?.refund && payment.status === 'approved'
          ? { reason: 'AMOUNT_MISMATCH', at, refundId: null, note: null, attempt: 0, state: 'REQUESTED' }
          : undefined;
      const result = await orders.applyStatusChange(order, {
        to: order.status,
        at,
        paymentId: order.paymentId,
        paymentStatus: order.paymentStatus,
        closes: false,
        payments: recordPayment(order.payments ?? [], payment, at, refund),
        statusReason: order.statusReason,
        ...(refund ? { joinsSweepAt: new Date(Date.parse(at) + deps.refundRetrySeconds * 1000).toISOString() } : {}),
      });
      if (result === 'applied') {
        const fresh = (await orders.get(order.id)) ?? order;
        if (!refund) return fresh;
        return followRefund(fresh, payment);
      }
      const fresh = await rereadAfterConflict(order.id, tries);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while returning mismatched payment ${payment.id}`);
  }

  /** Applies one payment to its order and returns the order as it is afterwards. */
  async function applyPayment(initial: StoredOrder, payment: ProviderPayment): Promise<StoredOrder> {
    const mismatch = paymentMismatch(initial, payment);
    if (mismatch) {
      deps.logError('payment does not match its order; order left as it was', {
        orderId: initial.id,
        paymentId: payment.id,
        mismatch,
        paid: `${payment.amount} ${payment.currency}`,
        expected: `${initial.amount} ${initial.currency}`,
      });
      // Money taken for nothing (another amount or currency for this order) goes back.
      if (mismatch !== 'reference') return returnMismatchedPayment(initial, payment);
      return initial;
    }
    let order = initial;
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const recorded = order.payments ?? [];
      const entry = recorded.find((candidate) => candidate.id === payment.id);
      // A payment the store is returning: follow its refund (the provider still reports it approved).
      if (entry && payment.status === 'approved' && refundIsOpen({ status: payment.status, refund: entry.refund })) {
        return followRefund(order, payment);
      }
      const extra = refundReasonFor({ ...order, payments: recorded }, payment);
      if (extra) {
        const handedBack = await returnPayment(order, payment, extra);
        if (handedBack !== 'changed') return handedBack;
        const fresh = await rereadAfterConflict(order.id, attempt);
        if (!fresh) return order;
        order = fresh;
        continue;
      }

      const at = now();
      const atIso = at.toISOString();
      const returned = payment.status === 'refunded' || payment.status === 'charged_back';
      // A refund the store asked for (admin, revocation) was recorded with its reason beforehand.
      const requested = recorded.find((entry) => entry.id === payment.id)?.refund ?? null;
      const withPayment = recordPayment(recorded, payment, atIso);

      // The approving payment returned while another approved one still stands: access stays.
      const standing =
        returned && order.status === 'APPROVED' && order.paymentId === payment.id ? standingPayment(recorded, payment.id) : null;
      const transition = standing
        ? null
        : nextOrderTransition(
            { status: order.status, paymentId: order.paymentId, closed: order.closed },
            { id: payment.id, status: payment.status },
          );

      let result;
      if (standing) {
        result = await orders.applyStatusChange(order, {
          to: 'APPROVED',
          at: atIso,
          paymentId: standing.id,
          paymentStatus: standing.status,
          closes: false,
          // The standing payment now pays for the purchase: a refund of it not taken on is called off.
          payments: withPayment.map((entry) => (entry.id === standing.id ? { ...entry, refund: null } : entry)),
        });
      } else if (!transition) {
        if (isRecorded(recorded, payment)) return order;
        // Nothing moves, but the payment's new state is kept on the order.
        result = await orders.applyStatusChange(order, {
          to: order.status,
          at: atIso,
          paymentId: order.paymentId,
          paymentStatus: order.paymentStatus,
          closes: false,
          payments: withPayment,
        });
      } else {
        let coupon: CouponMove | undefined;
        if (transition.grantsAccess && order.couponCode && !order.couponCounted) {
          coupon = order.couponHeld ? 'confirm' : 'claim-and-confirm';
        } else if (order.couponHeld && transition.to !== 'IN_PROCESS') {
          // The order ends without approval (rejected, cancelled, or its money returned): the held use goes back.
          coupon = 'release';
        } else if (transition.revokesAccess && transition.to === 'REFUNDED' && order.couponCode && order.couponCounted) {
          // A refund gives the coupon's use back; a chargeback does not (docs/decisions.md, 2026-11-27).
          coupon = 'return';
        }
        result = await orders.applyStatusChange(order, {
          to: transition.to,
          at: atIso,
          paymentId: payment.id,
          paymentStatus: payment.status,
          closes: transition.closes,
          payments: withPayment,
          ...(returned && requested ? { statusReason: requested.reason, note: requested.note } : {}),
          ...(transition.grantsAccess ? { grant: await grantFor(order, at) } : {}),
          ...(transition.revokesAccess ? { revoke: await revocationFor(order, at) } : {}),
          ...(coupon ? { coupon } : {}),
          leavesSweep: transition.to === 'APPROVED' || transition.closes,
        });
        if (result === 'applied') {
          deps.logInfo?.('order moved', { orderId: order.id, from: transition.from, to: transition.to, paymentId: payment.id });
          // Committed: a failed re-read must not fail this delivery (a redelivery finds the payment
          // recorded and sends nothing), so the e-mail goes from the order as it was written.
          const moved = (await orders.get(order.id).catch(() => null)) ?? { ...order, status: transition.to };
          if (transition.grantsAccess) {
            await closeCheckout(moved);
            await mail.approved(moved);
          } else if (transition.closes && returned && requested && isStoreRefund(requested.reason)) {
            // A refund the store asked for (admin, revocation) closed the order: the buyer is told
            // once, by whichever path won this move (the admin's call, a second press racing it,
            // the refund's webhook, the sweep).
            await mail.purchaseRefunded(moved, requested.reason);
          }
          return moved;
        }
        if (result === 'already-owned' || result === 'coupon-exhausted') {
          const handedBack = await returnPayment(order, payment, result === 'already-owned' ? 'ALREADY_OWNED' : 'COUPON_EXHAUSTED');
          if (handedBack !== 'changed') return handedBack;
        }
      }
      if (result === 'applied') return (await orders.get(order.id)) ?? order;
      const fresh = await rereadAfterConflict(order.id, attempt);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while applying payment ${payment.id}`);
  }

  /**
   * An admin returned a payment another way (refused, or past the provider's refund window):
   * its refund becomes SETTLED_BY_HAND, and when it paid for the purchase the order closes as
   * that refund (access revoked, buyer told) exactly as if the provider had refunded it.
   */
  async function settleRefundByHand(initial: StoredOrder, paymentId: string, note: string): Promise<StoredOrder> {
    let order = initial;
    for (let tries = 0; tries < MAX_MOVE_ATTEMPTS; tries += 1) {
      const entry = (order.payments ?? []).find((candidate) => candidate.id === paymentId);
      if (!entry?.refund) return order;
      if (entry.refund.state !== 'SETTLED_BY_HAND') {
        const at = now().toISOString();
        const settled = {
          ...entry.refund,
          at,
          state: 'SETTLED_BY_HAND' as const,
          note: [entry.refund.note, note].filter(Boolean).join(' — '),
        };
        const result = await orders.applyStatusChange(order, {
          to: order.status,
          at,
          paymentId: order.paymentId,
          paymentStatus: order.paymentStatus,
          closes: false,
          payments: (order.payments ?? []).map((candidate) => (candidate.id === paymentId ? { ...candidate, refund: settled } : candidate)),
          statusReason: order.statusReason,
          note: `Reembolso resuelto a mano: ${note}`,
          leavesSweep: !hasOpenRefundBesides(order, paymentId) && (order.closed || order.status === 'APPROVED'),
        });
        if (result !== 'applied') {
          const fresh = await rereadAfterConflict(order.id, tries);
          if (!fresh) return order;
          order = fresh;
          continue;
        }
        order = (await orders.get(order.id)) ?? order;
      }
      if (order.status !== 'APPROVED' || order.paymentId !== paymentId) return order;
      // The purchase's own payment: closed as refunded, from the order's record of it.
      return applyPayment(order, {
        id: paymentId,
        status: 'refunded',
        statusDetail: null,
        orderId: order.id,
        amount: entry.amount,
        refundedAmount: entry.amount,
        currency: order.currency,
        createdAt: null,
        approvedAt: null,
        updatedAt: null,
        refunds: [],
      });
    }
    throw new Error(`order ${order.id} kept changing while settling a refund by hand`);
  }

  return { applyPayment, followRefund, markRefundRequested, settleRefundByHand };
}

export type PaymentApplier = ReturnType<typeof createPaymentApplier>;
