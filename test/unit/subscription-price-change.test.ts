// The admin's monthly price change as one subscription takes it (decision 150): noticed
// PRICE_NOTICE_DAYS ahead, charges due before keep their price, idempotent by the change's id, and
// a second change before the first takes effect supersedes it.
import { describe, expect, it } from 'vitest';
import { subscriptionOfRecord } from '../../functions/data/subscription-record';
import {
  applyCharge,
  applyMandate,
  currentPrice,
  newSubscription,
  paidPeriods,
  type Subscription,
} from '../../functions/domain/subscription';
import {
  firstChargeAtOrAfter,
  PRICE_NOTICE_DAYS,
  priceApplied,
  priceChangeDue,
  schedulePriceChange,
  upcomingPrice,
} from '../../functions/domain/subscription-price-change';
import { addDays } from '../../functions/domain/subscription-periods';

const T0 = '2027-01-10T12:00:00.000Z';
const monthly = { count: 1, unit: 'MONTH' } as const;

function active(): Subscription {
  let subscription = newSubscription({
    id: 's1',
    planningId: 'planning-2',
    memberId: 'u1',
    seller: 'DELFI',
    period: monthly,
    trialDays: 0,
    amount: 20000,
    currency: 'ARS',
    now: T0,
  });
  subscription = applyMandate(subscription, {
    status: 'AUTHORIZED',
    version: 1,
    lastModified: T0,
    amount: 20000,
    currency: 'ARS',
    nextChargeAt: '2027-02-10T12:00:00.000Z',
  }).subscription;
  return applyCharge(subscription, {
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

const change = (changeId: string, amount: number, noticedAt: string) => ({ changeId, amount, currency: 'ARS', noticedAt });

describe('a monthly price change on a running subscription', () => {
  it('is noticed now and takes effect PRICE_NOTICE_DAYS later; charges due before keep the old price', () => {
    const noticedAt = '2027-01-20T15:00:00.000Z';
    const outcome = schedulePriceChange(active(), change('ch-1', 24000, noticedAt));
    const from = addDays(noticedAt, PRICE_NOTICE_DAYS);
    expect(PRICE_NOTICE_DAYS).toBe(30);
    expect(outcome.effects).toEqual([
      { kind: 'PRICE_CHANGE_NOTICED', changeId: 'ch-1', previousAmount: 20000, amount: 24000, from, supersedes: [] },
    ]);
    const repriced = outcome.subscription;
    // 10 February is before the notice runs out: still 20000; 10 March takes 24000.
    expect(currentPrice(repriced, '2027-02-10T12:00:00.000Z')?.amount).toBe(20000);
    expect(currentPrice(repriced, '2027-03-10T12:00:00.000Z')?.amount).toBe(24000);
    // The period already paid keeps what it was charged.
    expect(paidPeriods(repriced).map((period) => period.amount)).toEqual([20000]);
  });

  it('is idempotent: the same change again (a retried fan-out) owes nothing', () => {
    const once = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const again = schedulePriceChange(once, change('ch-1', 24000, '2027-01-21T15:00:00.000Z'));
    expect(again).toMatchObject({ changed: false, effects: [] });
    expect(again.subscription.prices).toEqual(once.prices);
  });

  it('the same price as in force changes nothing and owes no notice', () => {
    expect(schedulePriceChange(active(), change('ch-0', 20000, '2027-01-20T15:00:00.000Z'))).toMatchObject({ changed: false, effects: [] });
  });

  it('a second change before the first takes effect supersedes it, with a fresh notice period', () => {
    const first = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const secondAt = '2027-02-01T10:00:00.000Z';
    const second = schedulePriceChange(first, change('ch-2', 26000, secondAt));
    expect(second.effects).toEqual([
      {
        kind: 'PRICE_CHANGE_NOTICED',
        changeId: 'ch-2',
        previousAmount: 20000,
        amount: 26000,
        from: addDays(secondAt, PRICE_NOTICE_DAYS),
        supersedes: ['ch-1'],
      },
    ]);
    expect(second.subscription.prices.map((entry) => entry.changeId ?? null)).toEqual([null, 'ch-2']);
    // The first change's update at Mercado Pago, when it comes due, finds it gone.
    expect(priceChangeDue(second.subscription, 'ch-1', '2027-03-01T00:00:00.000Z')).toBeNull();
    // ch-2 takes effect 3 March (1 February + 30 days): 20000 before, 26000 after.
    expect(currentPrice(second.subscription, '2027-02-20T00:00:00.000Z')?.amount).toBe(20000);
    expect(currentPrice(second.subscription, '2027-03-10T12:00:00.000Z')?.amount).toBe(26000);
  });

  it('a change back to the price in force withdraws the pending one', () => {
    const first = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const back = schedulePriceChange(first, change('ch-2', 20000, '2027-01-25T15:00:00.000Z'));
    expect(back.effects).toEqual([{ kind: 'PRICE_CHANGE_WITHDRAWN', changeId: 'ch-2', amount: 20000, withdrawn: ['ch-1'] }]);
    expect(back.subscription.prices).toHaveLength(1);
    expect(currentPrice(back.subscription, '2027-06-10T12:00:00.000Z')?.amount).toBe(20000);
  });

  it('a change noticed after the first took effect follows it, and the first stays', () => {
    const first = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const later = schedulePriceChange(first, change('ch-2', 30000, '2027-04-01T12:00:00.000Z'));
    expect(later.effects[0]).toMatchObject({ kind: 'PRICE_CHANGE_NOTICED', previousAmount: 24000, supersedes: [] });
    expect(later.subscription.prices.map((entry) => entry.amount)).toEqual([20000, 24000, 30000]);
  });

  it('its update at Mercado Pago is due from its date on, not before, and not once a later change is in force', () => {
    const noticedAt = '2027-01-20T15:00:00.000Z';
    const first = schedulePriceChange(active(), change('ch-1', 24000, noticedAt)).subscription;
    const from = addDays(noticedAt, PRICE_NOTICE_DAYS);
    expect(priceChangeDue(first, 'ch-1', addDays(from, -1))).toBeNull();
    expect(priceChangeDue(first, 'ch-1', from)).toMatchObject({ amount: 24000, changeId: 'ch-1' });
    const both = schedulePriceChange(first, change('ch-2', 30000, addDays(from, 1))).subscription;
    expect(priceChangeDue(both, 'ch-1', addDays(from, 2))).toMatchObject({ changeId: 'ch-1' });
    expect(priceChangeDue(both, 'ch-1', addDays(from, 40))).toBeNull();
    expect(priceChangeDue(both, 'unknown', addDays(from, 40))).toBeNull();
  });

  it('the preapproval read back with the new amount (the update applied) adds no other price', () => {
    const noticedAt = '2027-01-20T15:00:00.000Z';
    const first = schedulePriceChange(active(), change('ch-1', 24000, noticedAt)).subscription;
    const from = addDays(noticedAt, PRICE_NOTICE_DAYS);
    const read = applyMandate(first, {
      status: 'AUTHORIZED',
      version: 2,
      lastModified: addDays(from, 0.01),
      amount: 24000,
      currency: 'ARS',
      nextChargeAt: '2027-03-10T12:00:00.000Z',
    });
    expect(read.subscription.prices).toEqual(first.prices);
  });

  it('the change’s id survives the stored record (so a retry still finds it)', () => {
    const scheduled = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const read = subscriptionOfRecord({ PK: 'SUBSCRIPTION#s1', subscription: structuredClone(scheduled) });
    expect(read.prices.map((entry) => entry.changeId ?? null)).toEqual([null, 'ch-1']);
    expect(schedulePriceChange(read, change('ch-1', 24000, '2027-01-22T15:00:00.000Z')).changed).toBe(false);
  });

  it('tells the date of the first charge at the new price: the next charge on or after the date, on the run’s day', () => {
    // Next charge 10 February 12:00 (paid from 10 January); noticed 20 January → from 19 February.
    const noticedAt = '2027-01-20T15:00:00.000Z';
    const scheduled = schedulePriceChange(active(), change('ch-1', 24000, noticedAt)).subscription;
    const from = addDays(noticedAt, PRICE_NOTICE_DAYS);
    expect(firstChargeAtOrAfter(scheduled, from)).toBe('2027-03-10T12:00:00.000Z');
    // Noticed on 5 January: from 4 February, the 10 February charge is the first at the new price.
    expect(firstChargeAtOrAfter(scheduled, addDays('2027-01-05T15:00:00.000Z', PRICE_NOTICE_DAYS))).toBe('2027-02-10T12:00:00.000Z');
    expect(upcomingPrice(scheduled, noticedAt)).toEqual({
      amount: 24000,
      currency: 'ARS',
      from,
      firstChargeAt: '2027-03-10T12:00:00.000Z',
    });
    // Once in force it is no longer upcoming.
    expect(upcomingPrice(scheduled, addDays(from, 1))).toBeNull();
    expect(upcomingPrice(active(), noticedAt)).toBeNull();
  });

  it('a paused subscription has no charge date to tell', () => {
    const paused = applyMandate(active(), {
      status: 'PAUSED',
      version: 2,
      lastModified: '2027-01-15T12:00:00.000Z',
      amount: 20000,
      currency: 'ARS',
      nextChargeAt: null,
    }).subscription;
    expect(firstChargeAtOrAfter(paused, '2027-02-19T15:00:00.000Z')).toBeNull();
  });

  it('marks the change as set at the provider, and the mark survives the stored record', () => {
    const scheduled = schedulePriceChange(active(), change('ch-1', 24000, '2027-01-20T15:00:00.000Z')).subscription;
    const applied = priceApplied(scheduled, 'ch-1', '2027-02-19T15:01:00.000Z');
    expect(applied.prices.at(-1)).toMatchObject({ changeId: 'ch-1', appliedAt: '2027-02-19T15:01:00.000Z' });
    expect(applied.prices[0]).not.toHaveProperty('appliedAt');
    const read = subscriptionOfRecord({ PK: 'SUBSCRIPTION#s1', subscription: structuredClone(applied) });
    expect(read.prices.at(-1)?.appliedAt).toBe('2027-02-19T15:01:00.000Z');
  });
});
