// The membership a subscription gives (issue 39, decision 120), pure: every status × now before,
// inside and after the paid period and the grace. The membership's end follows the paid periods,
// never the calendar alone.
import { describe, expect, it } from 'vitest';
import {
  applyCharge,
  applyMandate,
  newSubscription,
  statusAt,
  type ChargeFact,
  type ChargeState,
  type MandateFact,
  type Subscription,
  type SubscriptionStatus,
} from '../../functions/domain/subscription';
import { planningMembershipOfSubscriptions, subscriptionMembershipAt } from '../../functions/domain/subscription-membership';
import { addPeriod } from '../../functions/domain/subscription-periods';

// 09:00 in Buenos Aires: the store's calendar day is the UTC one.
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

const charge = (id: string, dueAt: string, state: ChargeState, attempt = 0): ChargeFact => ({
  id,
  dueAt,
  attempt,
  state,
  amount: 45000,
  currency: 'ARS',
  paymentId: `pay-${id}-${attempt}`,
  lastModified: dueAt,
});

const fresh = (trialDays = 0, id = 'sub-1') =>
  newSubscription({
    id,
    planningId: 'planning-2',
    memberId: 'ana',
    seller: 'STORE',
    period: monthly,
    trialDays,
    amount: 45000,
    currency: 'ARS',
    now: T0,
  });

const authorized = (trialDays = 0, id = 'sub-1') => applyMandate(fresh(trialDays, id), mandate('AUTHORIZED', 0, T0)).subscription;
const withCharge = (subscription: Subscription, fact: ChargeFact) => applyCharge(subscription, fact).subscription;
const paidOnce = (id = 'sub-1') => withCharge(authorized(0, id), charge('c1', T0, 'CLEARED'));
const retrying = () => withCharge(paidOnce(), charge('c2', at(1), 'RETRYING'));
const failed = () => withCharge(retrying(), charge('c2', at(1), 'FAILED', 4));

interface Case {
  status: SubscriptionStatus;
  subscription: () => Subscription;
  now: string;
  graceDays?: number;
  /** null: no membership at all; else whether it gives access and its last day. */
  expected: { active: boolean; endDate: string } | null;
}

// The paid period: 2026-01-10 09:00 → 2026-02-10 09:00 (store time); its last day is 2026-02-10.
const cases: [string, Case][] = [
  ['pending, never authorized', { status: 'PENDING', subscription: () => fresh(), now: at(0, 1), expected: null }],
  [
    'authorized, before its first charge cleared',
    { status: 'ACTIVE', subscription: () => withCharge(authorized(), charge('c1', T0, 'SCHEDULED')), now: at(0, 1), expected: null },
  ],
  [
    'trial, inside it',
    { status: 'TRIAL', subscription: () => authorized(7), now: at(0, 3), expected: { active: true, endDate: '2026-01-17' } },
  ],
  [
    'trial, after it with no charge cleared',
    { status: 'ACTIVE', subscription: () => authorized(7), now: at(0, 9), expected: { active: false, endDate: '2026-01-17' } },
  ],
  [
    'active, inside the paid period',
    { status: 'ACTIVE', subscription: paidOnce, now: at(0, 20), expected: { active: true, endDate: '2026-02-10' } },
  ],
  [
    'active, the paid period over and no new charge yet',
    { status: 'ACTIVE', subscription: paidOnce, now: at(1, 2), expected: { active: false, endDate: '2026-02-10' } },
  ],
  [
    'past due while Mercado Pago retries, past the paid period',
    { status: 'PAST_DUE', subscription: retrying, now: at(1, 8), expected: { active: true, endDate: '2026-02-18' } },
  ],
  [
    'past due, failed for good, inside the grace',
    { status: 'PAST_DUE', subscription: failed, now: at(1, 3), graceDays: 5, expected: { active: true, endDate: '2026-02-15' } },
  ],
  [
    'past due, failed for good, after the grace',
    { status: 'PAST_DUE', subscription: failed, now: at(1, 6), graceDays: 5, expected: { active: false, endDate: '2026-02-10' } },
  ],
  [
    'past due, failed for good, without grace',
    { status: 'PAST_DUE', subscription: failed, now: at(1, 1), expected: { active: false, endDate: '2026-02-10' } },
  ],
  [
    'paused, inside the paid period',
    {
      status: 'PAUSED',
      subscription: () => applyMandate(paidOnce(), mandate('PAUSED', 1, at(0, 5))).subscription,
      now: at(0, 20),
      expected: { active: true, endDate: '2026-02-10' },
    },
  ],
  [
    'paused, after the paid period (no grace: nothing is being charged)',
    {
      status: 'PAUSED',
      subscription: () => applyMandate(paidOnce(), mandate('PAUSED', 1, at(0, 5))).subscription,
      now: at(1, 1),
      graceDays: 5,
      expected: { active: false, endDate: '2026-02-10' },
    },
  ],
  [
    'cancelled by the Botón de baja, the paid period not over',
    {
      status: 'CANCELLED',
      subscription: () => applyMandate(paidOnce(), mandate('CANCELLED', 1, at(0, 5))).subscription,
      now: at(0, 29),
      expected: { active: true, endDate: '2026-02-10' },
    },
  ],
  [
    'ended: cancelled and the paid period over',
    {
      status: 'ENDED',
      subscription: () => applyMandate(paidOnce(), mandate('CANCELLED', 1, at(0, 5))).subscription,
      now: at(1, 1),
      graceDays: 5,
      expected: { active: false, endDate: '2026-02-10' },
    },
  ],
  [
    'ended after 3 rejected charges (Mercado Pago cancels): no grace after the end',
    {
      status: 'ENDED',
      subscription: () => applyMandate(failed(), mandate('CANCELLED', 1, at(1, 10))).subscription,
      now: at(1, 10),
      graceDays: 5,
      expected: { active: false, endDate: '2026-02-10' },
    },
  ],
];

