// A subscription's billing period and the paid periods its cleared charges buy. Pure instants
// (ISO 8601, UTC): a month keeps its day of the month, clamped to the month's end (31 January →
// 28/29 February → 31 March is not promised: each step starts from the previous end).

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

/** The instant `count` periods after `from`. */
export function addPeriod(from: string, period: BillingPeriod, count = 1): string {
  const start = new Date(from);
  if (period.unit === 'DAY') return new Date(start.getTime() + period.count * count * 86_400_000).toISOString();
  const day = start.getUTCDate();
  const next = new Date(start.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + period.count * count);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString();
}

/** The instant `days` days after `from`. */
export const addDays = (from: string, days: number): string => new Date(Date.parse(from) + days * 86_400_000).toISOString();

/**
 * The periods the cleared charges pay for, in the order they were due: each starts when it was due
 * or when the period before it ends, whichever is later, and lasts one billing period. Derived from
 * the charges alone, so the order their facts arrived in changes nothing.
 */
export function paidPeriodsOf(
  cleared: readonly { id: string; dueAt: string; amount: number; paymentId: string | null }[],
  period: BillingPeriod,
): PaidPeriod[] {
  const periods: PaidPeriod[] = [];
  const byDueDate = [...cleared].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.id.localeCompare(b.id));
  for (const charge of byDueDate) {
    const previousEnd = periods.at(-1)?.to;
    const from = previousEnd && Date.parse(previousEnd) > Date.parse(charge.dueAt) ? previousEnd : charge.dueAt;
    periods.push({ chargeId: charge.id, from, to: addPeriod(from, period), amount: charge.amount, paymentId: charge.paymentId });
  }
  return periods;
}
