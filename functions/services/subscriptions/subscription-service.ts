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
  statusAt,
  type MandateFact,
  type SellerKey,
  type Subscription,
  type SubscriptionEffect,
  type SubscriptionStatus,
} from '../../domain/subscription';
import { addDays, type BillingPeriod, type PaidPeriod } from '../../domain/subscription-periods';
import { soldMonthly, subscriptionOfferInputSchema, type PlanningSale, type SubscriptionOffer } from '../../domain/subscription-offer';
import type { OwedEffect } from '../../domain/effects';
import type { BillingDetails } from '../../domain/order';
import { newTrackingCode } from '../../domain/tracking-code';
import { parseInput } from '../../domain/validation';
import { isAdmin, type Viewer } from '../../domain/viewer';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../data/subscriptions-repository';
import type { SubscriptionCancellation } from '../../data/subscription-cancellations-repository';
import type { SubscriptionGateway } from '../../payments/subscription-gateway';
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
  offers: { get(planningId: string): Promise<SubscriptionOffer | null>; save(offer: SubscriptionOffer): Promise<SubscriptionOffer> };
  /** The planning's published page says how it is sold: republished when the offer changes. */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
  subscriptions: {
    get(id: string): Promise<StoredSubscription | null>;
    ofMember(memberId: string): Promise<StoredSubscription[]>;
    save(subscription: Subscription, readVersion: number | null): Promise<StoredSubscription>;
  };
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
      await planningOrNotFound(values.planningId);
      const saved = await offers.save({
        planningId: values.planningId,
        sale: values.sale,
        monthlyPrice: values.monthlyPrice ?? 0,
        trialDays: values.trialDays,
        graceDays: values.graceDays,
        updatedAt: at(),
      });
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
  };
}
