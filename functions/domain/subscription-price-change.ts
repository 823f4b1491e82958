// A planning's monthly price changed by the admin, as each running subscription takes it
// (issue 39, decision 150). Pure: the service fans the change out to the planning's subscriptions
// and owes, through the outbox, the notice e-mail now and the update of the preapproval's amount at
// Mercado Pago when the change takes effect.
//
// - Notice: the member is told PRICE_NOTICE_DAYS days ahead; the new price applies from then on,
//   to the first charge due at or after that instant. Periods already paid (and charges due before
//   it) keep the price they were charged at.
// - Idempotent: a change is named by its id (the offer's update), so a retried fan-out or a
//   duplicate outbox delivery finds it already scheduled and owes nothing more.
// - Superseded: a second change noticed before the first takes effect replaces it — the first is
//   never applied (its update at Mercado Pago finds it gone and does nothing) and the member gets
//   a new notice with its own PRICE_NOTICE_DAYS. A change back to the price in force withdraws the
//   pending one. A change noticed after the first took effect simply follows it.
import { sameCents, toCents } from './money';
import { accessEndsAt, currentPrice, nextChargeAt, paidPeriods, type PriceEntry, type Subscription } from './subscription';
import { addDays, addPeriod, storeDayOfMonth } from './subscription-periods';

/** Days between the notice e-mail and the first charge at the new price (decision 150). */
export const PRICE_NOTICE_DAYS = 30;

export interface PriceChangeRequest {
  /** The admin's change, the same for every subscription it reaches. */
  changeId: string;
  amount: number;
  currency: string;
  /** When the notice is sent (the admin's change). */
  noticedAt: string;
}

export type PriceChangeEffect =
  | { kind: 'PRICE_CHANGE_NOTICED'; changeId: string; previousAmount: number; amount: number; from: string; supersedes: string[] }
  | { kind: 'PRICE_CHANGE_WITHDRAWN'; changeId: string; amount: number; withdrawn: string[] };

export interface PriceChangeOutcome {
  subscription: Subscription;
  changed: boolean;
  effects: PriceChangeEffect[];
}

/** The entries not yet in force at an instant (a noticed change still waiting for its date). */
const pendingAt = (subscription: Subscription, at: string): PriceEntry[] =>
  subscription.prices.filter((entry) => Date.parse(entry.from) > Date.parse(at));

/** Schedules the admin's change on one subscription: from `noticedAt` + PRICE_NOTICE_DAYS on. */
export function schedulePriceChange(subscription: Subscription, request: PriceChangeRequest): PriceChangeOutcome {
  const unchanged = { subscription, changed: false, effects: [] };
  if (subscription.prices.some((entry) => entry.changeId === request.changeId)) return unchanged;
  const inForce = currentPrice(subscription, request.noticedAt);
  const pending = pendingAt(subscription, request.noticedAt);
  const kept = subscription.prices.filter((entry) => !pending.includes(entry));
  const samePrice = inForce !== null && sameCents(inForce.amount, request.amount) && inForce.currency === request.currency;
  if (samePrice) {
    if (pending.length === 0) return unchanged;
    const withdrawn = pending.map((entry) => entry.changeId ?? entry.from);
    return {
      subscription: { ...subscription, prices: kept },
      changed: true,
      effects: [{ kind: 'PRICE_CHANGE_WITHDRAWN', changeId: request.changeId, amount: request.amount, withdrawn }],
    };
  }
  const from = addDays(request.noticedAt, PRICE_NOTICE_DAYS);
  const entry: PriceEntry = { amount: request.amount, currency: request.currency, from, changeId: request.changeId };
  return {
    subscription: { ...subscription, prices: [...kept, entry] },
    changed: true,
    effects: [
      {
        kind: 'PRICE_CHANGE_NOTICED',
        changeId: request.changeId,
        previousAmount: inForce?.amount ?? request.amount,
        amount: request.amount,
        from,
        supersedes: pending.map((superseded) => superseded.changeId ?? superseded.from),
      },
    ],
  };
}

/**
 * The planning's latest price change as a subscription authorized at `authorizedAt` takes it
 * (decision 167). While she had not authorized at Mercado Pago the fan-out left her alone (she had
 * authorized no amount yet); at the authorization she has agreed to the amount she was shown, so a
 * change saved after it was set is applied now by the rules of a live subscription, under the
 * change's own id (a fan-out that reaches her afterwards finds it and owes nothing):
 * - raised: noticed now, in force from the later of the change's own date and PRICE_NOTICE_DAYS
 *   from now — she pays the amount she authorized until a whole notice period has passed;
 * - lowered: in force at once (no notice: it only lowers what she authorized; a buyer starting
 *   now pays it), still told, so the store's own update at Mercado Pago is due now;
 * - the same as the amount she authorized (a change withdrawn meanwhile, or none): nothing.
 * The charge Mercado Pago takes at the authorization itself is at the amount authorized.
 */
