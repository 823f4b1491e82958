// The admin's typed date-times: only a whole "dd/mm/aaaa HH:mm" that exists becomes a value (with
// those wall-clock fields); anything still being typed is refused, so the field keeps the text.
import { describe, expect, it } from 'vitest';
import { parseStoreDateTimeText, storeWallClockNow } from '../../web/src/features/admin/lib/typed-date-time';

const fields = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('typed store date-times', () => {
  it('reads a whole date and time with its own hours and minutes', () => {
    expect(fields(parseStoreDateTimeText('30/11/2026 23:59'))).toEqual([2026, 11, 30, 23, 59]);
    expect(fields(parseStoreDateTimeText(' 01/03/2027 00:00 '))).toEqual([2027, 3, 1, 0, 0]);
  });

  it('refuses what is still being typed, so the date never turns into 00:00 halfway', () => {
    for (const partial of ['3', '30/11/2026', '30/11/2026 ', '30/11/2026 2', '30/11/2026 23:', '30/11/2026 23:5']) {
      expect(() => parseStoreDateTimeText(partial), partial).toThrow();
    }
  });

  it('refuses days and times that do not exist', () => {
    for (const impossible of ['31/11/2026 10:00', '29/02/2027 10:00', '30/11/2026 24:00', '30/11/2026 23:60', '00/11/2026 10:00']) {
      expect(() => parseStoreDateTimeText(impossible), impossible).toThrow();
    }
  });

  it("offers Argentina's clock as now, whatever the machine's zone", () => {
    // 13:05 UTC is 10:05 in Buenos Aires (-03:00, no daylight saving).
    expect(fields(storeWallClockNow(new Date('2026-11-22T13:05:00Z')))).toEqual([2026, 11, 22, 10, 5]);
    expect(fields(storeWallClockNow(new Date('2026-11-23T01:30:00Z')))).toEqual([2026, 11, 22, 22, 30]);
  });
});
