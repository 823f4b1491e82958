// The subscription aggregate, pure (issue 39): every status × every outcome of a period's charge,
// the membership's end from the paid periods, the price history, and facts that arrive twice, late
// or out of order changing nothing the second time.
import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  applyCharge,
  applyMandate,
  changePrice,
  currentPrice,
  hasAccess,
  newSubscription,
  nextChargeAt,
  paidPeriods,
  statusAt,
  type ChargeFact,
  type ChargeState,
  type MandateFact,
  type Subscription,
  type SubscriptionStatus,
} from '../../functions/domain/subscription';
import { addPeriod } from '../../functions/domain/subscription-periods';

const T0 = '2026-01-10T12:00:00.000Z';
const monthly = { count: 1, unit: 'MONTH' } as const;
const at = (months: number, days = 0) => new Date(Date.parse(addPeriod(T0, monthly, months)) + days * 86_400_000).toISOString();

const mandate = (status: MandateFact['status'], version: number, lastModified: string, extra: Partial<MandateFact> = {}): MandateFact => ({
  status,
  version,
  lastModified,
  amount: 45000,
  currency: 'ARS',
  nextChargeAt: null,
  ...extra,
});

const chargeFact = (id: string, dueAt: string, state: ChargeState, attempt = 0, extra: Partial<ChargeFact> = {}): ChargeFact => ({
  id,
  dueAt,
  attempt,
  state,
  amount: 45000,
  currency: 'ARS',
  paymentId: `pay-${id}-${attempt}`,
  lastModified: dueAt,
  ...extra,
});

const fresh = (trialDays = 0) =>
  newSubscription({
    id: 'sub-1',
    planningId: 'planning-2',
    memberId: 'ana',
    seller: 'STORE',
    period: monthly,
    trialDays,
    amount: 45000,
    currency: 'ARS',
    now: T0,
  });

const authorized = (trialDays = 0) => applyMandate(fresh(trialDays), mandate('AUTHORIZED', 0, T0)).subscription;
const withCharge = (subscription: Subscription, fact: ChargeFact) => applyCharge(subscription, fact).subscription;
const active = () => withCharge(authorized(), chargeFact('c1', T0, 'CLEARED'));

interface Scenario {
  subscription: Subscription;
  /** The charge whose outcome is applied (the next period's, or the one being retried). */
  next: (state: ChargeState) => ChargeFact;
  /** When the status is read after the charge. */
  now: string;
  /** When the scenario is in its status (the charge's time, unless it is later). */
  before?: string;
}

const scenarios: Record<SubscriptionStatus, () => Scenario> = {
  PENDING: () => ({ subscription: fresh(), next: (state) => chargeFact('c1', T0, state), now: at(0, 1) }),
  TRIAL: () => ({ subscription: authorized(7), next: (state) => chargeFact('c1', at(0, 7), state), now: at(0, 8), before: at(0, 6) }),
  ACTIVE: () => ({ subscription: active(), next: (state) => chargeFact('c2', at(1), state), now: at(1, 1) }),
  PAST_DUE: () => ({
    subscription: withCharge(active(), chargeFact('c2', at(1), 'RETRYING')),
    next: (state) => chargeFact('c2', at(1), state, 1, { lastModified: at(1, 1) }),
    now: at(1, 2),
  }),
  PAUSED: () => ({
    subscription: applyMandate(active(), mandate('PAUSED', 1, at(0, 5))).subscription,
    next: (state) => chargeFact('c2', at(1), state),
    now: at(1, 1),
  }),
  CANCELLED: () => ({
    subscription: applyMandate(active(), mandate('CANCELLED', 1, at(0, 5))).subscription,
    next: (state) => chargeFact('c2', at(1), state),
    now: at(0, 15),
  }),
  ENDED: () => ({
    subscription: applyMandate(active(), mandate('CANCELLED', 1, at(0, 5))).subscription,
    next: (state) => chargeFact('c2', at(1), state),
    now: at(3),
  }),
};

