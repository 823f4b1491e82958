// The subscription: a member's planning bought by the month (issue 39, decision 074), beside the
// order. It holds the planning, the member, the seller whose Mercado Pago account charges it, the
// preapproval there, the price and its history, the billing period, the free trial, and every
// charge with its payment. Pure and in the domain's own words: payments/ maps Mercado Pago's
// preapproval and authorized payments into the two facts below, data/ stores the aggregate.
//
// Facts are hints read back from the provider, so they may come twice, late, or out of order:
// - a mandate fact (the preapproval as read) is applied only when it is newer than the last one
//   applied (its version, then its last modification), and a cancelled or finished mandate never
//   comes back;
// - a charge fact moves a charge only forward (scheduled → retrying → cleared | failed | cancelled;
//   cleared → refunded), a later attempt over an earlier one;
// and each effect (a period paid, a charge failed or recovered, the end) is announced once, on the
// move that makes it true. The paid periods, the membership's end and the status are derived from
// the charges and the mandate, never stored beside them.
import { sameCents, toCents } from './money';
import type { BillingDetails } from './order';
import { addDays, paidPeriodsOf, type BillingPeriod, type PaidPeriod } from './subscription-periods';

export type SellerKey = 'STORE' | 'DELFI';

export type MandateStatus = 'PENDING' | 'AUTHORIZED' | 'PAUSED' | 'CANCELLED' | 'FINISHED';

export type ChargeState = 'SCHEDULED' | 'RETRYING' | 'CLEARED' | 'FAILED' | 'CANCELLED' | 'REFUNDED';

export type SubscriptionStatus = 'PENDING' | 'TRIAL' | 'ACTIVE' | 'PAST_DUE' | 'PAUSED' | 'CANCELLED' | 'ENDED';

export interface SubscriptionCharge {
  /** The provider's id of the period's charge (an authorized payment). */
  id: string;
  /** When the period's charge was due: the start of the period it pays for. */
  dueAt: string;
  /** 0 for the first try, then one more for each retry. */
  attempt: number;
  state: ChargeState;
  amount: number;
  currency: string;
  /** The payment of its latest attempt. */
  paymentId: string | null;
  /** The provider's last modification of the charge, as read. */
  lastModified: string;
  /**
   * Money returned of this charge's payment so far (a partial refund keeps the charge CLEARED and
   * its period; the whole amount makes it REFUNDED). Absent on records from before refunds: 0.
   */
  refundedAmount?: number;
}

export interface PriceEntry {
  amount: number;
  currency: string;
  /** From when this price is charged (the first charge due at or after it). */
  from: string;
  /** The admin's price change that set it (subscription-price-change.ts); absent for the price subscribed at and a change read from the provider. */
  changeId?: string;
  /** When the store set this price at the provider (the change's update at Mercado Pago, decision 154); absent until then. */
  appliedAt?: string;
}

export interface Subscription {
  id: string;
  planningId: string;
  memberId: string;
  seller: SellerKey;
  /** The billing details she subscribed with (her latest address then), for each charge's Factura; null without one. */
  billing?: BillingDetails | null;
  /** The preapproval's id at the seller's Mercado Pago account, once created. */
  preapprovalId: string | null;
  /** Where the buyer authorizes the mandate at the provider (Mercado Pago's init_point), once created. */
  authorizationUrl: string | null;
  period: BillingPeriod;
  trialDays: number;
  /** Set when the mandate is first authorized with a free trial. */
  trialEndsAt: string | null;
  prices: PriceEntry[];
  charges: SubscriptionCharge[];
  mandate: { status: MandateStatus; version: number; lastModified: string; nextChargeAt: string | null };
  createdAt: string;
  authorizedAt: string | null;
  pausedAt: string | null;
  endedAt: string | null;
  /** The refunds the store asked of the provider, each once per key (absent before refunds existed). */
  refundRequests?: RefundRequest[];
  /** The first charge's regret (Botón de arrepentimiento), once asked. */
  regret?: SubscriptionRegret | null;
}

/** A refund of one charge the store asked Mercado Pago for: the admin's, or the regret's. */
export interface RefundRequest {
  /** The request's idempotency key (sent to the provider): pressing again asks once. */
  key: string;
  chargeId: string;
  amount: number;
  reason: string;
  by: 'ADMIN' | 'REGRET';
  at: string;
}

export interface SubscriptionRegret {
  trackingCode: string;
  chargeId: string;
  email: string;
  refundAmount: number;
  createdAt: string;
}

/** What may still be returned of a charge: all of a cleared charge less what went back; nothing otherwise. */
export const refundableOf = (charge: SubscriptionCharge): number =>
  charge.state === 'CLEARED' ? Math.max(toCents(charge.amount) - toCents(charge.refundedAmount ?? 0), 0) / 100 : 0;

