// The provider's notifications (webhooks and IPN): a notification is a hint, never the truth.
// Whatever arrives about a resource of this store — a signed webhook of any age, an IPN of any
// topic, a webhook without a signature — makes the store read that resource from the provider
// with a seller's own credentials and apply the payments it finds (the body is never trusted).
// A present webhook signature is still checked: a forgery is refused. What anyone can send (IPN,
// unsigned, or a signed one whose timestamp is old, i.e. possibly a replay) causes at most
// HINT_REREADS_PER_WINDOW re-reads of one resource per window; past that it is answered and
// dropped (the sweep and the reconciliation still find every change). The whole store makes at
// most STORE_HINT_REREADS_PER_WINDOW such reads per window, whatever the resources: past that the
// notification is answered "try again" (Mercado Pago delivers it later), so a flood of hints of
// many different ids cannot spend the sellers' Mercado Pago quota. Answers an outcome; the
// HTTP handler decides the status code (functions/handlers/payment-webhook.ts).
import type { Seller } from '../../domain/seller';
import type { OrdersRepository } from '../../data/orders-repository';
import type { RateLimitsRepository } from '../../data/rate-limits-repository';
import * as z from 'zod/mini';
import type { IdempotencyRepository, IdempotencyScope } from '../../data/idempotency-repository';
import { readNotification, type NotificationHint } from '../../payments/notification-source';
import type { PaymentGateway, PaymentProvider } from '../../payments/payment-provider';
import type { SyncOutcome } from '../subscriptions/subscription-sync';
import type { PaymentApplier } from './apply-payment';

export interface NotificationDependencies {
  orders: OrdersRepository;
  /**
   * Each signed delivery (Mercado Pago's x-request-id) is handled once (domain/idempotency.ts): a
   * delivery IN PROGRESS elsewhere is answered "try again"; one whose run died is taken over once
   * its in-progress expiry passed; a completed one is answered as a duplicate.
   */
  webhookDeliveries: IdempotencyRepository<WebhookDeliveryAnswer>;
  /** Seconds a delivery stays IN PROGRESS (longer than the function's timeout). */
  inProgressSeconds: number;
  rateLimits: RateLimitsRepository;
  payments: PaymentGateway;
  applier: PaymentApplier;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  logInfo?: (message: string, detail: unknown) => void;
  /** Suscripciones' topics (issue 39): a preapproval or one of its charges, brought up to date from the provider. */
  subscriptions?: SubscriptionNotifications;
}

export interface SubscriptionNotifications {
  /** Syncs the subscription the resource belongs to, read as `seller`; null when this seller has no such resource. */
  syncFromSeller(
    seller: Seller,
    topic: 'subscription_preapproval' | 'subscription_authorized_payment',
    resourceId: string,
  ): Promise<SyncOutcome | null>;
}

/** A webhook request as the function sees it (headers lower-cased). */
export interface NotificationRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: string | null;
}

export type NotificationOutcome =
  | { kind: 'applied'; orderId: string; status: string }
  | { kind: 'subscription-synced'; subscriptionId: string; changed: boolean }
  | {
      kind: 'ignored';
      reason: 'not a payment notification' | 'unknown payment' | 'unknown order' | 'too many re-reads' | 'nothing to apply';
    }
  | { kind: 'duplicate' }
  /** The same delivery is being handled by another run: deliver again later. */
  | { kind: 'in-progress' }
  | { kind: 'invalid-body' }
  | { kind: 'refused'; reason: 'MISSING' | 'MISMATCH' }
  /** Something failed on the way: the provider should deliver again later. */
  | { kind: 'retry' };

const DELIVERY_MEMORY_SECONDS = 7 * 24 * 3600;

/** What a completed delivery keeps: how it ended. */
export interface WebhookDeliveryAnswer {
  outcome: string;
}

/** The deliveries' idempotency scope: one key per x-request-id, remembered a week. */
export const WEBHOOK_DELIVERY_SCOPE: IdempotencyScope<WebhookDeliveryAnswer> = {
  name: 'webhook-delivery',
  response: z.object({ outcome: z.string() }),
  keepSeconds: DELIVERY_MEMORY_SECONDS,
};
/**
 * A signed webhook this fresh is Mercado Pago's first delivery: it is read at once, deduplicated
 * by its x-request-id only. An older one may be a retry after 15 minutes or more — or a replay of
 * a captured delivery — and is read as a hint, within the per-resource limit.
 */
const FRESH_SIGNATURE_SECONDS = 300;
/** Re-reads one resource may cause from hints, per window (a normal payment makes a handful of notifications). */
const HINT_REREADS_PER_WINDOW = 5;
const HINT_WINDOW_SECONDS = 60;
const RESOURCE_REREADS = 'notification-reread';
const STORE_REREADS = 'notification-reread-store';
/**
 * Hint re-reads the whole store makes per window (one counter, taken in the same transaction as
 * the resource's). A real store's late and unsigned notifications are a few per order; 120 a
 * minute is a busy sale's worth, and far under Mercado Pago's API quota even when each hint costs
 * a search of a merchant order's payments. Past it: answered "try again", never dropped.
 */
export const STORE_HINT_REREADS_PER_WINDOW = 120;
/** Payments one merchant order or chargeback may make the store read (one checkout takes a few). */
const MAX_PAYMENTS_PER_RESOURCE = 10;

