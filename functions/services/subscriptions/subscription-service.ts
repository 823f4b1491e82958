// The subscription operations of the API (issue 39): the admin sets how a planning is sold (once,
// by the month, or both; the monthly price, a free trial, the grace days), a member subscribes
// (a pending preapproval at the seller's Mercado Pago account, authorized by her at its
// init_point), lists her subscriptions, pauses and resumes them (she or the admin), and anyone —
// signed in or not — uses the Botón de baja (Disposición 954/2025): the preapproval is cancelled at
// Mercado Pago, the request gets a tracking code at once, and access lasts to the end of the paid
// period. Every change read back from Mercado Pago goes through the aggregate
// (domain/subscription.ts) and a write conditional on the version read, as the sync does.
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { AppError, notFound, signInRequired } from '../../domain/errors';
import {
  accessEndsAt,
  applyMandate,
  currentPrice,
  hasAccess,
  newSubscription,
  nextChargeAt,
  paidPeriods,
  firstClearedCharge,
  refundableOf,
  statusAt,
  type MandateFact,
  type RefundRequest,
  type SellerKey,
  type Subscription,
  type SubscriptionCharge,
  type SubscriptionRegret,
  type SubscriptionEffect,
  type SubscriptionStatus,
} from '../../domain/subscription';
import { addDays, type BillingPeriod, type PaidPeriod } from '../../domain/subscription-periods';
import {
  offerPriceChange,
  soldMonthly,
  subscriptionOfferInputSchema,
  type PlanningSale,
  type SubscriptionOffer,
} from '../../domain/subscription-offer';
import type { OwedEffect } from '../../domain/effects';
import type { RefundProgress } from '../../domain/payment-facts';
import type { BillingDetails } from '../../domain/order';
import { newTrackingCode } from '../../domain/tracking-code';
import { parseInput } from '../../domain/validation';
import { DECIMALS } from '../../domain/argument-bounds';
import { sameCents, toCents } from '../../domain/money';
import { upcomingPrice } from '../../domain/subscription-price-change';
import { priceFanout } from './subscription-prices';
import { formatCalendarDate, toStoreDate } from '../../domain/store-clock';
import { isWithinRegretPeriod, REGRET_DAYS } from '../../domain/regret';
import { isAdmin, type Viewer } from '../../domain/viewer';
import {
  planningSubscriptionFigures,
  subscriberPage,
  subscriberPageLimitSchema,
  SubscriberPageTokenError,
  type PlanningSubscriptionFigures,
} from '../../domain/planning-subscribers';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../data/subscriptions-repository';
import type { SubscriptionCancellation } from '../../data/subscription-cancellations-repository';
import type { SubscriptionGateway } from '../../payments/subscription-gateway';
import { isProviderFailure } from '../../payments/payment-provider';
import { requireAdmin } from '../admin-guard';
import type { StorefrontPublishing } from '../storefront-publishing';

const MONTHLY: BillingPeriod = { count: 1, unit: 'MONTH' };
const MAX_CONFLICT_RETRIES = 3;

/** What the service knows of a planning (the catalogue's item, mapped by the composition). */
export interface PlanningFacts {
  id: string;
  name: string;
  seller: SellerKey;
  isPlanning: boolean;
  onSale: boolean;
}

export interface SubscriptionServiceDependencies {
  plannings: { get(id: string): Promise<PlanningFacts | null> };
  offers: {
    get(planningId: string): Promise<SubscriptionOffer | null>;
    /** With the effects the save owes (a monthly price change's fan-out) in its transaction. */
    save(offer: SubscriptionOffer, owed?: readonly OwedEffect[]): Promise<SubscriptionOffer>;
  };
  /** The planning's published page says how it is sold: republished when the offer changes. */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
  subscriptions: {
    get(id: string): Promise<StoredSubscription | null>;
    ofMember(memberId: string): Promise<StoredSubscription[]>;
    /** Every subscription of a planning (the admin's list and figures). */
    ofPlanning(planningId: string): Promise<StoredSubscription[]>;
    save(subscription: Subscription, readVersion: number | null, owed?: readonly OwedEffect[], at?: string): Promise<StoredSubscription>;
  };
  /**
   * Brings the subscription up to what the provider reports (the sync every notification and the
   * reconciliation use: its Facturas, credit notes and e-mails ride in its write), re-reading the
   * payments of the charges named.
   */
  sync(seller: SellerKey, mandateId: string, refreshCharges: ReadonlySet<string>): Promise<void>;
  cancellations: {
    get(subscriptionId: string): Promise<SubscriptionCancellation | null>;
    register(
      cancellation: SubscriptionCancellation,
      effects: readonly OwedEffect[],
    ): Promise<{ cancellation: SubscriptionCancellation; created: boolean }>;
  };
  /** Carries out the effects a committed write owes at once (the outbox worker; its schedule retries). */
  effects: { deliver(owed: readonly OwedEffect[]): Promise<void> };
  profiles: {
    getProfile(userId: string): Promise<{ id: string; email: string } | null>;
    /** Her billing details, the oldest first: a subscription keeps the latest, as an order does at checkout. */
    listAddresses(userId: string): Promise<BillingDetails[]>;
    findProfileByEmail(email: string): Promise<{ id: string; email: string } | null>;
  };
  gateway: SubscriptionGateway;
  storeWebUrl: string;
  /** Mercado Pago's notifications for the preapproval (the store's webhook). */
  notificationUrl: string | null;
  now: () => Date;
  logError: (message: string, details: unknown) => void;
}

