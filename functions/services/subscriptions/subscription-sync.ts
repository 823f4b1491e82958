// Brings a subscription up to what the provider reports (issue 39): the notification of any
// subscription topic and the scheduled reconciliation both end here, so a notification is only a
// hint — the mandate and its charges are read from the provider and applied to the aggregate
// (domain/subscription.ts), which changes nothing for a fact it already knows. The write is
// conditional on the version read; a concurrent writer makes this pass re-read and apply again.
//
// The effects the pass owes the member (the e-mails of a failed charge, a recovered one, the end)
// are written to the outbox in the save's own transaction, with ids from the subscription, the kind
// and the charge: the same fact applied twice owes nothing twice, and a pass that loses the version
// race owes nothing (it re-reads, and the winner's facts are no longer new). The other effects
// (authorized, refunded, paused, resumed) have no e-mail: they are only returned. A period paid owes
// the Factura of its charge, on the invoice outbox in the same transaction (domain/fiscal-documents.ts:
// one id per charge, so a charge cleared by a notification, its copies and the reconciliation owes
// one document; the invoice worker issues it with ARCA as it does an order's).
//
// The pass that authorizes a subscription also applies the planning's latest monthly price when it
// differs from the amount authorized (decision 167: a change saved while she was pending): the
// notice and the preapproval's update are owed in the same write, under the fan-out's ids.
//
// The reconciliation asks the provider for the mandates changed since its last pass (with an
// overlap), so its work follows the changes, not the number of subscribers.
import type { OwedEffect, SubscriptionMailFacts } from '../../domain/effects';
import { toCents } from '../../domain/money';
import { isReturnedState } from '../../domain/payment-facts';
import { subscriptionDocumentsOwed, type OwedSubscriptionDocument } from '../../domain/fiscal-documents';
import {
  accessEndsAt,
  applyCharge,
  applyMandate,
  type ChargeFact,
  type Subscription,
  type SubscriptionEffect,
} from '../../domain/subscription';
import { priceChangeAtAuthorization, type PriceChangeRequest } from '../../domain/subscription-price-change';
import type { SubscriptionProvider } from '../../payments/subscription-provider';
import { priceChangeOwed } from './subscription-prices';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../data/subscriptions-repository';

export interface SubscriptionStore {
  get(id: string): Promise<StoredSubscription | null>;
  save(
    subscription: Subscription,
    readVersion: number | null,
    owed?: readonly OwedEffect[],
    at?: string,
    documents?: readonly OwedSubscriptionDocument[],
  ): Promise<StoredSubscription>;
}

/** What the sync needs to owe the member's e-mails and carry them out after the commit. */
export interface SubscriptionOwing {
  /** The member's e-mail and names and the planning's name; null when there is no one to write to. */
  recipientOf(subscription: Subscription): Promise<Recipient | null>;
  /** Carries out the owed effects at once (the outbox worker; its schedule retries). */
  deliver(owed: readonly OwedEffect[]): Promise<void>;
  /** The planning's latest monthly price as a change (its offer, read at the authorization); null when not sold by the month. */
  priceChangeOf(subscription: Subscription): Promise<PriceChangeRequest | null>;
  now(): Date;
}

export interface Recipient {
  email: string;
  planningName: string;
  firstName: string;
  lastName: string;
}

const mailed = (effect: SubscriptionEffect): boolean =>
  effect.kind === 'CHARGE_FAILED' || effect.kind === 'CHARGE_RECOVERED' || effect.kind === 'CHARGE_REFUNDED' || effect.kind === 'ENDED';

/** The outbox entries the effects of one pass owe, each with an id fixed by its fact. */
function owedOfEffects(subscription: Subscription, effects: readonly SubscriptionEffect[], recipient: Recipient): OwedEffect[] {
  const facts: SubscriptionMailFacts = { id: subscription.id, planningName: recipient.planningName, email: recipient.email };
  const chargeOf = (id: string) => {
    const charge = subscription.charges.find((candidate) => candidate.id === id);
    return { id, amount: charge?.amount ?? 0, currency: charge?.currency ?? 'ARS' };
  };
  const base = `SUBSCRIPTION#${subscription.id}`;
  const owed: OwedEffect[] = [];
  for (const effect of effects) {
    if (effect.kind === 'CHARGE_FAILED')
      owed.push({
        id: `${base}#subscription-charge-failed-mail#${effect.chargeId}#${effect.final ? 'final' : 'retrying'}`,
        effect: {
          kind: 'subscription-charge-failed-mail',
          subscription: facts,
          charge: { ...chargeOf(effect.chargeId), final: effect.final },
          changeCardUrl: subscription.authorizationUrl,
        },
      });
    else if (effect.kind === 'CHARGE_RECOVERED')
      owed.push({
        id: `${base}#subscription-charge-recovered-mail#${effect.chargeId}`,
        effect: { kind: 'subscription-charge-recovered-mail', subscription: facts, charge: chargeOf(effect.chargeId) },
      });
    else if (effect.kind === 'CHARGE_REFUNDED')
      owed.push({
        // Fixed by the charge and the money returned after it: the same refund read twice owes one e-mail.
        id: `${base}#subscription-charge-refunded-mail#${effect.chargeId}#${toCents(effect.refundedAfter)}`,
        effect: {
          kind: 'subscription-charge-refunded-mail',
          subscription: facts,
          charge: chargeOf(effect.chargeId),
          amount: (toCents(effect.refundedAfter) - toCents(effect.refundedBefore)) / 100,
          whole: effect.whole,
        },
      });
    else if (effect.kind === 'ENDED')
      owed.push({
        id: `${base}#subscription-ended-mail`,
        effect: { kind: 'subscription-ended-mail', subscription: facts, reason: effect.reason, accessEndsAt: accessEndsAt(subscription) },
      });
  }
  return owed;
}

