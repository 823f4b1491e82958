import { describe, expect, it } from 'vitest';
import { beatsWorkingMax, bestsOf, combineBests, estimatedOneRepMax, newRecords } from '../../functions/domain/lift-records';
import { BUILT_IN_LIFTS } from '../../functions/domain/built-in-lifts';
import { liftIdFromName, LIFT_ID_PATTERN } from '../../functions/domain/lifts';
import { planningProgress } from '../../functions/domain/training-progress';

describe('estimated 1RM (Epley, up to 10 reps)', () => {
  it('takes a single as its own 1RM and estimates the rest, floored to 0.5 kg', () => {
    expect(estimatedOneRepMax({ reps: 1, kg: 100 })).toBe(100);
    expect(estimatedOneRepMax({ reps: 3, kg: 72.5 })).toBe(79.5); // 79.75
    expect(estimatedOneRepMax({ reps: 5, kg: 100 })).toBe(116.5); // 116.67
    expect(estimatedOneRepMax({ reps: 10, kg: 60 })).toBe(80);
  });

  it('does not estimate from more than 10 reps, nor from an empty set', () => {
    expect(estimatedOneRepMax({ reps: 11, kg: 60 })).toBeNull();
    expect(estimatedOneRepMax({ reps: 0, kg: 60 })).toBeNull();
  });
});

describe('rep-max records', () => {
  it('keeps the heaviest load lifted for at least 1, 3 and 5 reps, and the volume', () => {
    const bests = bestsOf([
      { reps: 5, kg: 70 },
      { reps: 3, kg: 75 },
      { reps: 1, kg: 82.5 },
    ]);
    expect(bests.repMaxKg).toEqual({ 1: 82.5, 3: 75, 5: 70 });
    expect(bests.estimatedOneRepMaxKg).toBe(82.5); // 5×70 → 81.5, 3×75 → 82.5, 1×82.5
    expect(bests.volumeKg).toBe(5 * 70 + 3 * 75 + 82.5);
  });

  it('finds every record a result beats, the first ones included', () => {
    const none = combineBests([]);
    const first = bestsOf([{ reps: 3, kg: 72.5 }]);
    expect(newRecords(none, null, first)).toEqual([
      { kind: 'ESTIMATED_1RM', kg: 79.5, previousKg: null },
      { kind: 'REP_MAX_1', kg: 72.5, previousKg: null },
      { kind: 'REP_MAX_3', kg: 72.5, previousKg: null },
    ]);
    const heavier = bestsOf([{ reps: 3, kg: 75 }]);
    expect(newRecords(first, null, heavier).map((r) => [r.kind, r.kg, r.previousKg])).toEqual([
      ['ESTIMATED_1RM', 82.5, 79.5],
      ['REP_MAX_1', 75, 72.5],
      ['REP_MAX_3', 75, 72.5],
    ]);
    expect(newRecords(combineBests([first, heavier]), null, bestsOf([{ reps: 3, kg: 75 }]))).toEqual([]);
  });

  it('does not call an estimate below a typed max a record', () => {
    const result = bestsOf([{ reps: 3, kg: 80 }]); // 88
    expect(newRecords(combineBests([]), 90, result).map((r) => r.kind)).toEqual(['REP_MAX_1', 'REP_MAX_3']);
    expect(newRecords(combineBests([]), 85, result)[0]).toEqual({ kind: 'ESTIMATED_1RM', kg: 88, previousKg: 85 });
  });

  it('offers a record as working max only when it beats the one she has', () => {
    expect(beatsWorkingMax({ kind: 'ESTIMATED_1RM', kg: 88, previousKg: null }, 85)).toBe(true);
    expect(beatsWorkingMax({ kind: 'ESTIMATED_1RM', kg: 88, previousKg: null }, 90)).toBe(false);
    expect(beatsWorkingMax({ kind: 'REP_MAX_3', kg: 95, previousKg: null }, 90)).toBe(false);
    expect(beatsWorkingMax({ kind: 'REP_MAX_1', kg: 95, previousKg: null }, null)).toBe(true);
  });
});

describe('the lift library', () => {
  it('has at least 20 lifts in Spanish, bench press and push press among them, with stable ids', () => {
    expect(BUILT_IN_LIFTS.length).toBeGreaterThanOrEqual(20);
    expect(BUILT_IN_LIFTS.find((lift) => lift.id === 'BENCH_PRESS')?.name).toBe('Press de banca');
    expect(BUILT_IN_LIFTS.find((lift) => lift.id === 'PUSH_PRESS')?.name).toBe('Push press');
    expect(new Set(BUILT_IN_LIFTS.map((lift) => lift.id)).size).toBe(BUILT_IN_LIFTS.length);
    for (const lift of BUILT_IN_LIFTS) expect(lift.id).toMatch(LIFT_ID_PATTERN);
  });

  it('gives a coach’s lift an id from its name', () => {
    expect(liftIdFromName('Remo Pendlay')).toBe('REMO_PENDLAY');
    expect(liftIdFromName(' Sentadilla búlgara (mancuernas) ')).toBe('SENTADILLA_BULGARA_MANCUERNAS');
    expect(liftIdFromName('3 posiciones de arranque')).toBe('L_3_POSICIONES_DE_ARRANQUE');
  });
});

describe('progress per membership week', () => {
  // Week 1 of the programme: a, b, c, d on days 1–4; week 2: e, f, g on days 1, 3 and 5.
  const weeks = [
    { weekNumber: 1, days: ['a', 'b', 'c', 'd'].map((id, index) => ({ dayNumber: index + 1, sessions: [{ id }] })) },
    { weekNumber: 2, days: [1, 3, 5].map((dayNumber, index) => ({ dayNumber, sessions: [{ id: ['e', 'f', 'g'][index]! }] })) },
  ];
  const result = (weekNumber: number, sessionId: string, kg = 0) => ({
    weekNumber,
    sessionId,
    lifts: kg ? [{ sets: [{ reps: 3, kg }] }] : [],
  });
  const base = { startDate: '2026-11-26', endDate: '2027-02-17', programmeWeeks: 2, weeks };

  it('counts the released and due sessions done, by the coach’s rule, and the kilos lifted', () => {
    const progress = planningProgress({
      ...base,
      released: 3,
      // Week 3 (programme week 1 again), its day 2: day 1's "a" is due, today's "b" not yet done,
      // "c" (tomorrow) logged early counts on its own day, not before.
      today: '2026-12-11',
      results: [result(1, 'a', 60), result(1, 'a', 70), result(1, 'b'), result(3, 'c', 50)],
    });
    expect(progress).toEqual([
      { weekNumber: 1, startDate: '2026-11-26', prescribedSessions: 4, doneSessions: 2, volumeKg: 390 },
      { weekNumber: 2, startDate: '2026-12-03', prescribedSessions: 3, doneSessions: 0, volumeKg: 0 },
      { weekNumber: 3, startDate: '2026-12-10', prescribedSessions: 1, doneSessions: 0, volumeKg: 150 },
    ]);
  });

  it('on her first day counts no day to come: nothing due before she trains, 1 of 1 once she did', () => {
    const first = { ...base, released: 1, today: '2026-11-26' };
    expect(planningProgress({ ...first, results: [] })[0]).toMatchObject({ prescribedSessions: 0, doneSessions: 0 });
    expect(planningProgress({ ...first, results: [result(1, 'a')] })[0]).toMatchObject({ prescribedSessions: 1, doneSessions: 1 });
  });
});