/** A subscription as its member (or the admin) reads it. */
export interface SubscriptionView {
  id: string;
  planningId: string;
  planningName: string;
  seller: SellerKey;
  status: SubscriptionStatus;
  amount: number;
  currency: string;
  nextChargeAt: string | null;
  trialEndsAt: string | null;
  accessEndsAt: string | null;
  hasAccess: boolean;
  paidPeriods: PaidPeriod[];
  /** Mercado Pago's page to authorize the card, while the subscription waits for it. */
  authorizationUrl: string | null;
  /** Mercado Pago's page of the subscription, where she changes her card, while a charge is past due. */
  changeCardUrl: string | null;
  createdAt: string;
  cancellationCode: string | null;
  charges: ChargeView[];
  regretCode: string | null;
  /** A new price she was told of, not yet in force (decision 154). */
  upcomingPrice: { amount: number; currency: string; from: string; firstChargeAt: string | null } | null;
}

/** One subscriber of a planning, as the admin lists her. */
export interface PlanningSubscriberView {
  memberId: string;
  /** Her profile's e-mail (null: the account has none any more). */
  memberEmail: string | null;
  subscription: SubscriptionView;
}

export interface PlanningSubscribersPage {
  planningId: string;
  planningName: string;
  summary: PlanningSubscriptionFigures;
  subscribers: PlanningSubscriberView[];
  nextToken: string | null;
}

export interface ChargeView {
  id: string;
  dueAt: string;
  amount: number;
  currency: string;
  state: string;
  refundedAmount: number;
  refundableAmount: number;
}

export interface RefundChargeInput {
  subscriptionId: string;
  chargeId: string;
  amount?: number | null;
  reason: string;
  idempotencyKey: string;
}

export interface SubscriptionRegretReceipt {
  trackingCode: string;
  subscriptionId: string;
  planningName: string;
  refundAmount: number;
  createdAt: string;
}

export interface SubscriptionCancellationReceipt {
  trackingCode: string;
  subscriptionId: string;
  planningName: string;
  accessEndsAt: string | null;
  createdAt: string;
}

export interface SubscribeInput {
  planningId: string;
  idempotencyKey: string;
}

export interface CancellationRequest {
  email?: string | null;
  planningId?: string | null;
  reference?: string | null;
}

export interface OfferInput {
  planningId: string;
  sale: PlanningSale;
  monthlyPrice?: number | null;
  trialDays?: number | null;
  graceDays?: number | null;
}

const refundChargeSchema = z.object({
  subscriptionId: z.string().check(z.trim(), z.minLength(1, 'Indicá la suscripción.'), z.maxLength(64, 'Indicá la suscripción.')),
  chargeId: z.string().check(z.trim(), z.minLength(1, 'Indicá el cobro.'), z.maxLength(64, 'Indicá el cobro.')),
  amount: z.nullish(DECIMALS.amount),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Escribí el motivo del reembolso.'), z.maxLength(500, 'El motivo puede tener hasta 500 caracteres.')),
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave del reembolso no es válida. Recargá la página e intentá de nuevo.')),
});

/** What the admin is told when Mercado Pago has not returned the money yet, by where the refund stands. */
const REFUND_NOT_YET: Record<Exclude<RefundProgress, 'APPROVED'>, string> = {
  PENDING:
    'Mercado Pago todavía está procesando el reembolso; el cobro se actualiza solo cuando lo confirme (y ahí se emite la nota de crédito).',
  REFUSED:
    'Mercado Pago rechazó el reembolso (por ejemplo, por saldo insuficiente en la cuenta del vendedor). No se devolvió nada: intentá de nuevo más tarde.',
};

const subscribeSchema = z.object({
  planningId: z.string().check(z.trim(), z.minLength(1, 'Elegí la planificación.'), z.maxLength(64, 'Elegí la planificación.')),
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave de la suscripción no es válida. Recargá la página e intentá de nuevo.')),
});

const PROVIDER_DOWN = 'No pudimos comunicarnos con Mercado Pago y no se cambió nada. Intentá de nuevo en unos minutos.';