/** The first charge that ever cleared (the one the regret right is about), by due date. */
export const firstClearedCharge = (subscription: Subscription): SubscriptionCharge | null =>
  [...subscription.charges]
    .filter((charge) => charge.state === 'CLEARED' || (charge.state === 'REFUNDED' && charge.paymentId !== null))
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))[0] ?? null;

/** The preapproval as read from the provider, in the domain's words. */
export interface MandateFact {
  status: MandateStatus;
  version: number;
  lastModified: string;
  amount: number;
  currency: string;
  nextChargeAt: string | null;
}

/** One period's charge as read from the provider. */
export interface ChargeFact {
  id: string;
  dueAt: string;
  attempt: number;
  state: ChargeState;
  amount: number;
  currency: string;
  paymentId: string | null;
  lastModified: string;
  /**
   * What the provider reports returned of the charge's payment (read from the payment itself);
   * null when not read: a REFUNDED charge then counts as wholly returned, any other as before.
   */
  refundedAmount?: number | null;
}

export type SubscriptionEffect =
  | { kind: 'AUTHORIZED' }
  | { kind: 'PERIOD_PAID'; chargeId: string; paymentId: string | null; amount: number; from: string; to: string }
  | { kind: 'CHARGE_FAILED'; chargeId: string; final: boolean }
  | { kind: 'CHARGE_RECOVERED'; chargeId: string }
  /**
   * Money of a cleared charge returned (whole: `whole`, the period taken back; partial: the period
   * kept): `refundedBefore` → `refundedAfter`, the charge's cumulative returned amount.
   */
  | { kind: 'CHARGE_REFUNDED'; chargeId: string; paymentId: string | null; refundedBefore: number; refundedAfter: number; whole: boolean }
  | { kind: 'PAUSED' }
  | { kind: 'RESUMED' }
  | { kind: 'ENDED'; reason: 'CANCELLED' | 'FINISHED' };

export interface SubscriptionChange {
  subscription: Subscription;
  /** False when the fact was already known (a duplicate, or older than what is known). */
  changed: boolean;
  effects: SubscriptionEffect[];
}

const unchanged = (subscription: Subscription): SubscriptionChange => ({ subscription, changed: false, effects: [] });

export function newSubscription(input: {
  id: string;
  planningId: string;
  memberId: string;
  seller: SellerKey;
  period: BillingPeriod;
  trialDays: number;
  amount: number;
  currency: string;
  now: string;
  billing?: BillingDetails | null;
}): Subscription {
  return {
    id: input.id,
    planningId: input.planningId,
    memberId: input.memberId,
    seller: input.seller,
    billing: input.billing ?? null,
    preapprovalId: null,
    authorizationUrl: null,
    period: input.period,
    trialDays: input.trialDays,
    trialEndsAt: null,
    prices: [{ amount: input.amount, currency: input.currency, from: input.now }],
    charges: [],
    mandate: { status: 'PENDING', version: -1, lastModified: input.now, nextChargeAt: null },
    createdAt: input.now,
    authorizedAt: null,
    pausedAt: null,
    endedAt: null,
    refundRequests: [],
    regret: null,
  };
}

const isFinalMandate = (status: MandateStatus) => status === 'CANCELLED' || status === 'FINISHED';

/** The price charged from `from` on (a change noticed to the member ahead of it). Earlier periods keep theirs. */
export function changePrice(subscription: Subscription, amount: number, currency: string, from: string): SubscriptionChange {
  const current = currentPrice(subscription, from);
  if (current && sameCents(current.amount, amount) && current.currency === currency) return unchanged(subscription);
  const prices = [...subscription.prices.filter((entry) => Date.parse(entry.from) < Date.parse(from)), { amount, currency, from }];
  return { subscription: { ...subscription, prices }, changed: true, effects: [] };
}

/** The price in force at an instant (the latest entry from at or before it). */
export function currentPrice(subscription: Subscription, at: string): PriceEntry | null {
  const inForce = subscription.prices.filter((entry) => Date.parse(entry.from) <= Date.parse(at));
  return inForce.at(-1) ?? subscription.prices[0] ?? null;
}