/** Status before → [after the charge CLEARED, RETRYING, FAILED, CANCELLED]. */
const expected: Record<SubscriptionStatus, Record<'CLEARED' | 'RETRYING' | 'FAILED' | 'CANCELLED', SubscriptionStatus>> = {
  PENDING: { CLEARED: 'PENDING', RETRYING: 'PENDING', FAILED: 'PENDING', CANCELLED: 'PENDING' },
  TRIAL: { CLEARED: 'ACTIVE', RETRYING: 'PAST_DUE', FAILED: 'PAST_DUE', CANCELLED: 'ACTIVE' },
  ACTIVE: { CLEARED: 'ACTIVE', RETRYING: 'PAST_DUE', FAILED: 'PAST_DUE', CANCELLED: 'ACTIVE' },
  PAST_DUE: { CLEARED: 'ACTIVE', RETRYING: 'PAST_DUE', FAILED: 'PAST_DUE', CANCELLED: 'ACTIVE' },
  PAUSED: { CLEARED: 'PAUSED', RETRYING: 'PAUSED', FAILED: 'PAUSED', CANCELLED: 'PAUSED' },
  CANCELLED: { CLEARED: 'CANCELLED', RETRYING: 'CANCELLED', FAILED: 'CANCELLED', CANCELLED: 'CANCELLED' },
  ENDED: { CLEARED: 'ENDED', RETRYING: 'ENDED', FAILED: 'ENDED', CANCELLED: 'ENDED' },
};

const cases = (Object.keys(expected) as SubscriptionStatus[]).flatMap((status) =>
  (['CLEARED', 'RETRYING', 'FAILED', 'CANCELLED'] as const).map((outcome) => [status, outcome, expected[status][outcome]] as const),
);

describe('subscription: every status × every charge outcome', () => {
  it.each(Object.keys(scenarios) as SubscriptionStatus[])('the %s scenario is in that status', (status) => {
    const { subscription, now, before } = scenarios[status]();
    expect(statusAt(subscription, before ?? now)).toBe(status);
  });

  it.each(cases)('%s, then the charge %s → %s; the same fact again changes nothing', (status, outcome, after) => {
    const { subscription, next, now } = scenarios[status]();
    const periodsBefore = paidPeriods(subscription).length;
    const first = applyCharge(subscription, next(outcome));
    expect(first.changed).toBe(true);
    expect(statusAt(first.subscription, now)).toBe(after);
    // A cleared charge pays exactly one more period, whatever the status; nothing else does.
    expect(paidPeriods(first.subscription).length).toBe(periodsBefore + (outcome === 'CLEARED' ? 1 : 0));
    const paid = first.effects.filter((effect) => effect.kind === 'PERIOD_PAID');
    expect(paid.length).toBe(outcome === 'CLEARED' ? 1 : 0);
    const failed = first.effects.filter((effect) => effect.kind === 'CHARGE_FAILED');
    const newlyFailing = outcome === 'FAILED' || (outcome === 'RETRYING' && status !== 'PAST_DUE');
    expect(failed.length).toBe(newlyFailing ? 1 : 0);
    expect(first.effects.some((effect) => effect.kind === 'CHARGE_RECOVERED')).toBe(status === 'PAST_DUE' && outcome === 'CLEARED');

    const again = applyCharge(first.subscription, next(outcome));
    expect(again).toEqual({ subscription: first.subscription, changed: false, effects: [] });
  });
});

