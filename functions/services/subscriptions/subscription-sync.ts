// Brings a subscription up to what the provider reports (issue 39): the notification of any
// subscription topic and the scheduled reconciliation both end here, so a notification is only a
// hint — the mandate and its charges are read from the provider and applied to the aggregate
// (domain/subscription.ts), which changes nothing for a fact it already knows. The write is
// conditional on the version read; a concurrent writer makes this pass re-read and apply again.
//
// The reconciliation asks the provider for the mandates changed since its last pass (with an
// overlap), so its work follows the changes, not the number of subscribers.
import { applyCharge, applyMandate, type Subscription, type SubscriptionEffect } from '../../domain/subscription';
import type { SubscriptionProvider } from '../../payments/subscription-provider';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../data/subscriptions-repository';

export interface SubscriptionStore {
  get(id: string): Promise<StoredSubscription | null>;
  save(subscription: Subscription, readVersion: number | null): Promise<StoredSubscription>;
}

export interface SyncOutcome {
  subscriptionId: string;
  changed: boolean;
  effects: SubscriptionEffect[];
}

const MAX_CONFLICT_RETRIES = 3;

/** Applies the provider's state of one mandate; null when it is not one of the store's subscriptions. */
export async function syncSubscription(
  provider: SubscriptionProvider,
  store: SubscriptionStore,
  mandateId: string,
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
    for (const charge of reported.charges) {
      const change = applyCharge(subscription, charge);
      subscription = change.subscription;
      changed ||= change.changed;
      effects.push(...change.effects);
    }
    if (!changed) return { subscriptionId: subscription.id, changed: false, effects: [] };
    try {
      await store.save(subscription, stored.version);
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
  since: string,
  pageSize = 50,
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const mandateId of await provider.changedSince(since, pageSize)) {
    const outcome = await syncSubscription(provider, store, mandateId);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