export function priceChangeAtAuthorization(
  subscription: Subscription,
  change: PriceChangeRequest,
  authorizedAt: string,
): PriceChangeOutcome {
  const unchanged = { subscription, changed: false, effects: [] };
  if (subscription.prices.some((entry) => entry.changeId === change.changeId)) return unchanged;
  const authorized = currentPrice(subscription, authorizedAt);
  if (!authorized || (sameCents(authorized.amount, change.amount) && authorized.currency === change.currency)) return unchanged;
  const lowered = authorized.currency === change.currency && toCents(change.amount) < toCents(authorized.amount);
  const afterNotice = Math.max(
    Date.parse(addDays(change.noticedAt, PRICE_NOTICE_DAYS)),
    Date.parse(addDays(authorizedAt, PRICE_NOTICE_DAYS)),
  );
  const from = lowered ? authorizedAt : new Date(afterNotice).toISOString();
  const entry: PriceEntry = { amount: change.amount, currency: change.currency, from, changeId: change.changeId };
  const kept = subscription.prices.filter((candidate) => Date.parse(candidate.from) < Date.parse(from));
  return {
    subscription: { ...subscription, prices: [...kept, entry] },
    changed: true,
    effects: [
      {
        kind: 'PRICE_CHANGE_NOTICED',
        changeId: change.changeId,
        previousAmount: authorized.amount,
        amount: change.amount,
        from,
        supersedes: [],
      },
    ],
  };
}

/**
 * The amount to set at Mercado Pago for a change when its update comes due: the change's entry
 * while it is still the subscription's (not superseded or withdrawn) and its date has come; null
 * otherwise (nothing to do: the update is done, early, or no longer owed).
 */
export function priceChangeDue(subscription: Subscription, changeId: string, now: string): PriceEntry | null {
  const entry = subscription.prices.find((candidate) => candidate.changeId === changeId);
  if (!entry || Date.parse(now) < Date.parse(entry.from)) return null;
  const later = subscription.prices.some(
    (candidate) =>
      candidate !== entry && Date.parse(candidate.from) > Date.parse(entry.from) && Date.parse(candidate.from) <= Date.parse(now),
  );
  return later ? null : entry;
}

/**
 * The date of the first charge at or after `from`, as far as the store can tell now: the next
 * charge (the provider's next payment date, else the end of the paid period), then one billing
 * period after another on the run's day of the month. Null when no charge is expected (paused,
 * cancelled: the date is told again when it charges).
 */
export function firstChargeAtOrAfter(subscription: Subscription, from: string): string | null {
  const next = nextChargeAt(subscription) ?? (subscription.mandate.status === 'PAUSED' ? null : accessEndsAt(subscription));
  if (!next) return null;
  // The run's day: where the run of paid periods the next charge continues started.
  const periods = paidPeriods(subscription);
  let start = periods.length - 1;
  while (start > 0 && periods[start - 1]?.to === periods[start]?.from) start -= 1;
  const runDay = storeDayOfMonth(periods[start]?.from ?? next);
  for (let count = 0; count < 240; count += 1) {
    const due = count === 0 ? next : addPeriod(next, subscription.period, count, runDay);
    if (Date.parse(due) >= Date.parse(from)) return due;
  }
  return null;
}

/** The price noticed and not yet in force at `now` (shown in Mis suscripciones), with its first charge's date. */
export function upcomingPrice(
  subscription: Subscription,
  now: string,
): { amount: number; currency: string; from: string; firstChargeAt: string | null } | null {
  const entry = pendingAt(subscription, now).at(-1);
  if (!entry) return null;
  return {
    amount: entry.amount,
    currency: entry.currency,
    from: entry.from,
    firstChargeAt: firstChargeAtOrAfter(subscription, entry.from),
  };
}

/** The subscription with the change's price marked as set at the provider at `at`. */
export const priceApplied = (subscription: Subscription, changeId: string, at: string): Subscription => ({
  ...subscription,
  prices: subscription.prices.map((entry) => (entry.changeId === changeId ? { ...entry, appliedAt: at } : entry)),
});
