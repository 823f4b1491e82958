// The check-in's rules (issue 40), pure: scores 1–5, the body weight in tenths of a kilo, at least
// one field, and the days a member may fill in (today and the 6 before, on the store's calendar).
import { describe, expect, it } from 'vitest';
import { checkInDayProblem, checkInSchema } from '../../functions/domain/check-in';

const parse = (input: Record<string, unknown>) => checkInSchema.safeParse({ day: '2026-12-07', ...input });

describe('a check-in', () => {
  it('takes any one field alone, the rest left empty', () => {
    expect(parse({ sleep: 1 }).data).toEqual({
      day: '2026-12-07',
      sleep: 1,
      energy: null,
      mood: null,
      stress: null,
      soreness: null,
      bodyWeightKg: null,
    });
    expect(parse({ bodyWeightKg: 72.3 }).success).toBe(true);
  });

  it('refuses an empty check-in, scores out of 1–5, and weights out of 20–300 kg or finer than 0,1 kg', () => {
    expect(parse({}).error?.issues[0]?.message).toBe('Completá al menos un dato del check-in.');
    for (const input of [
      { sleep: 0 },
      { mood: 6 },
      { stress: 2.5 },
      { bodyWeightKg: 19.9 },
      { bodyWeightKg: 300.1 },
      { bodyWeightKg: 70.05 },
    ]) {
      expect(parse(input).success, JSON.stringify(input)).toBe(false);
    }
    expect(parse({ soreness: 7 }).error?.issues[0]?.message).toMatch(/^El dolor muscular/);
    expect(parse({ energy: 0 }).error?.issues[0]?.message).toMatch(/^La energía/);
  });

  it('is about today or one of the 6 days before, never the future', () => {
    expect(checkInDayProblem('2026-12-07', '2026-12-07')).toBeNull();
    expect(checkInDayProblem('2026-12-01', '2026-12-07')).toBeNull();
    expect(checkInDayProblem('2026-11-30', '2026-12-07')).toMatch(/6 días anteriores/);
    expect(checkInDayProblem('2026-12-08', '2026-12-07')).toMatch(/futuro/);
    // Across a month's turn.
    expect(checkInDayProblem('2026-11-26', '2026-12-02')).toBeNull();
  });
});
