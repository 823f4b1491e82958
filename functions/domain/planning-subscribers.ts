// The admin's subscribers of a planning (issue 39): the figures over every subscription of the
// planning (subscribers, monthly recurring revenue, new and cancelled this month, failed charges),
// and the list a page at a time, the newest first. The cursor is the last row's place in that
// order (its creation instant and id), so a subscription made between two pages never shifts the
// rest (it sorts before the first page).
import * as z from 'zod/mini';
import { toCents } from './money';
import { currentPrice, nextChargeAt, statusAt, type Subscription, type SubscriptionStatus } from './subscription';
import { pageLimitSchema } from './page-limit';
import { storeDayStart, toStoreDate } from './store-clock';

export const subscriberPageLimitSchema = pageLimitSchema({ counted: 'suscripciones', byDefault: 25, max: 100 });

/** The figures above the list, over every subscription of the planning. */
export interface PlanningSubscriptionFigures {
  /** Running subscriptions: in trial, active, past due or paused. */
  subscribers: number;
  trial: number;
  active: number;
  pastDue: number;
  paused: number;
  /** What Mercado Pago charges each month to the active and past-due ones (the next charge's price), ARS. */
  monthlyRecurringRevenue: number;
  /** Authorized this store month. */
  newThisMonth: number;
  /** Cancelled (the Botón de baja, the regret, Mercado Pago after 3 rejected charges) this store month. */
  cancelledThisMonth: number;
  /** Charges due this store month that Mercado Pago is retrying or gave up on. */
  failedChargesThisMonth: number;
}

const RUNNING: readonly SubscriptionStatus[] = ['TRIAL', 'ACTIVE', 'PAST_DUE', 'PAUSED'];

/** The store month of an instant, as the UTC instants it starts and ends at (the end excluded). */
function storeMonthOf(now: string): { from: number; to: number } {
  const [year, month] = toStoreDate(new Date(now)).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    from: Date.parse(storeDayStart(`${year}-${String(month).padStart(2, '0')}-01`)),
    to: Date.parse(storeDayStart(`${next}-01`)),
  };
}

/** The figures at an instant over the planning's subscriptions. */
export function planningSubscriptionFigures(subscriptions: readonly Subscription[], now: string): PlanningSubscriptionFigures {
  const month = storeMonthOf(now);
  const inMonth = (instant: string) => {
    const at = Date.parse(instant);
    return at >= month.from && at < month.to;
  };
  const figures: PlanningSubscriptionFigures = {
    subscribers: 0,
    trial: 0,
    active: 0,
    pastDue: 0,
    paused: 0,
    monthlyRecurringRevenue: 0,
    newThisMonth: 0,
    cancelledThisMonth: 0,
    failedChargesThisMonth: 0,
  };
  let revenueCents = 0;
  for (const subscription of subscriptions) {
    const status = statusAt(subscription, now);
    if (RUNNING.includes(status)) figures.subscribers += 1;
    if (status === 'TRIAL') figures.trial += 1;
    if (status === 'ACTIVE') figures.active += 1;
    if (status === 'PAST_DUE') figures.pastDue += 1;
    if (status === 'PAUSED') figures.paused += 1;
    if (status === 'ACTIVE' || status === 'PAST_DUE') {
      revenueCents += toCents(currentPrice(subscription, nextChargeAt(subscription) ?? now)?.amount ?? 0);
    }
    if (subscription.authorizedAt && inMonth(subscription.authorizedAt)) figures.newThisMonth += 1;
    if (subscription.mandate.status === 'CANCELLED' && subscription.endedAt && inMonth(subscription.endedAt)) {
      figures.cancelledThisMonth += 1;
    }
    figures.failedChargesThisMonth += subscription.charges.filter(
      (charge) => (charge.state === 'RETRYING' || charge.state === 'FAILED') && inMonth(charge.dueAt),
    ).length;
  }
  figures.monthlyRecurringRevenue = revenueCents / 100;
  return figures;
}

/** A row's place in the list: newest first, the id breaking ties. */
const placeOf = (subscription: Pick<Subscription, 'createdAt' | 'id'>) => `${subscription.createdAt}#${subscription.id}`;

const cursorSchema = z.object({ planningId: z.string(), after: z.string().check(z.minLength(1)) });

/** Thrown for a next token this list did not give (altered, another planning's). */
export class SubscriberPageTokenError extends Error {}

function placeAfter(token: string, planningId: string): string {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new SubscriberPageTokenError('not JSON');
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.planningId !== planningId) throw new SubscriberPageTokenError('not this list’s token');
  return parsed.data.after;
}

/** One page of the subscriptions, the newest first, after the token's place (the first page without one). */
export function subscriberPage<T extends Pick<Subscription, 'createdAt' | 'id'>>(
  planningId: string,
  subscriptions: readonly T[],
  limit: number,
  token: string | null,
): { rows: T[]; nextToken: string | null } {
  const sorted = [...subscriptions].sort((a, b) => (placeOf(a) < placeOf(b) ? 1 : placeOf(a) > placeOf(b) ? -1 : 0));
  const after = token ? placeAfter(token, planningId) : null;
  const rest = after ? sorted.filter((row) => placeOf(row) < after) : sorted;
  const rows = rest.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    nextToken: rest.length > limit && last ? Buffer.from(JSON.stringify({ planningId, after: placeOf(last) })).toString('base64url') : null,
  };
}