describe('subscription: membership from paid periods', () => {
  it('three cleared charges are three consecutive months; access ends with the third, never with the calendar alone', () => {
    let subscription = active();
    subscription = withCharge(subscription, chargeFact('c2', at(1), 'CLEARED'));
    subscription = withCharge(subscription, chargeFact('c3', at(2), 'CLEARED'));
    expect(paidPeriods(subscription).map((period) => [period.from, period.to])).toEqual([
      [T0, at(1)],
      [at(1), at(2)],
      [at(2), at(3)],
    ]);
    expect(accessEndsAt(subscription)).toBe(at(3));
    expect(hasAccess(subscription, at(2, 29))).toBe(true);
    expect(hasAccess(subscription, at(3, 1))).toBe(false);
  });

  it('charges cleared out of order pay the same periods', () => {
    const inOrder = withCharge(withCharge(active(), chargeFact('c2', at(1), 'CLEARED')), chargeFact('c3', at(2), 'CLEARED'));
    const reversed = withCharge(withCharge(active(), chargeFact('c3', at(2), 'CLEARED')), chargeFact('c2', at(1), 'CLEARED'));
    expect(paidPeriods(reversed)).toEqual(paidPeriods(inOrder));
  });

  it('a charge cleared late (after its retries) starts where the last paid period ends', () => {
    const late = withCharge(active(), chargeFact('c2', at(1), 'CLEARED', 3, { lastModified: at(1, 6) }));
    expect(paidPeriods(late).at(-1)).toMatchObject({ from: at(1), to: at(2) });
  });

  it('a refund takes its period back, once', () => {
    const paid = withCharge(active(), chargeFact('c2', at(1), 'CLEARED'));
    const refunded = applyCharge(paid, chargeFact('c2', at(1), 'REFUNDED'));
    expect(refunded.effects).toEqual([
      { kind: 'CHARGE_REFUNDED', chargeId: 'c2', paymentId: 'pay-c2-0', refundedBefore: 0, refundedAfter: 45000, whole: true },
    ]);
    expect(accessEndsAt(refunded.subscription)).toBe(at(1));
    expect(applyCharge(refunded.subscription, chargeFact('c2', at(1), 'CLEARED')).changed).toBe(false);
    // A charge that never cleared cannot be refunded.
    expect(applyCharge(withCharge(active(), chargeFact('c2', at(1), 'FAILED')), chargeFact('c2', at(1), 'REFUNDED')).changed).toBe(false);
  });

  it('a partial refund keeps the period; more of it later, then the rest: each growth announced once, never shrinking', () => {
    const paid = withCharge(active(), chargeFact('c2', at(1), 'CLEARED'));
    const part = applyCharge(paid, { ...chargeFact('c2', at(1), 'CLEARED'), refundedAmount: 10000 });
    expect(part.effects).toEqual([
      { kind: 'CHARGE_REFUNDED', chargeId: 'c2', paymentId: 'pay-c2-0', refundedBefore: 0, refundedAfter: 10000, whole: false },
    ]);
    expect(accessEndsAt(part.subscription)).toBe(accessEndsAt(paid));
    // The same figure again, or an older (smaller) one read late: nothing.
    expect(applyCharge(part.subscription, { ...chargeFact('c2', at(1), 'CLEARED'), refundedAmount: 10000 }).changed).toBe(false);
    expect(applyCharge(part.subscription, { ...chargeFact('c2', at(1), 'CLEARED'), refundedAmount: 5000 }).changed).toBe(false);
    expect(applyCharge(part.subscription, chargeFact('c2', at(1), 'CLEARED')).changed).toBe(false);
    const rest = applyCharge(part.subscription, chargeFact('c2', at(1), 'REFUNDED'));
    expect(rest.effects).toEqual([
      { kind: 'CHARGE_REFUNDED', chargeId: 'c2', paymentId: 'pay-c2-0', refundedBefore: 10000, refundedAfter: 45000, whole: true },
    ]);
    expect(accessEndsAt(rest.subscription)).toBe(at(1));
    // The whole amount reported as refunded on a still-approved payment is the whole refund.
    const whole = applyCharge(paid, { ...chargeFact('c2', at(1), 'CLEARED'), refundedAmount: 45000 });
    expect(whole.subscription.charges.find((charge) => charge.id === 'c2')?.state).toBe('REFUNDED');
    // A charge first read already refunded was never invoiced: no refund announced.
    expect(applyCharge(active(), chargeFact('c9', at(2), 'REFUNDED')).effects).toEqual([]);
  });

  it('the trial gives access until it ends, then only a cleared charge does', () => {
    const trial = authorized(7);
    expect(trial.trialEndsAt).toBe(new Date(Date.parse(T0) + 7 * 86_400_000).toISOString());
    expect(hasAccess(trial, at(0, 6))).toBe(true);
    expect(hasAccess(trial, at(0, 8))).toBe(false);
    const paid = withCharge(trial, chargeFact('c1', at(0, 7), 'CLEARED'));
    expect(accessEndsAt(paid)).toBe(at(1, 7));
  });

  it('past due keeps access while the charge is retried and for the grace days after the paid period; paused keeps what is paid', () => {
    const retrying = withCharge(active(), chargeFact('c2', at(1), 'RETRYING'));
    expect(hasAccess(retrying, at(1, 8))).toBe(true);
    const failed = withCharge(retrying, chargeFact('c2', at(1), 'FAILED', 4));
    expect(hasAccess(failed, at(1, 3))).toBe(false);
    expect(hasAccess(failed, at(1, 3), 5)).toBe(true);
    expect(hasAccess(failed, at(1, 6), 5)).toBe(false);
    const paused = applyMandate(active(), mandate('PAUSED', 1, at(0, 3))).subscription;
    expect(hasAccess(paused, at(0, 4))).toBe(true);
    expect(hasAccess(paused, at(1, 1), 5)).toBe(false);
  });

  it('cancelled keeps access to the end of the paid period, and takes no further charge date', () => {
    const cancelled = applyMandate(active(), mandate('CANCELLED', 1, at(0, 10))).subscription;
    expect(hasAccess(cancelled, at(0, 20))).toBe(true);
    expect(hasAccess(cancelled, at(1, 1))).toBe(false);
    expect(nextChargeAt(cancelled)).toBeNull();
    expect(statusAt(cancelled, at(1, 1))).toBe('ENDED');
  });
});

