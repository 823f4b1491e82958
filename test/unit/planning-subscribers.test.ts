// The admin's figures of a planning's subscriptions and its pages (issue 39), pure: each status
// counted once, the monthly recurring revenue over the active and past-due ones, new and
// cancelled in the store's month (not the UTC one), failed charges due this month; pages newest
// first, each row once, tokens of another planning or altered refused.
import { describe, expect, it } from 'vitest';
import {
  applyCharge,
  applyMandate,
  newSubscription,
  type ChargeFact,
  type ChargeState,
  type MandateFact,
  type Subscription,
} from '../../functions/domain/subscription';
import { planningSubscriptionFigures, subscriberPage, SubscriberPageTokenError } from '../../functions/domain/planning-subscribers';

const monthly = { count: 1, unit: 'MONTH' } as const;

const mandate = (status: MandateFact['status'], version: number, lastModified: string, amount = 45000): MandateFact => ({
  status,
  version,
  lastModified,
  amount,
  currency: 'ARS',
  nextChargeAt: null,
});

const charge = (id: string, dueAt: string, state: ChargeState, amount = 45000): ChargeFact => ({
  id,
  dueAt,
  attempt: state === 'RETRYING' ? 1 : 0,
  state,
  amount,
  currency: 'ARS',
  paymentId: `pay-${id}`,
  lastModified: dueAt,
});

const fresh = (id: string, createdAt: string, amount = 45000, trialDays = 0) =>
  newSubscription({
    id,
    planningId: 'planning-2',
    memberId: `member-${id}`,
    seller: 'STORE',
    period: monthly,
    trialDays,
    amount,
    currency: 'ARS',
    now: createdAt,
  });

// The preapproval as read carries the subscription's own price.
const authorized = (subscription: Subscription, at: string) =>
  applyMandate(subscription, mandate('AUTHORIZED', 0, at, subscription.prices[0]?.amount)).subscription;
const charged = (subscription: Subscription, fact: ChargeFact) => applyCharge(subscription, fact).subscription;

// "Now": 5 December 2026, 12:00 in Buenos Aires.
const NOW = '2026-12-05T15:00:00.000Z';

describe('planningSubscriptionFigures', () => {
  it('counts each status, the revenue of the active and past-due ones, and this store month’s moves', () => {
    // Active since November, its December charge cleared.
    const active = charged(
      authorized(fresh('a', '2026-11-03T15:00:00.000Z'), '2026-11-03T15:00:00.000Z'),
      charge('a1', '2026-12-03T15:00:00.000Z', 'CLEARED'),
    );
    // New this month, at 30 000.
    const newer = charged(
      authorized(fresh('b', '2026-12-02T15:00:00.000Z', 30000), '2026-12-02T15:00:00.000Z'),
      charge('b1', '2026-12-02T15:00:00.000Z', 'CLEARED', 30000),
    );
    // Past due: its December charge retried.
    const paid = charged(
      authorized(fresh('c', '2026-10-04T15:00:00.000Z'), '2026-10-04T15:00:00.000Z'),
      charge('c1', '2026-11-04T15:00:00.000Z', 'CLEARED'),
    );
    const pastDue = charged(paid, charge('c2', '2026-12-04T15:00:00.000Z', 'RETRYING'));
    // Cancelled on 1 December 01:00 UTC = 30 November 22:00 in Buenos Aires: last month, not this one.
    const cancelledLastMonth = applyMandate(
      charged(
        authorized(fresh('d', '2026-11-10T15:00:00.000Z'), '2026-11-10T15:00:00.000Z'),
        charge('d1', '2026-11-10T15:00:00.000Z', 'CLEARED'),
      ),
      mandate('CANCELLED', 1, '2026-12-01T01:00:00.000Z'),
    ).subscription;
    // Cancelled this month, its paid period still running.
    const cancelled = applyMandate(
      charged(
        authorized(fresh('e', '2026-11-20T15:00:00.000Z'), '2026-11-20T15:00:00.000Z'),
        charge('e1', '2026-11-20T15:00:00.000Z', 'CLEARED'),
      ),
      mandate('CANCELLED', 1, '2026-12-04T15:00:00.000Z'),
    ).subscription;
    // In a free trial, and one never authorized.
    const trial = authorized(fresh('f', '2026-12-01T15:00:00.000Z', 45000, 14), '2026-12-01T15:00:00.000Z');
    const pending = fresh('g', '2026-12-04T15:00:00.000Z');

    expect(planningSubscriptionFigures([active, newer, pastDue, cancelledLastMonth, cancelled, trial, pending], NOW)).toEqual({
      subscribers: 4,
      trial: 1,
      active: 2,
      pastDue: 1,
      paused: 0,
      monthlyRecurringRevenue: 45000 + 30000 + 45000,
      newThisMonth: 2,
      cancelledThisMonth: 1,
      failedChargesThisMonth: 1,
    });
  });

  it('is all zeros without subscriptions', () => {
    expect(planningSubscriptionFigures([], NOW)).toMatchObject({ subscribers: 0, monthlyRecurringRevenue: 0, newThisMonth: 0 });
  });
});

describe('subscriberPage', () => {
  const rows = Array.from({ length: 23 }, (_, index) =>
    fresh(`s${String(index).padStart(2, '0')}`, new Date(Date.parse(NOW) - index * 60_000).toISOString()),
  );

  it('gives every row once, newest first, in pages', () => {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: { rows: Subscription[]; nextToken: string | null } = subscriberPage('planning-2', rows, 10, token);
      seen.push(...page.rows.map((row) => row.id));
      token = page.nextToken;
      pages += 1;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(rows.map((row) => row.id));
  });

  it('keeps its place when a subscription is made between two pages', () => {
    const first = subscriberPage('planning-2', rows, 10, null);
    const newest = fresh('late', new Date(Date.parse(NOW) + 60_000).toISOString());
    const second = subscriberPage('planning-2', [newest, ...rows], 10, first.nextToken);
    expect(second.rows.map((row) => row.id)).toEqual(rows.slice(10, 20).map((row) => row.id));
  });

  it('refuses a token of another planning or altered', () => {
    const { nextToken } = subscriberPage('planning-2', rows, 10, null);
    expect(() => subscriberPage('planning-1', rows, 10, nextToken)).toThrow(SubscriberPageTokenError);
    expect(() => subscriberPage('planning-2', rows, 10, 'no-es-un-token')).toThrow(SubscriberPageTokenError);
  });
});
