// When the next week opens, in the member's words: weekday and dd/mm of the store's calendar
// (-03:00), from the membership the server holds.
import { describe, expect, it } from 'vitest';
import { nextRelease, weekdayAndDay, weekReleaseLine } from '../../functions/domain/week-release';

describe('week release wording', () => {
  it('names the weekday and the day/month: "La semana 2 se habilita el jueves 03/12."', () => {
    // A membership started on Thursday 26/11/2026: week 2 opens on Thursday 03/12.
    const next = nextRelease('2026-11-26', '2027-02-17', '2026-11-27');
    expect(next).toEqual({ weekNumber: 2, date: '2026-12-03' });
    expect(weekReleaseLine(next!.weekNumber, next!.date)).toBe('La semana 2 se habilita el jueves 03/12.');
  });

  it('reads the date as a calendar day, whatever the machine time zone (Sunday stays Sunday)', () => {
    expect(weekdayAndDay('2026-11-29')).toBe('domingo 29/11');
    expect(weekdayAndDay('2027-01-01')).toBe('viernes 01/01');
  });

  it('opens week 1 on the start day before the start, and the next week on its first day', () => {
    expect(nextRelease('2026-12-07', '2027-02-28', '2026-11-27')).toEqual({ weekNumber: 1, date: '2026-12-07' });
    // The last day of week 1 (day 7): week 2 still opens the next day.
    expect(nextRelease('2026-11-26', '2027-02-17', '2026-12-02')).toEqual({ weekNumber: 2, date: '2026-12-03' });
    expect(nextRelease('2026-11-26', '2027-02-17', '2026-12-03')).toEqual({ weekNumber: 3, date: '2026-12-10' });
  });

  it('has nothing to announce once every week is open', () => {
    expect(nextRelease('2026-11-26', '2026-12-09', '2026-12-03')).toBeNull();
    expect(nextRelease('2026-11-26', '2027-02-17', '2027-03-01')).toBeNull();
  });
});
