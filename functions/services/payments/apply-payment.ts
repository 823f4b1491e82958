// Applying one payment, as the provider reports it now, to its order: the one place where money
// becomes access. Decide, then write once: the order as read and the payment as read go to the
// pure decision (domain/payment-decision.ts), whose change is written in one conditional
// transaction; the order as written comes back from the write (never read again), and what the
// move owes afterwards is done from it: the buyer's e-mail is an effect written on the outbox in
// the move's own transaction (data/outbox.ts) and handed to the outbox worker once the write
// committed, so a process that dies in between leaves it to the worker's scheduled run; closing
// the checkout and the metric follow the write. Reached from
// the webhook, the reconciliation (app start, the scheduled sweep, the payment changes) and the
// admin's refunds; safe to call any number of times, concurrently, in any order.
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
// - Each approval, rejection and reversal is counted where it is written (the metrics port).
// - A purchase keeps one captured payment: a second approved payment for a paid order, for a
//   course owned through another order, for a closed order, or past the coupon's limit is
//   refunded through the provider (idempotency key per payment), recorded and e-mailed.
// - Access follows the payments: the refund of the approving payment revokes access only when no
//   other approved, unrefunded payment of the order grants it; a chargeback the seller won
//   (PaymentFact.chargeback WON) gives the access back.
// - A write that lost a race (the order moved, or DynamoDB cancelled it for a conflicting
//   transaction) is decided again from the order as it is now, after a growing, jittered wait
//   (domain/retry-backoff.ts), at most MAX_MOVE_ATTEMPTS times in all: one loop (decideAndWrite)
//   for every write here.
import type { OrderStatus } from '../../domain/order-status';
import type { StatusChange, StoredOrder } from '../../domain/order';
import { grantOf, revocationOf } from '../../domain/order-access';
import { refundKeyOf, type RefundReason } from '../../domain/order-payments';
import {
  decidePayment,
  decideRefundAnswer,
  paymentMismatch,
  planRefundFollow,
  refundRequestChange,
  returnRecordChange,
  settleByHandChange,
  type DecisionFacts,
  type PendingCashNotice,
  type RefundAnswer,
  type RefundContext,
} from '../../domain/payment-decision';
import { backoffDelayMs, waitMs, type BackoffPolicy } from '../../domain/retry-backoff';
import type { CertificatesRepository } from '../../data/certificates-repository';
import type { InventoryRepository } from '../../data/inventory-repository';
import type { ItemsRepository } from '../../data/items-repository';
import type { OrdersRepository } from '../../data/orders-repository';
import type { PlanningUsersRepository } from '../../data/planning-users-repository';
import { isProviderFailure, type PaymentGateway } from '../../payments/payment-provider';
import { returnedByHandFact } from '../../payments/mercado-pago-payment-facts';
import { isReturnedState, type PaymentFact } from '../../domain/payment-facts';
import { mailOrderOf, orderEffectId, orderPaymentEffectId, type Effect, type OwedEffect } from '../../domain/effects';
import type { OutboxWorker } from '../outbox/outbox-worker';

/** A move of an order, as the metrics count it. */
export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
}

/** Where the facts this module makes are counted (functions/composition/payments.ts: CloudWatch metrics). */
export interface PaymentMetrics {
  /** An order moved by a payment (approved, rejected, refunded …), once, when the move is written. */
  orderMoved(move: OrderMove): void;
}

