// "The same day each month", exact (decision 150): period ends of subscriptions started on the
// 29th, 30th and 31st, across February (leap and common years) and the turn of the year, on the
// store's calendar (-03:00).
import { describe, expect, it } from 'vitest';
import { addPeriod, paidPeriodsOf, storeDayOfMonth } from '../../functions/domain/subscription-periods';

const monthly = { count: 1, unit: 'MONTH' as const };
/** Store wall-clock "YYYY-MM-DD HH:MM" as an instant. */
const ar = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00-03:00`).toISOString();

/** The ends of `n` consecutive periods, each charge due when the one before it ends. */
function chainEnds(start: string, n: number): string[] {
  const charges: { id: string; dueAt: string; amount: number; paymentId: string | null }[] = [];
  let due = start;
  for (let index = 0; index < n; index += 1) {
    charges.push({ id: `c${index}`, dueAt: due, amount: 1000, paymentId: null });
    due = paidPeriodsOf(charges, monthly).at(-1)?.to ?? due;
  }
  return paidPeriodsOf(charges, monthly).map((period) => period.to);
}

describe('period ends for a subscription started on the 29th–31st', () => {
  it('started on 31 January 2027: 28 February, then back to 31 March, 30 April, 31 May … 31 January', () => {
    expect(chainEnds(ar('2027-01-31 10:15'), 12)).toEqual(
      [
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '2027-07-31',
        '2027-08-31',
        '2027-09-30',
        '2027-10-31',
        '2027-11-30',
        '2027-12-31',
        '2028-01-31',
      ].map((day) => ar(`${day} 10:15`)),
    );
  });

  it('started on 31 January 2028 (a leap year): 29 February, then 31 March', () => {
    expect(chainEnds(ar('2028-01-31 08:00'), 3)).toEqual([ar('2028-02-29 08:00'), ar('2028-03-31 08:00'), ar('2028-04-30 08:00')]);
  });

  it('started on 29 January: 28 February in a common year, 29 in a leap year, and the 29th after', () => {
    expect(chainEnds(ar('2027-01-29 20:00'), 3)).toEqual([ar('2027-02-28 20:00'), ar('2027-03-29 20:00'), ar('2027-04-29 20:00')]);
    expect(chainEnds(ar('2028-01-29 20:00'), 3)).toEqual([ar('2028-02-29 20:00'), ar('2028-03-29 20:00'), ar('2028-04-29 20:00')]);
  });

  it('started on 30 November: 30 December, 30 January, 28 February (29 in 2028), 30 March', () => {
    expect(chainEnds(ar('2026-11-30 12:00'), 4)).toEqual([
      ar('2026-12-30 12:00'),
      ar('2027-01-30 12:00'),
      ar('2027-02-28 12:00'),
      ar('2027-03-30 12:00'),
    ]);
    expect(chainEnds(ar('2027-11-30 12:00'), 4).slice(2)).toEqual([ar('2028-02-29 12:00'), ar('2028-03-30 12:00')]);
  });

  it('started on 29 February 2028: 29 March, and 28 February 2029 a year later, 29 March 2029 after', () => {
    const ends = chainEnds(ar('2028-02-29 09:00'), 13);
    expect(ends[0]).toBe(ar('2028-03-29 09:00'));
    expect(ends[11]).toBe(ar('2029-02-28 09:00'));
    expect(ends[12]).toBe(ar('2029-03-29 09:00'));
  });

  it('counts the day on the store calendar, not UTC: 30 January 22:00 in Buenos Aires is the 31st in UTC', () => {
    const start = ar('2027-01-30 22:00');
    expect(start).toBe('2027-01-31T01:00:00.000Z');
    expect(storeDayOfMonth(start)).toBe(30);
    // The 30th clamps to 28 February at 22:00 in the store, which is already 1 March in UTC.
    expect(addPeriod(start, monthly)).toBe(ar('2027-02-28 22:00'));
    expect(chainEnds(start, 2)).toEqual([ar('2027-02-28 22:00'), ar('2027-03-30 22:00')]);
  });

  it('crosses the turn of the year late at night: 31 December 23:30 → 31 January 23:30', () => {
    expect(addPeriod(ar('2026-12-31 23:30'), monthly)).toBe(ar('2027-01-31 23:30'));
    expect(addPeriod(ar('2026-12-31 23:30'), monthly, 2)).toBe(ar('2027-02-28 23:30'));
    expect(addPeriod(ar('2026-12-31 23:30'), monthly, 14)).toBe(ar('2028-02-29 23:30'));
  });

  it('a period after a gap (a pause, a charge failed for good) starts a new run on its own day', () => {
    const periods = paidPeriodsOf(
      [
        { id: 'a', dueAt: ar('2027-01-31 10:00'), amount: 1000, paymentId: null },
        // paid period ends 28 February; the next charge comes only on 5 April, after a pause
        { id: 'b', dueAt: ar('2027-04-05 10:00'), amount: 1000, paymentId: null },
        { id: 'c', dueAt: ar('2027-05-05 10:00'), amount: 1000, paymentId: null },
      ],
      monthly,
    );
    expect(periods.map((period) => [period.from, period.to])).toEqual([
      [ar('2027-01-31 10:00'), ar('2027-02-28 10:00')],
      [ar('2027-04-05 10:00'), ar('2027-05-05 10:00')],
      [ar('2027-05-05 10:00'), ar('2027-06-05 10:00')],
    ]);
  });

  it('a charge cleared early (due before the period before it ends) still starts at that end, on the run day', () => {
    const periods = paidPeriodsOf(
      [
        { id: 'b', dueAt: ar('2027-02-27 10:00'), amount: 1000, paymentId: null },
        { id: 'a', dueAt: ar('2027-01-31 10:00'), amount: 1000, paymentId: null },
        { id: 'c', dueAt: ar('2027-03-30 10:00'), amount: 1000, paymentId: null },
      ],
      monthly,
    );
    expect(periods.map((period) => period.to)).toEqual([ar('2027-02-28 10:00'), ar('2027-03-31 10:00'), ar('2027-04-30 10:00')]);
  });

  it('days periods are plain days', () => {
    expect(addPeriod(ar('2027-02-27 10:00'), { count: 7, unit: 'DAY' })).toBe(ar('2027-03-06 10:00'));
  });
});
