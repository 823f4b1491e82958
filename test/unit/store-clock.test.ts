// The store's clock (-03:00): the one module every side reads days and times through.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDate,
  formatStoreDate,
  formatStoreDateTime,
  pickerDateOf,
  storeDateTimeOfPicked,
  storeDayStart,
  storeWallClock,
  toStoreDate,
  toStoreDateTime,
} from '../../functions/domain/store-clock';

describe('the store clock (-03:00)', () => {
  it('reads the store day of an instant, wherever the reader is', () => {
    expect(toStoreDate(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(toStoreDate(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
    expect(storeWallClock(new Date('2026-03-01T02:30:00Z'))).toEqual({ year: 2026, month: 2, day: 28, hours: 23, minutes: 30 });
  });

  it('writes instants with the store offset and finds where a store day starts', () => {
    expect(toStoreDateTime(new Date('2026-11-23T00:05:00.123Z'))).toBe('2026-11-22T21:05:00.123-03:00');
    expect(storeDayStart('2026-12-01')).toBe('2026-12-01T03:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('shows days and times as dd/mm/aaaa HH:mm in the store, whatever the offset given', () => {
    expect(formatStoreDate(new Date('2024-03-01T02:30:00Z'))).toBe('29/02/2024');
    expect(formatStoreDate(new Date('2024-03-01T03:00:00Z'))).toBe('01/03/2024');
    expect(formatStoreDateTime('2026-11-22T04:24:00.000Z')).toBe('22/11/2026 01:24');
    expect(formatStoreDateTime('2026-03-01T02:30:00Z')).toBe('28/02/2026 23:30');
    expect(formatStoreDateTime('2026-01-01T00:05:00-03:00')).toBe('01/01/2026 00:05');
    expect(formatStoreDateTime('not a date')).toBe('not a date');
    expect(formatCalendarDate('2026-09-12')).toBe('12/09/2026');
  });

  it('writes what an admin picked as that wall-clock time in the store', () => {
    expect(storeDateTimeOfPicked(new Date(2024, 2, 1, 0, 0))).toBe('2024-03-01T00:00:00-03:00');
    expect(storeDateTimeOfPicked(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31T23:59:00-03:00');
  });

  it('shows a stored time in the picker with the same wall-clock fields it was written with', () => {
    const picked = pickerDateOf('2024-03-01T00:00:00-03:00');
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours()]).toEqual([2024, 2, 1, 0]);
    expect(storeDateTimeOfPicked(picked)).toBe('2024-03-01T00:00:00-03:00');
  });
});