export interface ApplyPaymentDependencies {
  /** The order is read here only after a lost race; it is never read back after a write. */
  orders: Pick<OrdersRepository, 'get' | 'applyStatusChange'>;
  items: Pick<ItemsRepository, 'get'>;
  inventory: Pick<InventoryRepository, 'get'>;
  planningUsers: Pick<PlanningUsersRepository, 'get'>;
  /** A reversed course purchase annuls the buyer's certificate of that course. */
  certificates: Pick<CertificatesRepository, 'getForHolder'>;
  payments: PaymentGateway;
  /** Carries out the effects a committed move owes (the buyer's e-mails); what it cannot, its scheduled run does. */
  outbox: Pick<OutboxWorker, 'deliver'>;
  metrics: PaymentMetrics;
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

const MAX_MOVE_ATTEMPTS = 8;
/**
 * Waits between those attempts: 25, 50, 100, 200, 400, 400, 400 ms steps (half of each random),
 * at most 1.6 s in all, well inside the webhook's and the API's time limits, and long enough for
 * the transaction that won (a duplicate delivery, the sweep, a racing coupon claim) to settle.
 */
const MOVE_BACKOFF: BackoffPolicy = { firstMs: 25, maxMs: 400 };

/** One attempt's decision: nothing to write (the result is at hand), or a change to write and what follows it. */
type Step =
  | { kind: 'done'; order: StoredOrder }
  | {
      kind: 'write';
      change: StatusChange;
      /** What the written change owes (e-mail, a refund to ask for), from the order as written. */
      written: (order: StoredOrder) => Promise<StoredOrder>;
      /** The approval's transaction found the course owned elsewhere or the coupon used up. */
      refused?: (refusal: 'already-owned' | 'coupon-exhausted') => Promise<StoredOrder | 'changed'>;
    };

const done = (order: StoredOrder): Step => ({ kind: 'done', order });

/** The effects a move of `order` owes, with the ids that make each once (domain/effects.ts). */
const owedBy = (order: StoredOrder, effects: readonly Effect[]): OwedEffect[] =>
  effects.map((effect) => ({ id: orderEffectId(order.id, order.version + 1, effect.kind), effect }));

/**
 * "Está pendiente de pago" with the voucher of the payment in cash the order waits for: once per
 * payment (its id names the payment, not the move), whichever write first records its voucher.
 */
const pendingCashOwed = (order: StoredOrder, payment: PaymentFact, notice: PendingCashNotice): OwedEffect => ({
  id: orderPaymentEffectId(order.id, payment.id, 'purchase-pending-cash-mail'),
  effect: { kind: 'purchase-pending-cash-mail', order: mailOrderOf(order), payment: { id: payment.id, voucher: notice.voucher } },
});

export function createPaymentApplier(deps: ApplyPaymentDependencies) {
  const { orders, items, inventory, planningUsers, certificates, payments, outbox, now } = deps;
  const wait = deps.wait ?? waitMs;
  const facts = (): DecisionFacts => ({ now: now(), refundRetrySeconds: deps.refundRetrySeconds });

  /**
   * The one retry loop: decides from the order as it is, writes the decision conditional on the
   * version read, and goes on from the order as written. A write that lost a race (the order
   * moved, or DynamoDB cancelled it for a conflicting transaction) waits a growing, jittered time,
   * reads the order as it is now and decides again, at most MAX_MOVE_ATTEMPTS times.
   */
  async function decideAndWrite(
    initial: StoredOrder,
    decide: (order: StoredOrder) => Promise<Step>,
    failure: string,
  ): Promise<StoredOrder> {
    let order = initial;
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const step = await decide(order);
      if (step.kind === 'done') return step.order;
      const outcome = await orders.applyStatusChange(order, step.change);
      if (outcome.kind === 'applied') return step.written(outcome.order);
      if (outcome.kind !== 'conflict' && step.refused) {
        const handedBack = await step.refused(outcome.kind);
        if (handedBack !== 'changed') return handedBack;
      }
      if (attempt + 1 < MAX_MOVE_ATTEMPTS) await wait(backoffDelayMs(attempt + 1, MOVE_BACKOFF, deps.random));
      const fresh = await orders.get(order.id);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while ${failure}`);
  }

  async function grantFor(order: StoredOrder, at: Date, reinstates: boolean) {
    if (order.item.type === 'COURSE' && reinstates) {
      // A chargeback the seller won: the certificate the chargeback annulled is valid again.
      const certificate = await certificates.getForHolder(order.userId, order.item.id);
      const annulledCertificate = certificate?.annulledOn ? { code: certificate.code } : null;
      return grantOf(order, at, { existingMembership: null, durationWeeks: null, annulledCertificate });
    }
    if (order.item.type !== 'PLANNING') return grantOf(order, at, { existingMembership: null, durationWeeks: null });
    const [item, existing] = await Promise.all([items.get(order.item.id), planningUsers.get(order.item.id, order.userId)]);
    return grantOf(order, at, { existingMembership: existing, durationWeeks: item?.durationWeeks ?? null });
  }

  async function revocationFor(order: StoredOrder, at: Date) {
    const [owned, member] = await Promise.all([
      inventory.get(order.userId, order.item.id),
      order.item.type === 'PLANNING' ? planningUsers.get(order.item.id, order.userId) : Promise.resolve(null),
    ]);
    const revokesCourse = owned?.orderId === order.id;
    const certificate = revokesCourse && order.item.type === 'COURSE' ? await certificates.getForHolder(order.userId, order.item.id) : null;
    return revocationOf(order, at, {
      ownedThroughOrderId: owned?.orderId ?? null,
      memberThroughOrderId: member?.orderId ?? null,
      certificate,
    });
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
      return { kind: 'accepted', refundId: refund.id, state: refund.progress };
    } catch (error) {
      if (!isProviderFailure(error) || error.kind !== 'rejected') throw error;
      const current = await provider.getPayment(paymentId);
      if (current && isReturnedState(current.state)) return { kind: 'already-returned' };
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

  /** Records what the provider answered a refund of `payment` (domain/payment-decision.ts, decideRefundAnswer). */
  function recordRefundAnswer(
    initial: StoredOrder,
    payment: PaymentFact,
    context: RefundContext,
    attempt: number,
    answer: RefundAnswer,
  ): Promise<StoredOrder> {
    return decideAndWrite(
      initial,
      async (order) => {
        const decision = decideRefundAnswer(order, payment, context, attempt, answer, facts());
        if (decision.kind === 'nothing') return done(order);
        const effects = decision.tellsBuyer
          ? owedBy(order, [
              {
                kind: 'payment-returned-mail',
                order: mailOrderOf(order),
                payment: { id: payment.id, amount: payment.amount },
                reason: context.reason,
              },
            ])
          : [];
        return {
          kind: 'write',
          change: { ...decision.change, effects },
          written: async (written) => {
            deps.logInfo?.('refund recorded', {
              orderId: written.id,
              paymentId: payment.id,
              reason: context.reason,
              attempt,
              state: decision.state,
            });
            await outbox.deliver(effects);
            return written;
          },
        };
      },
      `recording the refund of payment ${payment.id}`,
    );
  }

  /**
   * A payment the store is returning, which the provider still reports approved: reads where its
   * refund stands and asks again when it must (domain/payment-decision.ts, planRefundFollow).
   */
  async function followRefund(order: StoredOrder, payment: PaymentFact, options: { retryNow?: boolean } = {}): Promise<StoredOrder> {
    const plan = planRefundFollow(order, payment, facts(), options.retryNow ?? false);
    if (plan.kind === 'nothing') return order;
    const answer = plan.kind === 'record' ? plan.answer : await askRefund(order, payment.id, plan.attempt);
    return recordRefundAnswer(order, payment, plan.context, plan.attempt, answer);
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

  /** Asks the provider to return a payment the order keeps on record, then records its answer. */
  async function askAndRecordReturn(order: StoredOrder, payment: PaymentFact, reason: RefundReason): Promise<StoredOrder> {
    const answer = await askRefund(order, payment.id, 0);
    return recordRefundAnswer(order, payment, { reason, note: null }, 0, answer);
  }

  /**
   * The approval's transaction was refused (course owned through another order, coupon used up):
   * the payment is put on record from the order as read — 'changed' when the order moved meanwhile
   * (the loop decides again) — and returned.
   */
  async function returnRefusedApproval(order: StoredOrder, payment: PaymentFact, reason: RefundReason): Promise<StoredOrder | 'changed'> {
    const record = returnRecordChange(order, payment, facts());
    if (!record) return askAndRecordReturn(order, payment, reason);
    const outcome = await orders.applyStatusChange(order, record);
    if (outcome.kind !== 'applied') return 'changed';
    return askAndRecordReturn(outcome.order, payment, reason);
  }

  /**
   * A reinstatement refused (the course is owned through another order meanwhile): only the
   * payment's state is recorded — 'changed' when the order moved meanwhile (the loop decides again).
   */
  async function recordInstead(order: StoredOrder, change: StatusChange): Promise<StoredOrder | 'changed'> {
    const outcome = await orders.applyStatusChange(order, change);
    return outcome.kind === 'applied' ? outcome.order : 'changed';
  }

  /** What one attempt at applying `payment` writes, from the order as it is. */
  async function paymentStep(order: StoredOrder, payment: PaymentFact): Promise<Step> {
    const decidedAt = facts();
    const decision = decidePayment(order, payment, decidedAt);
    switch (decision.kind) {
      case 'nothing':
        return done(order);
      case 'follow-refund':
        return done(await followRefund(order, payment));
      case 'return':
        if (!decision.record) return done(await askAndRecordReturn(order, payment, decision.reason));
        return { kind: 'write', change: decision.record, written: (written) => askAndRecordReturn(written, payment, decision.reason) };
      case 'record': {
        // Part of the purchase returned at Mercado Pago's panel, access kept, or the voucher of the
        // payment in cash the order waits for first recorded: the buyer is told once, from the outbox.
        const { notice } = decision;
        const effects =
          notice?.kind === 'partially-refunded'
            ? owedBy(order, [
                {
                  kind: 'purchase-partially-refunded-mail',
                  order: mailOrderOf(order),
                  amount: notice.amount,
                  returned: notice.returned,
                },
              ])
            : notice?.kind === 'purchase-pending-cash'
              ? [pendingCashOwed(order, payment, notice)]
              : [];
        return {
          kind: 'write',
          change: effects.length > 0 ? { ...decision.change, effects } : decision.change,
          written: async (written) => {
            if (effects.length > 0) await outbox.deliver(effects);
            return decision.thenFollowRefund ? followRefund(written, payment) : written;
          },
        };
      }
      case 'move': {
        const { transition, notice } = decision;
        const effects =
          notice?.kind === 'purchase-pending-cash'
            ? [pendingCashOwed(order, payment, notice)]
            : owedBy(
                order,
                notice?.kind === 'purchase-approved'
                  ? [{ kind: 'purchase-approved-mail', order: mailOrderOf(order) }]
                  : notice?.kind === 'purchase-refunded'
                    ? [
                        {
                          kind: 'purchase-refunded-mail',
                          order: mailOrderOf(order),
                          reason: notice.reason,
                          amount: notice.amount,
                          earlier: notice.earlier,
                        },
                      ]
                    : [],
              );
        const change: StatusChange = {
          ...decision.change,
          ...(decision.grants ? { grant: await grantFor(order, decidedAt.now, Boolean(decision.reinstates)) } : {}),
          ...(decision.revokes ? { revoke: await revocationFor(order, decidedAt.now) } : {}),
          effects,
        };
        return {
          kind: 'write',
          change,
          written: async (written) => {
            deps.logInfo?.('order moved', { orderId: written.id, from: transition.from, to: transition.to, paymentId: payment.id });
            deps.metrics.orderMoved({ from: transition.from, to: transition.to });
            if (notice?.kind === 'purchase-approved') await closeCheckout(written);
            await outbox.deliver(effects);
            return written;
          },
          refused: (refusal) =>
            decision.reinstates
              ? recordInstead(order, decision.reinstates.unlessOwned)
              : returnRefusedApproval(order, payment, refusal === 'already-owned' ? 'ALREADY_OWNED' : 'COUPON_EXHAUSTED'),
        };
      }
    }
  }

  /** Applies one payment to its order and returns the order as it is afterwards. */
  async function applyPayment(initial: StoredOrder, payment: PaymentFact): Promise<StoredOrder> {
    if (payment.state === 'UNKNOWN') {
      // A status the provider's mapper does not know: it moves nothing (its words are still recorded).
      deps.logError('payment in a state the store does not know; the order does not move for it', {
        orderId: initial.id,
        paymentId: payment.id,
        status: payment.status,
        statusDetail: payment.statusDetail,
      });
    }
    const mismatch = paymentMismatch(initial, payment);
    if (mismatch) {
      deps.logError('payment does not match its order; order left as it was', {
        orderId: initial.id,
        paymentId: payment.id,
        mismatch,
        paid: `${payment.amount} ${payment.currency}`,
        expected: `${initial.amount} ${initial.currency}`,
      });
      // Not this order's payment: nothing of it is kept here.
      if (mismatch === 'reference') return initial;
    }
    // Money taken for nothing (another amount or currency for this order) goes back: the decision says how.
    const failure = mismatch ? `returning mismatched payment ${payment.id}` : `applying payment ${payment.id}`;
    return decideAndWrite(initial, (order) => paymentStep(order, payment), failure);
  }

  /**
   * Records, before asking the provider, that the store is returning these payments and why
   * (admin, revocation): whichever path later sees them refunded (webhook, sweep, the admin's own
   * call) closes the order with that reason.
   */
  function markRefundRequested(initial: StoredOrder, paymentIds: readonly string[], context: RefundContext): Promise<StoredOrder> {
    return decideAndWrite(
      initial,
      async (order) => {
        const change = refundRequestChange(order, paymentIds, context, facts());
        return change ? { kind: 'write', change, written: async (written) => written } : done(order);
      },
      'recording a refund request',
    );
  }

  /**
   * An admin returned a payment another way (refused, or past the provider's refund window):
   * its refund becomes SETTLED_BY_HAND, and when it paid for the purchase the order closes as
   * that refund (access revoked, buyer told) exactly as if the provider had refunded it.
   */
  async function settleRefundByHand(initial: StoredOrder, paymentId: string, note: string): Promise<StoredOrder> {
    const order = await decideAndWrite(
      initial,
      async (current) => {
        const change = settleByHandChange(current, paymentId, note, facts());
        return change ? { kind: 'write', change, written: async (written) => written } : done(current);
      },
      'settling a refund by hand',
    );
    const entry = (order.payments ?? []).find((candidate) => candidate.id === paymentId);
    if (!entry?.refund || order.status !== 'APPROVED' || order.paymentId !== paymentId) return order;
    // The purchase's own payment: closed as refunded, from the order's record of it.
    return applyPayment(order, returnedByHandFact({ id: paymentId, orderId: order.id, amount: entry.amount, currency: order.currency }));
  }

  return { applyPayment, followRefund, markRefundRequested, settleRefundByHand };
}

export type PaymentApplier = ReturnType<typeof createPaymentApplier>;
