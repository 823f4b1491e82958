// A planning's price changed while a subscription waited for its authorization at Mercado Pago
// (decision 167): at the authorization the change is applied by the rules of a live subscription —
// raised, noticed now and in force a whole notice period later; lowered, at once; withdrawn, nothing
// — under the change's own id, so the fan-out reaching her afterwards (or before) owes nothing twice.
import { describe, expect, it } from 'vitest';
import { applyMandate, currentPrice, newSubscription, type Subscription } from '../../functions/domain/subscription';
import { offerPriceChange, type SubscriptionOffer } from '../../functions/domain/subscription-offer';
import {
  PRICE_NOTICE_DAYS,
  priceChangeAtAuthorization,
  priceChangeDue,
  schedulePriceChange,
} from '../../functions/domain/subscription-price-change';
import { addDays } from '../../functions/domain/subscription-periods';

const CREATED = '2027-03-01T12:00:00.000Z';
const CHANGED = '2027-03-02T12:00:00.000Z';
const AUTHORIZED = '2027-03-05T12:00:00.000Z';

/** Started at 20.000 on 1 March, authorized at Mercado Pago on the 5th at the amount she was shown. */
function authorized(): Subscription {
  const pending = newSubscription({
    id: 's1',
    planningId: 'planning-2',
    memberId: 'u1',
    seller: 'STORE',
    period: { count: 1, unit: 'MONTH' },
    trialDays: 0,
    amount: 20000,
    currency: 'ARS',
    now: CREATED,
  });
  return applyMandate(
    { ...pending, preapprovalId: 'pre-1' },
    {
      status: 'AUTHORIZED',
      version: 1,
      lastModified: AUTHORIZED,
      amount: 20000,
      currency: 'ARS',
      nextChargeAt: '2027-04-05T12:00:00.000Z',
    },
  ).subscription;
}

const change = (amount: number, noticedAt = CHANGED) => ({ changeId: `offer-${noticedAt}`, amount, currency: 'ARS', noticedAt });

describe('a price change saved while the subscription was pending, at its authorization', () => {
  it('raised: noticed now, in force a whole notice period after the authorization; she pays what she authorized until then', () => {
    const outcome = priceChangeAtAuthorization(authorized(), change(24000), AUTHORIZED);
    const from = addDays(AUTHORIZED, PRICE_NOTICE_DAYS);
    expect(outcome.changed).toBe(true);
    expect(outcome.effects).toEqual([
      { kind: 'PRICE_CHANGE_NOTICED', changeId: `offer-${CHANGED}`, previousAmount: 20000, amount: 24000, from, supersedes: [] },
    ]);
    const subscription = outcome.subscription;
    // Later than the change's own date (noticed on the 2nd + 30 days): the notice runs from her authorization.
    expect(Date.parse(from)).toBeGreaterThan(Date.parse(addDays(CHANGED, PRICE_NOTICE_DAYS)));
    expect(currentPrice(subscription, AUTHORIZED)?.amount).toBe(20000);
    expect(currentPrice(subscription, addDays(from, -1))?.amount).toBe(20000);
    expect(currentPrice(subscription, from)?.amount).toBe(24000);
    expect(priceChangeDue(subscription, `offer-${CHANGED}`, addDays(from, -1))).toBeNull();
    expect(priceChangeDue(subscription, `offer-${CHANGED}`, from)).toMatchObject({ amount: 24000, from });
  });

  it('raised: the later of the change’s own date and the notice from now', () => {
    // A change noticed an hour after the instant the sync took (clocks apart): its own date is the later one.
    const later = '2027-03-05T13:00:00.000Z';
    const outcome = priceChangeAtAuthorization(authorized(), change(24000, later), AUTHORIZED);
    expect(outcome.subscription.prices.at(-1)).toMatchObject({ amount: 24000, from: addDays(later, PRICE_NOTICE_DAYS) });
  });

  it('lowered: in force at once (told, no notice period), its update at Mercado Pago due now', () => {
    const outcome = priceChangeAtAuthorization(authorized(), change(18000), AUTHORIZED);
    expect(outcome.effects).toEqual([
      {
        kind: 'PRICE_CHANGE_NOTICED',
        changeId: `offer-${CHANGED}`,
        previousAmount: 20000,
        amount: 18000,
        from: AUTHORIZED,
        supersedes: [],
      },
    ]);
    expect(currentPrice(outcome.subscription, AUTHORIZED)?.amount).toBe(18000);
    expect(currentPrice(outcome.subscription, CREATED)?.amount).toBe(20000);
    expect(priceChangeDue(outcome.subscription, `offer-${CHANGED}`, AUTHORIZED)).toMatchObject({ amount: 18000 });
  });

  it('the price she authorized (a change withdrawn meanwhile, or none since): nothing', () => {
    const outcome = priceChangeAtAuthorization(authorized(), change(20000), AUTHORIZED);
    expect(outcome).toMatchObject({ changed: false, effects: [] });
    expect(outcome.subscription.prices).toHaveLength(1);
  });

  it('once per change: applied again, or the fan-out reaching her after, owes nothing', () => {
    const first = priceChangeAtAuthorization(authorized(), change(24000), AUTHORIZED);
    const again = priceChangeAtAuthorization(first.subscription, change(24000), AUTHORIZED);
    expect(again).toMatchObject({ changed: false, effects: [] });
    const fanout = schedulePriceChange(first.subscription, change(24000));
    expect(fanout).toMatchObject({ changed: false, effects: [] });
    expect(fanout.subscription.prices.filter((entry) => entry.changeId === `offer-${CHANGED}`)).toHaveLength(1);
  });

  it('the fan-out first (it saw her authorized): the authorization owes nothing more', () => {
    const scheduled = schedulePriceChange(authorized(), change(24000)).subscription;
    expect(priceChangeAtAuthorization(scheduled, change(24000), AUTHORIZED)).toMatchObject({ changed: false, effects: [] });
  });
});

describe('the offer’s latest monthly price as a change', () => {
  const offer = (fields: Partial<SubscriptionOffer>): SubscriptionOffer => ({
    planningId: 'planning-2',
    sale: 'MONTHLY',
    monthlyPrice: 24000,
    trialDays: 0,
    graceDays: 5,
    updatedAt: '2027-03-04T10:00:00.000Z',
    ...fields,
  });

  it('named by when the price last changed, not by a later save of the trial or the grace', () => {
    expect(offerPriceChange(offer({ priceChangedAt: CHANGED }))).toEqual({
      changeId: `offer-${CHANGED}`,
      amount: 24000,
      currency: 'ARS',
      noticedAt: CHANGED,
    });
  });

  it('an offer saved before the field: its last save stands for it; sold once only: none', () => {
    expect(offerPriceChange(offer({}))?.changeId).toBe('offer-2027-03-04T10:00:00.000Z');
    expect(offerPriceChange(offer({ sale: 'ONCE', monthlyPrice: 0 }))).toBeNull();
    expect(offerPriceChange(null)).toBeNull();
  });
});
