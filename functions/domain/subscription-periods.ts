// A subscription's billing period and the paid periods its cleared charges buy. Pure instants
// (ISO 8601, UTC), with the months counted on the store's calendar (-03:00, store-clock.ts).
//
// "The same day each month" is exact (decision 150): a run of periods keeps the day of the month
// it started on, clamped to a shorter month's last day and back on the next one — started on the
// 31st: 28 (29 in a leap year) February, 31 March, 30 April, 31 May —, at the same time of day.
// Each end is computed from the previous end *and the run's day*, so a clamped month never pulls
// the later ones earlier (31 January → 28 February → 28 March would lose three days a year).
// Mercado Pago's billing_day only takes 1–28; the store sends none and keeps the day itself.
import { STORE_OFFSET_MS } from './store-clock';

export interface BillingPeriod {
  count: number;
  unit: 'DAY' | 'MONTH';
}

export interface PaidPeriod {
  chargeId: string;
  from: string;
  to: string;
  amount: number;
  paymentId: string | null;
}

/** The day of the month (1–31) on the store's calendar at an instant. */
export const storeDayOfMonth = (instant: string): number => new Date(Date.parse(instant) + STORE_OFFSET_MS).getUTCDate();

/**
 * The instant `count` periods after `from`. Months land on `dayOfMonth` (default: `from`'s own
 * day on the store's calendar), clamped to the month's last day, at `from`'s time of day.
 */
export function addPeriod(from: string, period: BillingPeriod, count = 1, dayOfMonth = storeDayOfMonth(from)): string {
  if (period.unit === 'DAY') return new Date(Date.parse(from) + period.count * count * 86_400_000).toISOString();
  const store = new Date(Date.parse(from) + STORE_OFFSET_MS);
  const month = store.getUTCMonth() + period.count * count;
  const lastDay = new Date(Date.UTC(store.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const wall = Date.UTC(
    store.getUTCFullYear(),
    month,
    Math.min(dayOfMonth, lastDay),
    store.getUTCHours(),
    store.getUTCMinutes(),
    store.getUTCSeconds(),
    store.getUTCMilliseconds(),
  );
  return new Date(wall - STORE_OFFSET_MS).toISOString();
}

/** The instant `days` days after `from`. */
export const addDays = (from: string, days: number): string => new Date(Date.parse(from) + days * 86_400_000).toISOString();

/**
 * The periods the cleared charges pay for, in the order they were due: each starts when it was due
 * or when the period before it ends, whichever is later, and lasts one billing period. A period
 * that follows the one before it keeps the run's day of the month; one that starts after a gap (a
 * pause, a charge that failed for good) starts a new run on its own day. Derived from the charges
 * alone, so the order their facts arrived in changes nothing.
 */
export function paidPeriodsOf(
  cleared: readonly { id: string; dueAt: string; amount: number; paymentId: string | null }[],
  period: BillingPeriod,
): PaidPeriod[] {
  const periods: PaidPeriod[] = [];
  const byDueDate = [...cleared].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.id.localeCompare(b.id));
  let runDay = 0;
  for (const charge of byDueDate) {
    const previousEnd = periods.at(-1)?.to;
    const follows = previousEnd !== undefined && Date.parse(previousEnd) >= Date.parse(charge.dueAt);
    const from = follows ? previousEnd : charge.dueAt;
    if (!follows) runDay = storeDayOfMonth(from);
    periods.push({ chargeId: charge.id, from, to: addPeriod(from, period, 1, runDay), amount: charge.amount, paymentId: charge.paymentId });
  }
  return periods;
}
