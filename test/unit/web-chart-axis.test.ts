// The records charts' time axis: days as dd/mm at the store's clock (-03:00), one tick per day
// with a point, never a clock time (five estimates of one evening read "02/12" once, not "01:35").
import { describe, expect, it } from 'vitest';
import { dayLabel, dayRange, dayTicks } from '../../web/src/components/training-records/chart-axis';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('the records chart axis', () => {
  it('labels a tick with its store day, dd/mm, also just after midnight UTC', () => {
    expect(dayLabel(at('2026-12-02T01:35:00Z'))).toBe('01/12');
    expect(dayLabel(at('2026-12-02T03:00:00Z'))).toBe('02/12');
  });

  it('puts one tick on each day with points, inside the range', () => {
    const evening = [
      '2026-12-02T01:35:00Z',
      '2026-12-02T01:36:00Z',
      '2026-12-02T01:40:00Z',
      '2026-12-02T02:10:00Z',
      '2026-12-02T02:59:00Z',
    ].map(at);
    const ticks = dayTicks(evening);
    expect(ticks.map(dayLabel)).toEqual(['01/12']);
    const [min, max] = dayRange(evening);
    expect(ticks.every((tick) => tick >= min && tick <= max)).toBe(true);
    const days = ['2026-11-20T12:00:00Z', '2026-11-27T23:00:00Z', '2026-12-02T01:35:00Z'].map(at);
    expect(dayTicks(days).map(dayLabel)).toEqual(['20/11', '27/11', '01/12']);
  });

  it('thins many days to six ticks, first and last kept', () => {
    const days = Array.from({ length: 30 }, (_, index) => at('2026-11-01T15:00:00Z') + index * 86_400);
    const ticks = dayTicks(days).map(dayLabel);
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toBe('01/11');
    expect(ticks.at(-1)).toBe('30/11');
  });
});