/** Applies the preapproval as read; a fact not newer than the last applied changes nothing. */
export function applyMandate(subscription: Subscription, fact: MandateFact): SubscriptionChange {
  const known = subscription.mandate;
  const newer =
    fact.version > known.version || (fact.version === known.version && Date.parse(fact.lastModified) > Date.parse(known.lastModified));
  if (!newer || isFinalMandate(known.status)) return unchanged(subscription);
  const effects: SubscriptionEffect[] = [];
  const next: Subscription = {
    ...subscription,
    mandate: { status: fact.status, version: fact.version, lastModified: fact.lastModified, nextChargeAt: fact.nextChargeAt },
  };
  if (fact.status === 'AUTHORIZED' && subscription.authorizedAt === null) {
    next.authorizedAt = fact.lastModified;
    next.trialEndsAt = subscription.trialDays > 0 ? addDays(fact.lastModified, subscription.trialDays) : null;
    effects.push({ kind: 'AUTHORIZED' });
  }
  if (fact.status === 'PAUSED' && known.status !== 'PAUSED') {
    next.pausedAt = fact.lastModified;
    effects.push({ kind: 'PAUSED' });
  }
  if (fact.status === 'AUTHORIZED' && known.status === 'PAUSED') {
    next.pausedAt = null;
    effects.push({ kind: 'RESUMED' });
  }
  if (isFinalMandate(fact.status)) {
    next.endedAt = fact.lastModified;
    effects.push({ kind: 'ENDED', reason: fact.status === 'CANCELLED' ? 'CANCELLED' : 'FINISHED' });
  }
  const price = currentPrice(subscription, fact.lastModified);
  if (!price || !sameCents(price.amount, fact.amount) || price.currency !== fact.currency) {
    // Changed at the provider (the store's own change is recorded before it is sent): from the next charge.
    next.prices = changePrice(next, fact.amount, fact.currency, fact.nextChargeAt ?? fact.lastModified).subscription.prices;
  }
  return { subscription: next, changed: true, effects };
}

/** How far along a charge is: a fact moves it only to a later rank (or a later attempt within one). */
const CHARGE_RANK: Record<ChargeState, number> = { SCHEDULED: 0, RETRYING: 1, CLEARED: 2, FAILED: 2, CANCELLED: 2, REFUNDED: 3 };

const refundedOf = (charge: { refundedAmount?: number | null } | undefined): number => charge?.refundedAmount ?? 0;

/** What of the charge the fact says is returned: its own figure, or all of it once REFUNDED. */
const refundedByFact = (fact: ChargeFact): number =>
  fact.state === 'REFUNDED' ? Math.max(fact.refundedAmount ?? fact.amount, fact.amount) : (fact.refundedAmount ?? 0);

function chargeMoves(known: SubscriptionCharge | undefined, fact: ChargeFact): boolean {
  if (!known) return true;
  if (known.state === 'REFUNDED') return false;
  if (known.state === 'CLEARED' && (fact.state === 'CLEARED' || fact.state === 'REFUNDED')) {
    // Money returned only grows: a partial refund, then more, then the rest.
    return fact.state === 'REFUNDED' || toCents(refundedByFact(fact)) > toCents(refundedOf(known));
  }
  const knownRank = CHARGE_RANK[known.state];
  const factRank = CHARGE_RANK[fact.state];
  if (knownRank === 2) return false; // a charge that ended stays ended
  if (factRank !== knownRank) return factRank > knownRank;
  return fact.attempt > known.attempt;
}

/** Applies one period's charge as read; an older, repeated or out-of-order fact changes nothing. */
export function applyCharge(subscription: Subscription, fact: ChargeFact): SubscriptionChange {
  const known = subscription.charges.find((charge) => charge.id === fact.id);
  if (!chargeMoves(known, fact)) return unchanged(subscription);
  const { refundedAmount: _reported, ...facts } = fact;
  const returned = Math.min(Math.max(refundedByFact(fact), refundedOf(known)), fact.amount);
  const whole = fact.state === 'REFUNDED' || (toCents(returned) >= toCents(fact.amount) && toCents(fact.amount) > 0);
  const state: ChargeState = fact.state === 'CLEARED' && whole ? 'REFUNDED' : fact.state;
  const charge: SubscriptionCharge = { ...facts, state, ...(returned > 0 ? { refundedAmount: returned } : {}) };
  const charges = known
    ? subscription.charges.map((candidate) => (candidate.id === fact.id ? charge : candidate))
    : [...subscription.charges, charge];
  const next: Subscription = { ...subscription, charges };
  const effects: SubscriptionEffect[] = [];
  const wasCleared = known?.state === 'CLEARED';
  if (state === 'CLEARED' && !wasCleared) {
    const period = paidPeriods(next).find((paid) => paid.chargeId === fact.id);
    if (period)
      effects.push({
        kind: 'PERIOD_PAID',
        chargeId: fact.id,
        paymentId: fact.paymentId,
        amount: fact.amount,
        from: period.from,
        to: period.to,
      });
    if (known?.state === 'RETRYING') effects.push({ kind: 'CHARGE_RECOVERED', chargeId: fact.id });
  }
  if ((fact.state === 'RETRYING' && known?.state !== 'RETRYING') || fact.state === 'FAILED') {
    effects.push({ kind: 'CHARGE_FAILED', chargeId: fact.id, final: fact.state === 'FAILED' });
  }
  // Money returned of a charge the store invoiced (known cleared, or cleared by this very fact); one
  // it first reads already wholly refunded never paid a period nor owed a Factura.
  const invoiced = wasCleared || effects.some((effect) => effect.kind === 'PERIOD_PAID');
  if (invoiced && toCents(returned) > toCents(refundedOf(known))) {
    effects.push({
      kind: 'CHARGE_REFUNDED',
      chargeId: fact.id,
      paymentId: fact.paymentId,
      refundedBefore: refundedOf(known),
      refundedAfter: returned,
      whole: state === 'REFUNDED',
    });
  }
  return { subscription: next, changed: true, effects };
}

