// The coach's list counting a planning's subscribers (decision 155), pure: each subscriber's
// standing from her subscriptions (the one giving access now, else the one reaching furthest; none
// when it never gave access) with its status, and which of a stored membership and a subscription
// is listed for one member (an active stored one first, then the subscription giving access, then
// the ended stored one, then the ended subscription).
import { describe, expect, it } from 'vitest';
import { coachPlanningSummary } from '../../functions/domain/coach-members-page';
import { subscriberStandings, subscriptionListed, type SubscriberStanding } from '../../functions/domain/coach-subscribers';
import {
  applyCharge,
  applyMandate,
  newSubscription,
  type ChargeFact,
  type ChargeState,
  type MandateFact,
} from '../../functions/domain/subscription';
import { addPeriod } from '../../functions/domain/subscription-periods';

const T0 = '2026-01-10T12:00:00.000Z';
const monthly = { count: 1, unit: 'MONTH' } as const;
const at = (months: number, days = 0) => new Date(Date.parse(addPeriod(T0, monthly, months)) + days * 86_400_000).toISOString();
const mandate = (status: MandateFact['status'], version: number, lastModified: string): MandateFact => ({
  status,
  version,
  lastModified,
  amount: 45000,
  currency: 'ARS',
  nextChargeAt: null,
});
const charge = (id: string, dueAt: string, state: ChargeState): ChargeFact => ({
  id,
  dueAt,
  attempt: 0,
  state,
  amount: 45000,
  currency: 'ARS',
  paymentId: `pay-${id}`,
  lastModified: dueAt,
});
const subscription = (id: string, memberId: string) =>
  newSubscription({
    id,
    planningId: 'planning-2',
    memberId,
    seller: 'STORE',
    period: monthly,
    trialDays: 0,
    amount: 45000,
    currency: 'ARS',
    now: T0,
  });
const paid = (id: string, memberId: string) =>
  applyCharge(applyMandate(subscription(id, memberId), mandate('AUTHORIZED', 0, T0)).subscription, charge(`${id}-c1`, T0, 'CLEARED'))
    .subscription;

describe('subscriberStandings', () => {
  it('gives each subscriber her calendar and status: past due while retried, paused with the paid period, ended after it', () => {
    const late = applyCharge(paid('s-late', 'late'), charge('s-late-c2', at(1), 'RETRYING')).subscription;
    const resting = applyMandate(paid('s-rest', 'rest'), mandate('PAUSED', 1, at(0, 3))).subscription;
    const gone = applyMandate(paid('s-gone', 'gone'), mandate('CANCELLED', 1, at(0, 3))).subscription;
    const standings = subscriberStandings([late, resting, gone], at(1, 2), 0);
    expect(standings.get('late')).toMatchObject({ active: true, startDate: '2026-01-10', subscriptionStatus: 'PAST_DUE' });
    expect(standings.get('rest')).toMatchObject({ active: false, subscriptionStatus: 'PAUSED' });
    expect(standings.get('gone')).toMatchObject({ active: false, endDate: '2026-02-10', subscriptionStatus: 'ENDED' });
    // Inside the paid month, the paused one still has it.
    expect(subscriberStandings([resting], at(0, 10), 0).get('rest')).toMatchObject({ active: true, subscriptionStatus: 'PAUSED' });
  });

  it('leaves out a subscription that never gave access, and keeps the one giving access of a member with two', () => {
    const pending = subscription('s-pending', 'new');
    expect(subscriberStandings([pending], at(0, 1), 0).has('new')).toBe(false);
    const old = applyMandate(paid('s-old', 'ana'), mandate('CANCELLED', 1, at(0, 3))).subscription;
    const again = applyCharge(
      applyMandate(subscription('s-again', 'ana'), mandate('AUTHORIZED', 0, at(2))).subscription,
      charge('s-again-c1', at(2), 'CLEARED'),
    ).subscription;
    expect(subscriberStandings([old, again], at(2, 1), 0).get('ana')).toMatchObject({ subscriptionId: 's-again', active: true });
    expect(subscriberStandings([again, old], at(2, 1), 0).get('ana')).toMatchObject({ subscriptionId: 's-again', active: true });
  });
});

describe('the figures', () => {
  it('count the past-due subscribers over every row', () => {
    const row = (subscriptionStatus: string | null) => ({ status: 'ACTIVE' as const, attention: [], subscriptionStatus });
    expect(coachPlanningSummary([row('PAST_DUE'), row('PAUSED'), row(null), row('PAST_DUE'), row('ACTIVE')])).toMatchObject({
      members: 5,
      pastDue: 2,
    });
  });
});

describe('subscriptionListed', () => {
  const standing = (active: boolean): SubscriberStanding => ({
    memberId: 'ana',
    subscriptionId: 's-1',
    startDate: '2026-01-10',
    endDate: '2026-02-09',
    active,
    subscriptionStatus: active ? 'ACTIVE' : 'ENDED',
  });
  it('an active stored membership first, then the subscription giving access, then the ended stored one, then the ended subscription', () => {
    expect(subscriptionListed(standing(true), 'ACTIVE')).toBe(false);
    expect(subscriptionListed(standing(true), 'EXPIRED')).toBe(true);
    expect(subscriptionListed(standing(true), 'INACTIVE')).toBe(true);
    expect(subscriptionListed(standing(true), null)).toBe(true);
    expect(subscriptionListed(standing(false), 'EXPIRED')).toBe(false);
    expect(subscriptionListed(standing(false), null)).toBe(true);
  });
});
