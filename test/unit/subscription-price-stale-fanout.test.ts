// An older price change's fan-out that runs after a newer change was saved (outbox entries run in
// any order, and are retried): the newer change's own fan-out reaches every subscriber, so the
// older one stops and never replaces the newer price on a subscription that already holds it. An
// in-memory store with the repository's conditional write on the version.
import { describe, expect, it } from 'vitest';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../functions/data/subscriptions-repository';
import type { OwedEffect, PriceChangeFacts } from '../../functions/domain/effects';
import { applyCharge, applyMandate, newSubscription, type Subscription } from '../../functions/domain/subscription';
import { offerPriceChange, type SubscriptionOffer } from '../../functions/domain/subscription-offer';
import { schedulePriceChange } from '../../functions/domain/subscription-price-change';
import { createSubscriptionPrices } from '../../functions/services/subscriptions/subscription-prices';

const T0 = '2027-01-10T12:00:00.000Z';
const OLDER = '2027-01-20T15:00:00.000Z';
const NEWER = '2027-01-21T09:00:00.000Z';

function active(): Subscription {
  const created = newSubscription({
    id: 's1',
    planningId: 'planning-2',
    memberId: 'u1',
    seller: 'DELFI',
    period: { count: 1, unit: 'MONTH' },
    trialDays: 0,
    amount: 20000,
    currency: 'ARS',
    now: T0,
  });
  const authorized = applyMandate(created, {
    status: 'AUTHORIZED',
    version: 1,
    lastModified: T0,
    amount: 20000,
    currency: 'ARS',
    nextChargeAt: '2027-02-10T12:00:00.000Z',
  }).subscription;
  return applyCharge(authorized, {
    id: 'c1',
    dueAt: T0,
    attempt: 0,
    state: 'CLEARED',
    amount: 20000,
    currency: 'ARS',
    paymentId: 'p1',
    lastModified: T0,
  }).subscription;
}

const offerChangedAt = (priceChangedAt: string, monthlyPrice: number): SubscriptionOffer => ({
  planningId: 'planning-2',
  sale: 'MONTHLY',
  monthlyPrice,
  trialDays: 0,
  graceDays: 0,
  updatedAt: priceChangedAt,
  priceChangedAt,
});

const factsOf = (offer: SubscriptionOffer): PriceChangeFacts => {
  const change = offerPriceChange(offer);
  if (!change) throw new Error('the offer is not sold monthly');
  return { planningId: offer.planningId, planningName: 'Planificación 2', ...change };
};

function fanOutWith(subscription: Subscription, offerNow: SubscriptionOffer) {
  let current: StoredSubscription = { subscription, version: 1 };
  const owed: OwedEffect[] = [];
  const prices = createSubscriptionPrices({
    subscriptions: {
      get: async () => current,
      pageOfPlanning: async () => ({ subscriptions: [current], last: null }),
      async save(next: Subscription, readVersion: number | null, effects: readonly OwedEffect[] = []) {
        if (readVersion !== current.version) throw new SubscriptionChangedMeanwhile(next.id);
        current = { subscription: next, version: readVersion + 1 };
        owed.push(...effects);
        return current;
      },
    },
    profiles: { getProfile: async () => ({ email: 'ana@example.com' }) },
    offers: { get: async () => offerNow },
    owe: async () => undefined,
    deliver: async () => undefined,
    gateway: { forSeller: () => Promise.reject(new Error('no update in this test')) },
    now: () => new Date(NEWER),
  });
  return { prices, owed, current: () => current };
}

describe('an older price change’s fan-out after a newer one', () => {
  const older = offerChangedAt(OLDER, 24000);
  const newer = offerChangedAt(NEWER, 28000);

  it('stops, owing nothing, and the subscription keeps the newer price it holds', async () => {
    const holdingNewer = schedulePriceChange(active(), factsOf(newer)).subscription;
    const run = fanOutWith(holdingNewer, newer);
    expect(await run.prices.fanOut(factsOf(older), null)).toEqual({ told: 0, next: null });
    expect(run.owed).toEqual([]);
    expect(run.current().version).toBe(1);
    expect(run.current().subscription.prices.map((entry) => entry.amount)).toEqual(holdingNewer.prices.map((entry) => entry.amount));
  });

  it('also stops on a subscription the newer fan-out has not reached yet: the newer one tells her', async () => {
    const run = fanOutWith(active(), newer);
    expect(await run.prices.fanOut(factsOf(older), null)).toEqual({ told: 0, next: null });
    expect(run.owed).toEqual([]);
  });

  it('carries on while its change is the offer’s latest', async () => {
    const run = fanOutWith(active(), older);
    expect((await run.prices.fanOut(factsOf(older), null)).told).toBe(1);
    expect(run.current().subscription.prices.at(-1)).toMatchObject({ amount: 24000, changeId: factsOf(older).changeId });
  });
});
