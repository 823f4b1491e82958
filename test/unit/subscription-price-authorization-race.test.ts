// The fan-out racing a pending subscription's authorization (decision 167): the sync read the offer
// before the admin's save, and the fan-out read the subscription still pending before the sync's
// write. The fan-out writes a pending subscription over the version it read, so the sync's write
// fails, it re-reads the subscription and the offer, and the change is hers — once. An in-memory
// store with the repository's conditional write on the version.
import { describe, expect, it } from 'vitest';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../functions/data/subscriptions-repository';
import type { OwedEffect, PriceChangeFacts } from '../../functions/domain/effects';
import { newSubscription, type MandateFact, type Subscription } from '../../functions/domain/subscription';
import type { SubscriptionProvider } from '../../functions/payments/subscription-provider';
import { createSubscriptionPrices, priceEffectId } from '../../functions/services/subscriptions/subscription-prices';
import { syncSubscription, type SubscriptionOwing } from '../../functions/services/subscriptions/subscription-sync';

const CREATED = '2027-03-01T12:00:00.000Z';
const CHANGED = '2027-03-02T12:00:00.000Z';
const AUTHORIZED = '2027-03-02T12:00:01.000Z';

function memoryStore(first: Subscription) {
  let current: StoredSubscription = { subscription: first, version: 1 };
  const owed: OwedEffect[] = [];
  return {
    owed,
    current: () => current,
    async get(): Promise<StoredSubscription | null> {
      return current;
    },
    async pageOfPlanning() {
      return { subscriptions: [current], last: null };
    },
    async save(subscription: Subscription, readVersion: number | null, effects: readonly OwedEffect[] = []) {
      if (readVersion !== current.version) throw new SubscriptionChangedMeanwhile(subscription.id);
      current = { subscription, version: readVersion + 1 };
      owed.push(...effects);
      return current;
    },
  };
}

describe('the fan-out racing the authorization', () => {
  it('the sync that read the old offer loses its write to the fan-out’s, re-reads and takes the change once', async () => {
    const pending = {
      ...newSubscription({
        id: 's1',
        planningId: 'planning-2',
        memberId: 'u1',
        seller: 'STORE',
        period: { count: 1, unit: 'MONTH' },
        trialDays: 0,
        amount: 20000,
        currency: 'ARS',
        now: CREATED,
      }),
      preapprovalId: 'pre-1',
    };
    const store = memoryStore(pending);
    const change: PriceChangeFacts = {
      planningId: 'planning-2',
      planningName: 'Planificación 2',
      changeId: `offer-${CHANGED}`,
      amount: 24000,
      currency: 'ARS',
      noticedAt: CHANGED,
    };
    const fanout = createSubscriptionPrices({
      subscriptions: store,
      profiles: { getProfile: async () => ({ email: 'ana@example.com' }) },
      owe: async () => undefined,
      deliver: async () => undefined,
      gateway: { forSeller: () => Promise.reject(new Error('no update in this test')) },
      now: () => new Date(AUTHORIZED),
    });
    const mandate: MandateFact = {
      status: 'AUTHORIZED',
      version: 1,
      lastModified: AUTHORIZED,
      amount: 20000,
      currency: 'ARS',
      nextChargeAt: '2027-04-02T12:00:01.000Z',
    };
    const provider = {
      read: async () => ({ mandateId: 'pre-1', subscriptionId: 's1', mandate, charges: [] }),
    } as unknown as SubscriptionProvider; // only `read` is used by a pass without charges
    let offerReads = 0;
    const owing: SubscriptionOwing = {
      recipientOf: async () => ({ email: 'ana@example.com', planningName: 'Planificación 2', firstName: 'Ana', lastName: 'Pérez' }),
      deliver: async () => undefined,
      async priceChangeOf() {
        offerReads += 1;
        if (offerReads > 1) return change;
        // The first read is of the offer before the admin's save (the price she authorized); the
        // admin saves and the fan-out runs right after, while this pass has not written yet.
        await fanout.fanOut(change, null);
        return { ...change, changeId: `offer-${CREATED}`, amount: 20000, noticedAt: CREATED };
      },
      now: () => new Date(AUTHORIZED),
    };

    await syncSubscription(provider, store, owing, 'pre-1');

    expect(offerReads).toBe(2);
    const { subscription } = store.current();
    expect(subscription.mandate.status).toBe('AUTHORIZED');
    expect(subscription.prices.filter((entry) => entry.changeId === change.changeId)).toHaveLength(1);
    expect(store.owed.map((entry) => entry.id).sort()).toEqual(
      [priceEffectId('s1', change.changeId, 'notice'), priceEffectId('s1', change.changeId, 'update')].sort(),
    );
  });
});