/** The same key of the same member names the same subscription: a retried subscribe makes one. */
const subscriptionIdFor = (memberId: string, idempotencyKey: string): string => {
  const hex = createHash('sha256').update(`${memberId}\n${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const isOver = (status: SubscriptionStatus) => status === 'CANCELLED' || status === 'ENDED';

export function createSubscriptionService(deps: SubscriptionServiceDependencies) {
  const { offers, subscriptions, cancellations, now } = deps;
  const at = () => now().toISOString();

  async function planningOrNotFound(planningId: string): Promise<PlanningFacts> {
    const planning = await deps.plannings.get(planningId);
    if (!planning?.isPlanning) {
      throw new AppError('NotFound', 'No encontramos esa planificación.', { planningId: 'No encontramos esa planificación.' });
    }
    return planning;
  }

  async function view(stored: Subscription, planningName?: string): Promise<SubscriptionView> {
    const instant = at();
    const [offer, cancellation, name] = await Promise.all([
      offers.get(stored.planningId),
      cancellations.get(stored.id),
      planningName ?? deps.plannings.get(stored.planningId).then((planning) => planning?.name ?? stored.planningId),
    ]);
    const price = currentPrice(stored, nextChargeAt(stored) ?? instant);
    const status = statusAt(stored, instant);
    return {
      id: stored.id,
      planningId: stored.planningId,
      planningName: name,
      seller: stored.seller,
      status,
      amount: price?.amount ?? 0,
      currency: price?.currency ?? 'ARS',
      nextChargeAt: nextChargeAt(stored),
      trialEndsAt: stored.trialEndsAt,
      accessEndsAt: accessEndsAt(stored),
      hasAccess: hasAccess(stored, instant, offer?.graceDays ?? 0),
      paidPeriods: paidPeriods(stored),
      authorizationUrl: status === 'PENDING' ? stored.authorizationUrl : null,
      // The same page the charge-failed e-mail links to (subscription-sync.ts).
      changeCardUrl: status === 'PAST_DUE' ? stored.authorizationUrl : null,
      createdAt: stored.createdAt,
      cancellationCode: cancellation?.trackingCode ?? null,
      charges: [...stored.charges]
        .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))
        .map((charge) => ({
          id: charge.id,
          dueAt: charge.dueAt,
          amount: charge.amount,
          currency: charge.currency,
          state: charge.state,
          refundedAmount: charge.state === 'REFUNDED' ? Math.max(charge.refundedAmount ?? 0, charge.amount) : (charge.refundedAmount ?? 0),
          refundableAmount: refundableOf(charge),
        })),
      regretCode: stored.regret?.trackingCode ?? null,
      upcomingPrice: isOver(status) || status === 'PENDING' ? null : upcomingPrice(stored, instant),
    };
  }

  /** Applies a mandate fact read from the provider and writes it over the version read (re-read on a concurrent write). */
  async function applyAndSave(
    id: string,
    fact: (subscription: Subscription) => MandateFact,
  ): Promise<{ subscription: Subscription; effects: SubscriptionEffect[] }> {
    for (let attempt = 0; ; attempt += 1) {
      const stored = await subscriptions.get(id);
      if (!stored) throw notFound('No encontramos esa suscripción.');
      const change = applyMandate(stored.subscription, fact(stored.subscription));
      if (!change.changed) return { subscription: stored.subscription, effects: [] };
      try {
        await subscriptions.save(change.subscription, stored.version);
        return { subscription: change.subscription, effects: change.effects };
      } catch (error) {
        if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
      }
    }
  }

  async function atProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      deps.logError(`subscription: ${what} at Mercado Pago failed`, String(error));
      throw new AppError('PaymentProviderError', PROVIDER_DOWN);
    }
  }

  /** The subscription the viewer may act on: her own, or any for the admin; another's is not found. */
  async function ownedOrAdmin(viewer: Viewer, subscriptionId: string): Promise<StoredSubscription> {
    if (viewer.kind !== 'user') throw signInRequired();
    const stored = await subscriptions.get(subscriptionId);
    if (!stored || (!isAdmin(viewer) && stored.subscription.memberId !== viewer.userId)) {
      throw new AppError('NotFound', 'No encontramos esa suscripción.', { subscriptionId: 'No encontramos esa suscripción.' });
    }
    return stored;
  }

  /**
   * Records a refund request on the subscription (once per key, over the version read) and answers
   * it with the subscription as written; a request already recorded under the key is answered as it was.
   */
  async function recordRefundRequest(
    subscriptionId: string,
    chargeId: string,
    key: string,
    decide: (charge: SubscriptionCharge) => { amount: number; reason: string; by: RefundRequest['by'] },
  ): Promise<{ subscription: Subscription; request: RefundRequest }> {
    for (let attempt = 0; ; attempt += 1) {
      const stored = await subscriptions.get(subscriptionId);
      if (!stored) throw new AppError('NotFound', 'No encontramos esa suscripción.', { subscriptionId: 'No encontramos esa suscripción.' });
      const requests = stored.subscription.refundRequests ?? [];
      const earlier = requests.find((candidate) => candidate.key === key);
      if (earlier) return { subscription: stored.subscription, request: earlier };
      const charge = stored.subscription.charges.find((candidate) => candidate.id === chargeId);
      if (!charge) throw new AppError('NotFound', 'No encontramos ese cobro en la suscripción.', { chargeId: 'No encontramos ese cobro.' });
      const request: RefundRequest = { key, chargeId, ...decide(charge), at: at() };
      const next: Subscription = { ...stored.subscription, refundRequests: [...requests, request] };
      try {
        await subscriptions.save(next, stored.version);
        return { subscription: next, request };
      } catch (error) {
        if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
      }
    }
  }

  /** Asks Mercado Pago for the recorded refund (its key: once), then syncs the subscription with the charge's payment read again. */
  async function askRefund(subscription: Subscription, request: RefundRequest): Promise<void> {
    const charge = subscription.charges.find((candidate) => candidate.id === request.chargeId);
    const paymentId = charge?.paymentId;
    if (!charge || !paymentId || !subscription.preapprovalId) {
      throw new AppError('Conflict', 'Este cobro no tiene un pago en Mercado Pago para reembolsar.', {
        chargeId: 'Este cobro no tiene un pago.',
      });
    }
    const provider = await atProvider('the refund', () => deps.gateway.forSeller(subscription.seller));
    let progress: RefundProgress;
    try {
      progress = (await provider.refundChargePayment(paymentId, request.amount, `subscription-refund-${subscription.id}-${request.key}`))
        .progress;
    } catch (error) {
      deps.logError('subscription: the refund at Mercado Pago failed', String(error));
      if (isProviderFailure(error) && error.kind === 'rejected') {
        throw new AppError('Conflict', `Mercado Pago no aceptó el reembolso: ${error.message}. No se devolvió nada.`, {
          chargeId: 'Mercado Pago no aceptó el reembolso.',
        });
      }
      throw new AppError('PaymentProviderError', PROVIDER_DOWN);
    }
    const mandateId = subscription.preapprovalId;
    await atProvider('the refund read back', () => deps.sync(subscription.seller, mandateId, new Set([request.chargeId])));
    if (progress !== 'APPROVED') throw new AppError('Conflict', REFUND_NOT_YET[progress], { chargeId: REFUND_NOT_YET[progress] });
  }

  /** Records the first charge's regret with its e-mail (one per subscription, over the version read). */
  async function registerRegret(subscriptionId: string, chargeId: string, email: string, planningName: string): Promise<Subscription> {
    for (let attempt = 0; ; attempt += 1) {
      const stored = await subscriptions.get(subscriptionId);
      if (!stored) throw notFound('No encontramos esa suscripción.');
      if (stored.subscription.regret) return stored.subscription;
      const charge = stored.subscription.charges.find((candidate) => candidate.id === chargeId);
      const regret: SubscriptionRegret = {
        trackingCode: newTrackingCode('ARR'),
        chargeId,
        email,
        refundAmount: charge ? refundableOf(charge) : 0,
        createdAt: at(),
      };
      const next: Subscription = { ...stored.subscription, regret };
      const owed: OwedEffect[] = email
        ? [
            {
              id: `SUBSCRIPTION#${subscriptionId}#REGRET#subscription-regret-mail`,
              effect: {
                kind: 'subscription-regret-mail',
                regret: {
                  trackingCode: regret.trackingCode,
                  subscriptionId,
                  planningName,
                  email,
                  refundAmount: regret.refundAmount,
                  createdAt: regret.createdAt,
                },
              },
            },
          ]
        : [];
      try {
        await subscriptions.save(next, stored.version, owed, regret.createdAt);
        if (owed.length > 0) await deps.effects.deliver(owed);
        return next;
      } catch (error) {
        if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
      }
    }
  }

  /**
   * The subscription a Botón de baja or de arrepentimiento names: the signed-in member's own, the
   * admin's choice, or anyone's with the subscriber's e-mail and the planning or the reference.
   */
  async function subscriptionAsked(
    viewer: Viewer,
    request: CancellationRequest,
  ): Promise<{ target: Subscription; memberId: string; requestedBy: SubscriptionCancellation['requestedBy']; email: string | null }> {
    const email = request.email?.trim() || null;
    const planningId = request.planningId?.trim() || null;
    const reference = request.reference?.trim() || null;
    if (!planningId && !reference) {
      throw new AppError('ValidationError', 'Revisá los datos: Indicá la planificación o la referencia de la suscripción.', {
        planningId: 'Indicá la planificación o la referencia de la suscripción.',
      });
    }
    let memberId: string;
    let requestedBy: SubscriptionCancellation['requestedBy'];
    const none = () =>
      new AppError('NotFound', 'No encontramos una suscripción de esa planificación para ese e-mail.', {
        email: 'No encontramos una suscripción con ese e-mail.',
      });
    if (viewer.kind === 'user' && !email) {
      memberId = viewer.userId;
      requestedBy = 'MEMBER';
    } else {
      if (!email) {
        throw new AppError('ValidationError', 'Revisá los datos: El e-mail es obligatorio para dar de baja sin iniciar sesión.', {
          email: 'El e-mail es obligatorio para dar de baja sin iniciar sesión.',
        });
      }
      const profile = await deps.profiles.findProfileByEmail(email);
      if (!profile) throw none();
      // A member signed in asks for her own baja; another's e-mail is not hers to end (the admin may).
      if (viewer.kind === 'user' && !isAdmin(viewer) && profile.id !== viewer.userId) throw none();
      memberId = profile.id;
      requestedBy = viewer.kind === 'user' ? (isAdmin(viewer) && profile.id !== viewer.userId ? 'ADMIN' : 'MEMBER') : 'VISITOR';
    }
    const instant = at();
    const candidates = (await subscriptions.ofMember(memberId))
      .map((stored) => stored.subscription)
      .filter((subscription) => (reference ? subscription.id === reference : subscription.planningId === planningId))
      .filter((subscription) => !planningId || subscription.planningId === planningId);
    // The running one first; else the latest (its baja answered again).
    const target =
      candidates.find((subscription) => !isOver(statusAt(subscription, instant))) ??
      candidates.find((subscription) => statusAt(subscription, instant) === 'CANCELLED') ??
      candidates[0];
    if (!target) throw none();
    return { target, memberId, requestedBy, email };
  }

  return {
    /** How a planning is sold by the month; null when it is sold once only (or not on sale, to anyone but the admin). */
    async offer(viewer: Viewer, planningId: string): Promise<SubscriptionOffer | null> {
      const planning = await deps.plannings.get(planningId);
      if (!planning?.isPlanning || (!planning.onSale && !isAdmin(viewer))) return null;
      return offers.get(planningId);
    },

    async setOffer(viewer: Viewer, input: OfferInput): Promise<SubscriptionOffer> {
      requireAdmin(viewer);
      const values = parseInput(subscriptionOfferInputSchema, input);
      const planning = await planningOrNotFound(values.planningId);
      const previous = await offers.get(planning.id);
      const fields: SubscriptionOffer = {
        planningId: values.planningId,
        sale: values.sale,
        monthlyPrice: values.monthlyPrice ?? 0,
        trialDays: values.trialDays,
        graceDays: values.graceDays,
        updatedAt: at(),
      };
      // A new monthly price reaches the running subscriptions (decision 154): recorded with the
      // offer, told and scheduled by the outbox in batches of the planning's subscriber pointers.
      const priceChanged = soldMonthly(fields) && (previous === null || !sameCents(previous.monthlyPrice, fields.monthlyPrice));
      // The change keeps its id through later saves of the trial or the grace (decision 167): a
      // subscription authorized after them takes the change the fan-out named.
      const priceChangedAt = priceChanged ? fields.updatedAt : (previous?.priceChangedAt ?? previous?.updatedAt);
      const offer: SubscriptionOffer = priceChangedAt ? { ...fields, priceChangedAt } : fields;
      const change = priceChanged ? offerPriceChange(offer) : null;
      const owed = change ? [priceFanout({ planningId: planning.id, planningName: planning.name, ...change })] : [];
      const saved = await offers.save(offer, owed);
      if (owed.length > 0) await deps.effects.deliver(owed);
      await deps.storefront.itemsChanged([saved.planningId]);
      return saved;
    },

    async subscribe(
      viewer: Viewer,
      input: SubscribeInput,
    ): Promise<{ subscription: SubscriptionView; initPoint: string; firstChargeAt: string }> {
      if (viewer.kind !== 'user') throw signInRequired();
      input = parseInput(subscribeSchema, input);
      const planning = await planningOrNotFound(input.planningId);
      const offer = await offers.get(planning.id);
      if (!planning.onSale || !soldMonthly(offer)) {
        throw new AppError('Conflict', 'Esta planificación no se vende por mes.', {
          planningId: 'Esta planificación no se vende por mes.',
        });
      }
      const id = subscriptionIdFor(viewer.userId, input.idempotencyKey);
      const answer = async (subscription: Subscription) => ({
        subscription: await view(subscription, planning.name),
        initPoint: subscription.authorizationUrl ?? '',
        firstChargeAt: addDays(subscription.createdAt, subscription.trialDays),
      });

      let stored = await subscriptions.get(id);
      if (stored && stored.subscription.memberId !== viewer.userId) throw new AppError('Conflict', 'Esa clave ya se usó.');
      if (stored?.subscription.authorizationUrl) return answer(stored.subscription);
      if (!stored) {
        const instant = at();
        const running = (await subscriptions.ofMember(viewer.userId)).find(
          (candidate) => candidate.subscription.planningId === planning.id && !isOver(statusAt(candidate.subscription, instant)),
        );
        if (running) {
          // Still waiting for her card: the same page again, not a second subscription.
          if (statusAt(running.subscription, instant) === 'PENDING' && running.subscription.authorizationUrl) {
            return answer(running.subscription);
          }
          throw new AppError('Conflict', 'Ya tenés una suscripción a esta planificación: la ves en Mis suscripciones.', {
            planningId: 'Ya tenés una suscripción a esta planificación.',
          });
        }
        const fresh = newSubscription({
          id,
          planningId: planning.id,
          memberId: viewer.userId,
          seller: planning.seller,
          // Each charge's Factura goes to the billing details she subscribed with (A or B as an order's).
          billing: (await deps.profiles.listAddresses(viewer.userId)).at(-1) ?? null,
          period: MONTHLY,
          trialDays: offer.trialDays,
          amount: offer.monthlyPrice,
          currency: 'ARS',
          now: instant,
        });
        try {
          stored = await subscriptions.save(fresh, null);
        } catch (error) {
          if (!(error instanceof SubscriptionChangedMeanwhile)) throw error;
          stored = await subscriptions.get(id);
          if (!stored) throw error;
          if (stored.subscription.authorizationUrl) return answer(stored.subscription);
        }
      }
      const subscription = stored.subscription;
      const profile = await deps.profiles.getProfile(viewer.userId);
      const payerEmail = profile?.email ?? viewer.email;
      if (!payerEmail) throw new AppError('Conflict', 'Tu cuenta no tiene un e-mail confirmado.');
      // The same key on a retry: Mercado Pago answers the preapproval it made the first time.
      const started = await atProvider('the subscription start', async () =>
        (await deps.gateway.forSeller(subscription.seller)).start(
          {
            subscriptionId: subscription.id,
            reason: `${planning.name} — plan mensual`,
            payerEmail,
            amount: currentPrice(subscription, subscription.createdAt)?.amount ?? offer.monthlyPrice,
            period: subscription.period,
            trialDays: subscription.trialDays,
            returnUrl: `${deps.storeWebUrl}/my-subscriptions?subscription=${encodeURIComponent(subscription.id)}`,
            notificationUrl: deps.notificationUrl,
          },
          `subscribe-${subscription.id}`,
        ),
      );
      const started_ = { ...subscription, preapprovalId: started.mandateId, authorizationUrl: started.authorizationUrl };
      try {
        await subscriptions.save(started_, stored.version);
      } catch (error) {
        if (!(error instanceof SubscriptionChangedMeanwhile)) throw error;
        // Another retry recorded the same preapproval meanwhile.
        const again = await subscriptions.get(id);
        if (again?.subscription.authorizationUrl) return answer(again.subscription);
        throw error;
      }
      return answer(started_);
    },

    async mySubscriptions(viewer: Viewer): Promise<SubscriptionView[]> {
      if (viewer.kind !== 'user') throw signInRequired();
      const mine = await subscriptions.ofMember(viewer.userId);
      return Promise.all(mine.map((stored) => view(stored.subscription)));
    },

    /**
     * The admin's subscribers of a planning, the newest first, a page at a time, with the figures
     * over all of them: the planning's pointers (one Query) and its subscriptions by key (BatchGetItem),
     * then per row of the page her profile and the baja's record (2 GetItems).
     */
    async planningSubscribers(
      viewer: Viewer,
      input: { planningId: string; limit?: number | null; nextToken?: string | null },
    ): Promise<PlanningSubscribersPage> {
      requireAdmin(viewer);
      const { limit } = parseInput(subscriberPageLimitSchema, { limit: input.limit ?? undefined });
      const planning = await planningOrNotFound(input.planningId);
      const all = (await subscriptions.ofPlanning(planning.id)).map((stored) => stored.subscription);
      let page: { rows: Subscription[]; nextToken: string | null };
      try {
        page = subscriberPage(planning.id, all, limit, input.nextToken ?? null);
      } catch (error) {
        if (error instanceof SubscriberPageTokenError) {
          throw new AppError('ValidationError', 'La página pedida no es válida: volvé a cargar las suscripciones.', {
            nextToken: 'No es una página de las suscripciones de esta planificación.',
          });
        }
        throw error;
      }
      const rows = await Promise.all(
        page.rows.map(async (subscription) => {
          const [profile, shown] = await Promise.all([deps.profiles.getProfile(subscription.memberId), view(subscription, planning.name)]);
          return { memberId: subscription.memberId, memberEmail: profile?.email ?? null, subscription: shown };
        }),
      );
      return {
        planningId: planning.id,
        planningName: planning.name,
        summary: planningSubscriptionFigures(all, at()),
        subscribers: rows,
        nextToken: page.nextToken,
      };
    },

    async pause(viewer: Viewer, subscriptionId: string): Promise<SubscriptionView> {
      const stored = await ownedOrAdmin(viewer, subscriptionId);
      const { subscription } = stored;
      if (subscription.mandate.status !== 'AUTHORIZED' || !subscription.preapprovalId) {
        throw new AppError('Conflict', 'Solo se puede pausar una suscripción activa.', {
          subscriptionId: 'La suscripción no está activa.',
        });
      }
      const mandateId = subscription.preapprovalId;
      const fact = await atProvider('the pause', async () => (await deps.gateway.forSeller(subscription.seller)).pause(mandateId));
      return view((await applyAndSave(subscription.id, () => fact)).subscription);
    },

    async resume(viewer: Viewer, subscriptionId: string): Promise<SubscriptionView> {
      const stored = await ownedOrAdmin(viewer, subscriptionId);
      const { subscription } = stored;
      if (subscription.mandate.status !== 'PAUSED' || !subscription.preapprovalId) {
        throw new AppError('Conflict', 'Solo se puede reanudar una suscripción pausada.', {
          subscriptionId: 'La suscripción no está pausada.',
        });
      }
      const mandateId = subscription.preapprovalId;
      const fact = await atProvider('the resumption', async () => (await deps.gateway.forSeller(subscription.seller)).resume(mandateId));
      return view((await applyAndSave(subscription.id, () => fact)).subscription);
    },

    /**
     * Botón de baja: by the member signed in, the admin, or anyone with the subscriber's e-mail and
     * the planning or the subscription's reference. Cancelled at Mercado Pago before it is
     * registered, so a registered baja is never one that still charges; asking again answers the
     * same code.
     */
    async requestCancellation(viewer: Viewer, request: CancellationRequest): Promise<SubscriptionCancellationReceipt> {
      const { target, memberId, requestedBy, email } = await subscriptionAsked(viewer, request);
      const instant = at();
      const planningName = (await deps.plannings.get(target.planningId))?.name ?? target.planningId;
      const receipt = (cancellation: SubscriptionCancellation, subscription: Subscription): SubscriptionCancellationReceipt => ({
        trackingCode: cancellation.trackingCode,
        subscriptionId: subscription.id,
        planningName,
        accessEndsAt: accessEndsAt(subscription),
        createdAt: cancellation.createdAt,
      });
      const existing = await cancellations.get(target.id);
      if (existing) return receipt(existing, target);

      let ended = target;
      const mandate = target.mandate.status;
      if (mandate !== 'CANCELLED' && mandate !== 'FINISHED') {
        const preapprovalId = target.preapprovalId;
        const fact: MandateFact = preapprovalId
          ? await atProvider('the cancellation', async () => (await deps.gateway.forSeller(target.seller)).cancel(preapprovalId))
          : // Never sent to Mercado Pago: nothing to cancel there, the store's own record ends.
            {
              status: 'CANCELLED',
              version: target.mandate.version + 1,
              lastModified: instant,
              amount: currentPrice(target, instant)?.amount ?? 0,
              currency: currentPrice(target, instant)?.currency ?? 'ARS',
              nextChargeAt: null,
            };
        ended = (await applyAndSave(target.id, () => fact)).subscription;
      }
      const stored = await subscriptions.get(target.id);
      const profile = await deps.profiles.getProfile(memberId);
      const registered: SubscriptionCancellation = {
        trackingCode: newTrackingCode('BAJ'),
        subscriptionId: target.id,
        planningId: target.planningId,
        memberId,
        email: profile?.email ?? email ?? '',
        requestedBy,
        createdAt: instant,
      };
      const endedNow = stored?.subscription ?? ended;
      const owed: OwedEffect[] = registered.email
        ? [
            {
              id: `SUBSCRIPTION#${target.id}#CANCELLATION#subscription-cancelled-mail`,
              effect: {
                kind: 'subscription-cancelled-mail',
                cancellation: {
                  trackingCode: registered.trackingCode,
                  subscriptionId: target.id,
                  planningName,
                  email: registered.email,
                  accessEndsAt: accessEndsAt(endedNow),
                  createdAt: instant,
                },
              },
            },
          ]
        : [];
      const { cancellation, created } = await cancellations.register(registered, owed);
      if (created) await deps.effects.deliver(owed);
      return receipt(cancellation, endedNow);
    },

    /**
     * The admin refunds one charge, whole or part of it, through Mercado Pago's refund of the
     * charge's payment. The request is recorded on the subscription first (its key: pressing again
     * asks Mercado Pago once, with the same key), then asked, then the subscription is synced as any
     * notification would: the charge's refund, its Nota de Crédito and the member's e-mail ride in
     * the sync's write, so a notification or the reconciliation reading the same refund owes nothing
     * twice. A refund does not cancel the subscription (the Botón de baja does).
     */
    async refundCharge(viewer: Viewer, input: RefundChargeInput): Promise<SubscriptionView> {
      requireAdmin(viewer);
      const values = parseInput(refundChargeSchema, input);
      const requested = await recordRefundRequest(values.subscriptionId, values.chargeId, values.idempotencyKey, (charge) => {
        const refundable = refundableOf(charge);
        const amount = values.amount ?? refundable;
        if (refundable <= 0) {
          throw new AppError('Conflict', 'Este cobro no tiene nada para reembolsar: ya se devolvió o no se cobró.', {
            chargeId: 'Este cobro no tiene nada para reembolsar.',
          });
        }
        if (toCents(amount) > toCents(refundable)) {
          const left = `$ ${(toCents(refundable) / 100).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
          throw new AppError(
            'ValidationError',
            `Revisá los datos: El monto a reembolsar no puede superar lo que queda del cobro (${left}).`,
            {
              amount: `El monto a reembolsar no puede superar lo que queda del cobro (${left}).`,
            },
          );
        }
        return { amount, reason: values.reason, by: 'ADMIN' as const };
      });
      await askRefund(requested.subscription, requested.request);
      const after = await subscriptions.get(values.subscriptionId);
      return view(after?.subscription ?? requested.subscription);
    },

    /**
     * Botón de arrepentimiento of a subscription (Ley 24.240 art. 34, Disposición 954/2025): within
     * 10 days of its first charge, the preapproval is cancelled at Mercado Pago (no further charge),
     * that charge refunded whole (its period no longer gives access), its Nota de Crédito owed and
     * the member e-mailed with the case code. The regret is recorded first, with its e-mail, so a
     * retry (or a crash half-way) finishes the same steps, each idempotent. After 10 days: refused,
     * pointing to the Botón de baja.
     */
    async requestRegret(viewer: Viewer, request: CancellationRequest): Promise<SubscriptionRegretReceipt> {
      const { target, email } = await subscriptionAsked(viewer, request);
      const planningName = (await deps.plannings.get(target.planningId))?.name ?? target.planningId;
      const receipt = (subscription: Subscription): SubscriptionRegretReceipt => ({
        trackingCode: subscription.regret?.trackingCode ?? '',
        subscriptionId: subscription.id,
        planningName,
        refundAmount: subscription.regret?.refundAmount ?? 0,
        createdAt: subscription.regret?.createdAt ?? subscription.createdAt,
      });
      let subscription = target;
      if (!subscription.regret) {
        const first = firstClearedCharge(subscription);
        const field = request.reference ? 'reference' : 'planningId';
        if (!first) {
          throw new AppError(
            'Conflict',
            'Esta suscripción todavía no tuvo ningún cobro: no hay nada que devolver. Si no querés que se te cobre, usá el Botón de baja.',
            { [field]: 'Esta suscripción no tuvo cobros.' },
          );
        }
        const instant = now();
        if (!isWithinRegretPeriod(new Date(first.dueAt), instant)) {
          const day = formatCalendarDate(toStoreDate(new Date(first.dueAt)));
          throw new AppError(
            'Conflict',
            `Pasaron más de ${REGRET_DAYS} días desde el primer cobro de tu suscripción (el ${day}), el plazo legal para arrepentirte: ya no se aplica. Podés darla de baja con el Botón de baja: no se te cobra ningún mes más y el acceso sigue hasta el final del período ya pagado.`,
            {
              [field]: `El plazo de ${REGRET_DAYS} días para arrepentirte terminó el ${formatCalendarDate(toStoreDate(new Date(Date.parse(first.dueAt) + REGRET_DAYS * 86_400_000)))}.`,
            },
          );
        }
        const profile = await deps.profiles.getProfile(target.memberId);
        subscription = await registerRegret(target.id, first.id, profile?.email ?? email ?? '', planningName);
      }
      const regret = subscription.regret;
      if (!regret) throw new Error(`subscription ${subscription.id}: regret not recorded`);
      // 1. No further charge: cancelled at Mercado Pago first.
      if (subscription.mandate.status !== 'CANCELLED' && subscription.mandate.status !== 'FINISHED' && subscription.preapprovalId) {
        const mandateId = subscription.preapprovalId;
        const fact = await atProvider('the cancellation', async () =>
          (await deps.gateway.forSeller(subscription.seller)).cancel(mandateId),
        );
        subscription = (await applyAndSave(subscription.id, () => fact)).subscription;
      }
      // 2. The first charge returned whole (one key for the regret: asking again returns once).
      const charge = subscription.charges.find((candidate) => candidate.id === regret.chargeId);
      if (charge && refundableOf(charge) > 0) {
        const requested = await recordRefundRequest(subscription.id, regret.chargeId, `regret-${subscription.id}`, (known) => ({
          amount: refundableOf(known),
          reason: `Arrepentimiento ${regret.trackingCode}`,
          by: 'REGRET' as const,
        }));
        await askRefund(requested.subscription, requested.request);
      }
      return receipt((await subscriptions.get(subscription.id))?.subscription ?? subscription);
    },
  };
}