/** The periods the cleared (not refunded) charges pay for. */
export const paidPeriods = (subscription: Subscription): PaidPeriod[] =>
  paidPeriodsOf(
    subscription.charges.filter((charge) => charge.state === 'CLEARED'),
    subscription.period,
  );

/** When access ends: the end of the last paid period, or of the free trial before any charge. */
export function accessEndsAt(subscription: Subscription): string | null {
  const lastPaid = paidPeriods(subscription).at(-1)?.to ?? null;
  const trialEnd = subscription.trialEndsAt;
  if (lastPaid && trialEnd) return Date.parse(lastPaid) > Date.parse(trialEnd) ? lastPaid : trialEnd;
  return lastPaid ?? trialEnd;
}

const isRetrying = (subscription: Subscription) => subscription.charges.some((charge) => charge.state === 'RETRYING');

/** The latest charge by due date ended without clearing (its retries spent). */
const lastChargeFailed = (subscription: Subscription) => {
  const latest = [...subscription.charges].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt)).at(-1);
  return latest?.state === 'FAILED';
};

/** The subscription's status at an instant. */
export function statusAt(subscription: Subscription, now: string): SubscriptionStatus {
  const end = accessEndsAt(subscription);
  const accessLeft = end !== null && Date.parse(now) < Date.parse(end);
  switch (subscription.mandate.status) {
    case 'PENDING':
      return 'PENDING';
    case 'PAUSED':
      return 'PAUSED';
    case 'CANCELLED':
    case 'FINISHED':
      return accessLeft ? 'CANCELLED' : 'ENDED';
    case 'AUTHORIZED':
      if (isRetrying(subscription) || lastChargeFailed(subscription)) return 'PAST_DUE';
      if (
        subscription.trialEndsAt !== null &&
        paidPeriods(subscription).length === 0 &&
        Date.parse(now) < Date.parse(subscription.trialEndsAt)
      ) {
        return 'TRIAL';
      }
      return 'ACTIVE';
  }
}

/**
 * Whether the member may use the planning at an instant: within a paid period or the trial (also
 * while paused: a pause stops the charges, not what was already paid); past due, while Mercado
 * Pago still retries the charge and then `graceDays` more after the last paid period ends.
 */
export function hasAccess(subscription: Subscription, now: string, graceDays = 0): boolean {
  return accessUntil(subscription, now, graceDays) !== null;
}

/**
 * Until when access runs, as far as the store knows at `now` (exclusive), or null when the member
 * has none now: the end of the paid period or the trial; past due, the grace days after it, and
 * while a charge is still retried at least `now` (it lasts as long as the retries do).
 */
export function accessUntil(subscription: Subscription, now: string, graceDays = 0): string | null {
  const status = statusAt(subscription, now);
  if (status === 'PENDING' || status === 'ENDED') return null;
  const end = accessEndsAt(subscription);
  const instant = Date.parse(now);
  let until = end === null ? null : Date.parse(end);
  if (status === 'PAST_DUE') {
    if (end !== null) until = Date.parse(addDays(end, graceDays));
    if (isRetrying(subscription)) until = Math.max(until ?? instant, instant + 1);
  }
  return until !== null && instant < until ? new Date(until).toISOString() : null;
}

/** When the next charge is due, as far as the store knows (none once the mandate is not authorized). */
export function nextChargeAt(subscription: Subscription): string | null {
  if (subscription.mandate.status !== 'AUTHORIZED') return null;
  if (subscription.mandate.nextChargeAt) return subscription.mandate.nextChargeAt;
  return accessEndsAt(subscription) ?? subscription.authorizedAt;
}
