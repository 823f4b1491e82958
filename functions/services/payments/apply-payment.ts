// Applying one payment, as the provider reports it now, to its order: the one place where money
// becomes access. Reached from the webhook, the reconciliation (app start and the scheduled
// sweep) and the admin's refunds; safe to call any number of times, concurrently, in any order.
//
// - A payment moves the order only if it is for that order, in ARS, for the order's exact amount.
// - Every payment is recorded on the order (id, status, amount, date).
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
  refundReasonFor,
  standingPayment,
  type RecordedRefund,
  type RefundReason,
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

/** The idempotency key of the one refund a payment can have. */
const refundKeyOf = (paymentId: string) => `refund-${paymentId}`;

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

  /** Asks the provider to return a payment (once per payment, whatever the retries). */
  async function refundAtProvider(order: StoredOrder, paymentId: string): Promise<string | null> {
    const provider = await payments.forSeller(order.item.seller);
    try {
      return (await provider.refundPayment(paymentId, refundKeyOf(paymentId))).id;
    } catch (error) {
      // Refused because it is already refunded (e.g. by hand at the provider): that is the goal.
      if (isProviderFailure(error) && error.kind === 'rejected') {
        const current = await provider.getPayment(paymentId);
        if (current && (current.status === 'refunded' || current.status === 'charged_back')) return null;
      }
      throw error;
    }
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
   * never got access (already owned, coupon used up) the order ends CANCELLED with the reason.
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
    const refundId = await refundAtProvider(order, payment.id);
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const at = now().toISOString();
      const refund: RecordedRefund = { reason, at, refundId, note: null };
      const endsOrder = (reason === 'ALREADY_OWNED' || reason === 'COUPON_EXHAUSTED') && order.status !== 'APPROVED' && !order.closed;
      const coupon: CouponMove | undefined = endsOrder && order.couponHeld ? 'release' : undefined;
      const result = await orders.applyStatusChange(order, {
        to: endsOrder ? 'REFUNDED' : order.status,
        at,
        paymentId: endsOrder ? payment.id : order.paymentId,
        paymentStatus: endsOrder ? 'refunded' : order.paymentStatus,
        closes: endsOrder,
        payments: recordPayment(order.payments ?? [], payment, at, refund),
        ...(endsOrder ? { statusReason: reason } : {}),
        leavesSweep: endsOrder || order.closed || order.status === 'APPROVED',
        ...(coupon ? { coupon } : {}),
      });
      if (result === 'applied') {
        deps.logInfo?.('extra payment refunded', { orderId: order.id, paymentId: payment.id, reason });
        // Committed: a failed re-read must not fail this delivery (a redelivery finds the refund
        // recorded and sends nothing), so the e-mail goes from the order as it was written.
        const after = (await orders.get(order.id).catch(() => null)) ?? order;
        await mail.paymentReturned(after, payment, reason);
        return after;
      }
      const fresh = await rereadAfterConflict(order.id, attempt);
      if (!fresh) return order;
      order = fresh;
      // Recorded meanwhile by a concurrent delivery of the same payment: done.
      if ((order.payments ?? []).some((entry) => entry.id === payment.id && entry.refund)) return order;
    }
    throw new Error(`order ${order.id} kept changing while recording the refund of payment ${payment.id}`);
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
        missing.includes(entry.id) ? { ...entry, refund: { reason: context.reason, at, refundId: null, note: context.note } } : entry,
      );
      const result = await orders.applyStatusChange(order, {
        to: order.status,
        at,
        paymentId: order.paymentId,
        paymentStatus: order.paymentStatus,
        closes: false,
        payments: marked,
        statusReason: order.statusReason,
        note: `${context.reason}: ${context.note ?? ''}`.trim(),
      });
      if (result === 'applied') return (await orders.get(order.id)) ?? order;
      const fresh = await rereadAfterConflict(order.id, attempt);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while recording a refund request`);
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
      return initial;
    }
    let order = initial;
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const recorded = order.payments ?? [];
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
          payments: withPayment,
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

  return { applyPayment, refundAtProvider, markRefundRequested };
}

export type PaymentApplier = ReturnType<typeof createPaymentApplier>;