describe('subscription: facts twice, late or out of order', () => {
  it('a retry seen after the charge cleared, or an earlier attempt after a later one, changes nothing', () => {
    const cleared = withCharge(active(), chargeFact('c2', at(1), 'CLEARED', 2));
    expect(applyCharge(cleared, chargeFact('c2', at(1), 'RETRYING', 1)).changed).toBe(false);
    const second = withCharge(active(), chargeFact('c2', at(1), 'RETRYING', 2));
    expect(applyCharge(second, chargeFact('c2', at(1), 'RETRYING', 1)).changed).toBe(false);
    expect(applyCharge(second, chargeFact('c2', at(1), 'SCHEDULED', 0)).changed).toBe(false);
    expect(applyCharge(second, chargeFact('c2', at(1), 'RETRYING', 3)).effects).toEqual([]); // still failing: told once
  });

  it('an older mandate is ignored, and a cancelled one never comes back', () => {
    const paused = applyMandate(active(), mandate('PAUSED', 2, at(0, 3)));
    expect(paused.effects).toEqual([{ kind: 'PAUSED' }]);
    expect(applyMandate(paused.subscription, mandate('AUTHORIZED', 1, at(0, 2))).changed).toBe(false);
    expect(applyMandate(paused.subscription, mandate('PAUSED', 2, at(0, 3))).changed).toBe(false);
    const resumed = applyMandate(paused.subscription, mandate('AUTHORIZED', 3, at(0, 9)));
    expect(resumed.effects).toEqual([{ kind: 'RESUMED' }]);
    const cancelled = applyMandate(resumed.subscription, mandate('CANCELLED', 4, at(0, 12)));
    expect(cancelled.effects).toEqual([{ kind: 'ENDED', reason: 'CANCELLED' }]);
    expect(applyMandate(cancelled.subscription, mandate('AUTHORIZED', 9, at(0, 20))).changed).toBe(false);
  });

  it('the first authorization is announced once', () => {
    const first = applyMandate(fresh(), mandate('AUTHORIZED', 0, T0));
    expect(first.effects).toEqual([{ kind: 'AUTHORIZED' }]);
    expect(applyMandate(first.subscription, mandate('AUTHORIZED', 0, at(0, 1))).effects).toEqual([]);
  });
});

describe('subscription: price history', () => {
  it('a new price applies from its date; the periods already charged keep theirs', () => {
    const paid = active();
    const repriced = changePrice(paid, 52000, 'ARS', at(1)).subscription;
    expect(currentPrice(repriced, at(0, 20))?.amount).toBe(45000);
    expect(currentPrice(repriced, at(1))?.amount).toBe(52000);
    const next = withCharge(repriced, chargeFact('c2', at(1), 'CLEARED', 0, { amount: 52000 }));
    expect(paidPeriods(next).map((period) => period.amount)).toEqual([45000, 52000]);
    expect(changePrice(repriced, 52000, 'ARS', at(1)).changed).toBe(false);
  });

  it('an amount changed at Mercado Pago is recorded from its next charge', () => {
    const changed = applyMandate(active(), mandate('AUTHORIZED', 1, at(0, 5), { amount: 50000, nextChargeAt: at(1) })).subscription;
    expect(currentPrice(changed, at(0, 20))?.amount).toBe(45000);
    expect(currentPrice(changed, at(1))?.amount).toBe(50000);
    expect(nextChargeAt(changed)).toBe(at(1));
  });
});