export interface SyncOutcome {
  subscriptionId: string;
  changed: boolean;
  effects: SubscriptionEffect[];
}

const MAX_CONFLICT_RETRIES = 3;

/**
 * The charges as reported, with what was returned of each cleared (or refunded) charge's payment
 * read from the payment itself — for a charge the store has not seen in this state, one the
 * provider modified since (Mercado Pago modifies an authorized payment when its payment changes),
 * or one named in `refresh` (the admin's refund just asked): a partial refund leaves the charge's
 * payment approved, so only the payment tells how much went back.
 */
async function withRefunds(
  provider: SubscriptionProvider,
  subscription: Subscription,
  charges: readonly ChargeFact[],
  refresh: ReadonlySet<string>,
): Promise<ChargeFact[]> {
  return Promise.all(
    charges.map(async (fact) => {
      if (!fact.paymentId || (fact.state !== 'CLEARED' && fact.state !== 'REFUNDED')) return fact;
      const known = subscription.charges.find((charge) => charge.id === fact.id);
      const seen = known && known.state === fact.state && known.lastModified === fact.lastModified && known.paymentId === fact.paymentId;
      if (seen && !refresh.has(fact.id)) return fact;
      if (known?.state === 'REFUNDED') return fact;
      const payment = await provider.chargePayment(fact.paymentId);
      if (!payment) return fact;
      const whole = isReturnedState(payment.state);
      return {
        ...fact,
        state: whole && fact.state === 'CLEARED' ? 'REFUNDED' : fact.state,
        refundedAmount: whole ? Math.max(payment.refundedAmount, fact.amount) : payment.refundedAmount,
      };
    }),
  );
}

/** Applies the provider's state of one mandate; null when it is not one of the store's subscriptions. */
export async function syncSubscription(
  provider: SubscriptionProvider,
  store: SubscriptionStore,
  owing: SubscriptionOwing,
  mandateId: string,
  refresh: ReadonlySet<string> = new Set(),
): Promise<SyncOutcome | null> {
  const reported = await provider.read(mandateId);
  if (!reported?.subscriptionId) return null;
  for (let attempt = 0; ; attempt += 1) {
    const stored = await store.get(reported.subscriptionId);
    // A mandate naming a subscription that is not the one it was made for is not that subscription's.
    if (!stored || stored.subscription.preapprovalId !== reported.mandateId) return null;
    const mandate = applyMandate(stored.subscription, reported.mandate);
    let subscription = mandate.subscription;
    let changed = mandate.changed;
    const effects: SubscriptionEffect[] = [...mandate.effects];
    for (const charge of await withRefunds(provider, stored.subscription, reported.charges, refresh)) {
      const change = applyCharge(subscription, charge);
      subscription = change.subscription;
      changed ||= change.changed;
      effects.push(...change.effects);
    }
    if (!changed) return { subscriptionId: subscription.id, changed: false, effects: [] };
    const instant = owing.now().toISOString();
    // Authorized now: a price change saved while she had not authorized reaches her (decision 167),
    // read on every attempt (a fan-out that touched her pending record meanwhile made this one retry).
    const authorizedNow = mandate.effects.some((effect) => effect.kind === 'AUTHORIZED');
    const latest = authorizedNow ? await owing.priceChangeOf(subscription) : null;
    const priced = latest ? priceChangeAtAuthorization(subscription, latest, instant) : null;
    if (priced?.changed) subscription = priced.subscription;
    // A period paid owes its Factura, a refund its Nota de Crédito.
    const paid = effects.some((effect) => effect.kind === 'PERIOD_PAID' || effect.kind === 'CHARGE_REFUNDED');
    const recipient = effects.some(mailed) || paid || priced?.changed ? await owing.recipientOf(subscription) : null;
    const owed = recipient ? owedOfEffects(subscription, effects, recipient) : [];
    if (priced?.changed && latest) {
      const mail = recipient ? { id: subscription.id, planningName: recipient.planningName, email: recipient.email } : null;
      owed.push(...priceChangeOwed(subscription, priced.effects, latest.currency, mail));
    }
    // A fiscal document is owed for the money, with or without someone to e-mail it to.
    const documents = paid
      ? subscriptionDocumentsOwed(subscription, effects, {
          planningName: recipient?.planningName ?? subscription.planningId,
          buyer: {
            firstName: recipient?.firstName ?? subscription.billing?.fullName ?? '',
            lastName: recipient?.lastName ?? '',
            email: recipient?.email ?? '',
            phone: subscription.billing?.phone ?? null,
          },
        })
      : [];
    try {
      await store.save(subscription, stored.version, owed, instant, documents);
      // What is due now (a price lowered: its update at Mercado Pago too); a later update waits for its date on the outbox.
      const dueNow = owed.filter((entry) => entry.dueAt === undefined || Date.parse(entry.dueAt) <= Date.parse(instant));
      if (dueNow.length > 0) await owing.deliver(dueNow);
      return { subscriptionId: subscription.id, changed: true, effects };
    } catch (error) {
      if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
    }
  }
}

/** One reconciliation pass over a seller's mandates changed since `since`. */
export async function reconcileSubscriptions(
  provider: SubscriptionProvider,
  store: SubscriptionStore,
  owing: SubscriptionOwing,
  since: string,
  pageSize = 50,
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const mandateId of await provider.changedSince(since, pageSize)) {
    const outcome = await syncSubscription(provider, store, owing, mandateId);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