describe('subscription membership: every status × now before, inside and after the paid period and the grace', () => {
  it.each(cases)('%s', (_name, { status, subscription, now, graceDays, expected }) => {
    const given = subscription();
    expect(statusAt(given, now)).toBe(status);
    const membership = subscriptionMembershipAt(given, now, graceDays ?? 0);
    if (expected === null) {
      expect(membership).toBeNull();
      return;
    }
    expect(membership).toEqual({ subscriptionId: 'sub-1', planningId: 'planning-2', startDate: '2026-01-10', ...expected });
  });

  it('an ended membership never ends today or later in the calendar, so the calendar agrees with the instant rule', () => {
    // The period ends at 09:00 on 2026-02-10; at 10:00 that day access is over.
    const membership = subscriptionMembershipAt(paidOnce(), '2026-02-10T13:00:00.000Z');
    expect(membership).toMatchObject({ active: false, endDate: '2026-02-09' });
  });

  it('three paid periods run the membership to the third one’s end, and a refund takes its period back', () => {
    let subscription = paidOnce();
    subscription = withCharge(subscription, charge('c2', at(1), 'CLEARED'));
    subscription = withCharge(subscription, charge('c3', at(2), 'CLEARED'));
    expect(subscriptionMembershipAt(subscription, at(2, 10))).toMatchObject({
      active: true,
      startDate: '2026-01-10',
      endDate: '2026-04-10',
    });
    const refunded = withCharge(subscription, charge('c3', at(2), 'REFUNDED'));
    expect(subscriptionMembershipAt(refunded, at(2, 10))).toMatchObject({ active: false, endDate: '2026-03-10' });
  });

  it('among a planning’s subscriptions the one giving access wins, else the one that reached furthest', () => {
    const ended = applyMandate(paidOnce('sub-old'), mandate('CANCELLED', 1, at(0, 5))).subscription;
    const running = withCharge(authorized(0, 'sub-new'), charge('n1', at(2), 'CLEARED'));
    expect(planningMembershipOfSubscriptions([ended, running], 'planning-2', at(2, 3))).toMatchObject({
      subscriptionId: 'sub-new',
      active: true,
    });
    expect(planningMembershipOfSubscriptions([ended], 'planning-2', at(2, 3))).toMatchObject({ subscriptionId: 'sub-old', active: false });
    expect(planningMembershipOfSubscriptions([running], 'planning-1', at(2, 3))).toBeNull();
  });
});