export function createNotificationHandler(deps: NotificationDependencies) {
  const { orders, payments, applier, now } = deps;

  /** The ids of the payments a resource names, read with one seller's credentials (null: not this seller's). */
  async function paymentIdsOf(provider: PaymentProvider, hint: NotificationHint): Promise<string[] | null> {
    if (hint.topic === 'payment') return [hint.resourceId];
    const ids =
      hint.topic === 'merchant_order'
        ? await provider.paymentsOfMerchantOrder(hint.resourceId)
        : await provider.paymentsOfChargeback(hint.resourceId);
    return ids ? ids.slice(0, MAX_PAYMENTS_PER_RESOURCE) : null;
  }

  /**
   * Reads the resource as `seller` and applies each payment it names to its order (which must be
   * that seller's). Null when this seller has no such resource.
   */
  async function applyFromSeller(seller: Seller, hint: NotificationHint): Promise<NotificationOutcome | null> {
    if (hint.topic === 'subscription_preapproval' || hint.topic === 'subscription_authorized_payment') {
      if (!deps.subscriptions) return { kind: 'ignored', reason: 'nothing to apply' };
      const synced = await deps.subscriptions.syncFromSeller(seller, hint.topic, hint.resourceId);
      return synced ? { kind: 'subscription-synced', subscriptionId: synced.subscriptionId, changed: synced.changed } : null;
    }
    const provider = await payments.forSeller(seller);
    const ids = await paymentIdsOf(provider, hint);
    if (ids === null) return null;
    let outcome: NotificationOutcome | null = null;
    for (const id of ids) {
      const payment = await provider.getPayment(id);
      if (!payment) continue;
      const order = payment.orderId ? await orders.get(payment.orderId) : null;
      if (!order || order.item.seller !== seller) {
        deps.logError('payment for an order this seller does not have', { paymentId: payment.id, seller });
        outcome ??= { kind: 'ignored', reason: 'unknown order' };
        continue;
      }
      const after = await applier.applyPayment(order, payment);
      outcome = { kind: 'applied', orderId: after.id, status: after.status };
    }
    return outcome ?? { kind: 'ignored', reason: hint.topic === 'payment' ? 'unknown payment' : 'nothing to apply' };
  }

  /** A hint from anyone: within the resource's re-read limit, tries each seller's account. */
  async function followHint(hint: NotificationHint, sellers: readonly Seller[]): Promise<NotificationOutcome> {
    const taken = await deps.rateLimits.take(
      [
        { scope: RESOURCE_REREADS, key: `${hint.topic}#${hint.resourceId}`, limit: HINT_REREADS_PER_WINDOW },
        { scope: STORE_REREADS, key: 'store', limit: STORE_HINT_REREADS_PER_WINDOW },
      ],
      now(),
      HINT_WINDOW_SECONDS,
    );
    if (!taken.allowed) {
      if (taken.exceeded.includes(RESOURCE_REREADS)) {
        deps.logInfo?.('notification not followed: too many re-reads of this resource', hint);
        return { kind: 'ignored', reason: 'too many re-reads' };
      }
      // The store's own budget is spent: the notification may be real, so have it delivered again.
      deps.logInfo?.('notification deferred: the store made too many hint re-reads this minute', hint);
      return { kind: 'retry' };
    }
    let found: NotificationOutcome | null = null;
    for (const seller of sellers) {
      const outcome = await applyFromSeller(seller, hint);
      const done = outcome?.kind === 'applied' || outcome?.kind === 'subscription-synced';
      if (outcome && (done || !found)) found = outcome;
      if (done) break;
    }
    return found ?? { kind: 'ignored', reason: hint.topic === 'payment' ? 'unknown payment' : 'nothing to apply' };
  }

  return async function handleNotification(request: NotificationRequest): Promise<NotificationOutcome> {
    const secrets = await payments.webhookSecrets();
    const reading = readNotification({ ...request, secrets: secrets.map((entry) => entry.secret), now: now() });
    switch (reading.kind) {
      case 'invalid-body':
        return { kind: 'invalid-body' };
      case 'not-for-us':
        return { kind: 'ignored', reason: 'not a payment notification' };
      case 'forged':
        deps.logError('webhook refused', { reason: reading.reason, requestId: request.headers['x-request-id'] ?? null });
        return { kind: 'refused', reason: reading.reason };
      default:
        break;
    }
    const sellers = secrets.map((entry) => entry.seller);
    const signedBy = reading.kind === 'signed' ? secrets[reading.secretIndex]?.seller : undefined;
    const claim = reading.kind === 'signed' ? reading.requestId : null;
    if (claim) {
      const start = await deps.webhookDeliveries.start(claim, now(), deps.inProgressSeconds);
      // Deliveries carry no fingerprint, so never a mismatch; anything but a start is not run.
      if (start.kind === 'completed') return { kind: 'duplicate' };
      if (start.kind !== 'started') return { kind: 'in-progress' };
    }
    try {
      let outcome: NotificationOutcome;
      if (reading.kind === 'signed' && signedBy) {
        if (reading.ageSeconds <= FRESH_SIGNATURE_SECONDS) {
          outcome = (await applyFromSeller(signedBy, reading.hint)) ?? { kind: 'ignored', reason: 'unknown payment' };
        } else {
          deps.logInfo?.('late signed notification: read as a hint', { ...reading.hint, ageSeconds: reading.ageSeconds });
          outcome = await followHint(reading.hint, [signedBy]);
        }
      } else {
        outcome = await followHint(reading.hint, sellers);
      }
      if (claim) {
        // A deferred delivery is not done: give the claim back so its next delivery is read.
        if (outcome.kind === 'retry') await deps.webhookDeliveries.release(claim);
        else await deps.webhookDeliveries.complete(claim, { outcome: outcome.kind }, now());
      }
      return outcome;
    } catch (error) {
      // Let the provider deliver again later: give the claim back.
      if (claim) await deps.webhookDeliveries.release(claim).catch(() => undefined);
      deps.logError('webhook processing failed', error instanceof Error ? error : String(error));
      return { kind: 'retry' };
    }
  };
}
