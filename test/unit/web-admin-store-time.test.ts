import { describe, expect, it } from 'vitest';
import { formatStoreDateTime, fromStoreIso, toStoreIso } from '../../web/src/features/admin/lib/store-time';

describe('store wall-clock time (-03:00) in the admin calendar', () => {
  it('writes what the admin picked as that time in -03:00', () => {
    expect(toStoreIso(new Date(2024, 2, 1, 0, 0))).toBe('2024-03-01T00:00:00-03:00');
    expect(toStoreIso(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31T23:59:00-03:00');
  });

  it('shows a stored time with the same wall-clock fields it was written with', () => {
    const picked = fromStoreIso('2024-03-01T00:00:00-03:00');
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours()]).toEqual([2024, 2, 1, 0]);
    expect(toStoreIso(picked)).toBe('2024-03-01T00:00:00-03:00');
  });

  it('reads an instant written in another offset in store time', () => {
    expect(formatStoreDateTime('2024-03-01T03:00:00Z')).toBe('01/03/2024 00:00');
  });
});
