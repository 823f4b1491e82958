// The rules of a delivered planning: the member's calendar (release at -03:00 day edges, today's
// day, renewals, start choices), loads from a percentage of a 1RM, the coach's input rules and
// the seeded training plans.
import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayNumberOn,
  endDateFor,
  membershipWeeks,
  nextMonday,
  periodAfterPurchase,
  periodFromChosenStart,
  planWeekFor,
  releasedWeeks,
  startOptions,
  weekOn,
} from '../../functions/domain/planning-calendar';
import { liftMaxSchema, loadFromPercent, planWeekSchema, sessionResultSchema } from '../../functions/domain/plan-weeks';
import { toStoreDate } from '../../functions/domain/store-clock';
import { seedItems } from '../../functions/seed/catalogue';
import { seedPlanWeeks } from '../../functions/seed/plan-weeks';

describe('release schedule at -03:00', () => {
  const start = '2026-11-23'; // a Monday
  const end = endDateFor(start, 12);

  it('opens week 1 on the start day in Buenos Aires, not at UTC midnight', () => {
    // 02:59 UTC on the 23rd is still the 22nd at -03:00: nothing released yet.
    expect(releasedWeeks(start, end, toStoreDate(new Date('2026-11-23T02:59:59Z')))).toBe(0);
    expect(releasedWeeks(start, end, toStoreDate(new Date('2026-11-23T03:00:00Z')))).toBe(1);
  });

  it('opens week 2 seven days later at 00:00 -03:00, and never more than the membership has', () => {
    expect(releasedWeeks(start, end, toStoreDate(new Date('2026-11-30T02:59:59Z')))).toBe(1);
    expect(releasedWeeks(start, end, toStoreDate(new Date('2026-11-30T03:00:00Z')))).toBe(2);
    expect(releasedWeeks(start, end, '2027-06-01')).toBe(12);
  });

  it("gives today's training day (day 1 is the start's weekday)", () => {
    expect(dayNumberOn(start, '2026-11-22')).toBeNull();
    expect(dayNumberOn(start, start)).toBe(1);
    expect(dayNumberOn(start, '2026-11-29')).toBe(7);
    expect(dayNumberOn(start, '2026-11-30')).toBe(1);
    expect(weekOn(start, '2026-11-30')).toBe(2);
    expect(dateOfDay(start, 2, 3)).toBe('2026-12-02');
  });

  it('ends the membership on the last day of its last week', () => {
    expect(end).toBe('2027-02-14');
    expect(membershipWeeks(start, end)).toBe(12);
    expect(dateOfDay(start, 12, 7)).toBe(end);
  });

  it('follows the programme again after a renewal', () => {
    expect(planWeekFor(12, 12)).toBe(12);
    expect(planWeekFor(13, 12)).toBe(1);
    expect(planWeekFor(25, 12)).toBe(1);
  });
});

describe('loads from a 1RM', () => {
  it('turns a percentage into kilos rounded to 0.5 kg', () => {
    expect(loadFromPercent(120, 75)).toBe(90);
    expect(loadFromPercent(100, 72.5)).toBe(72.5);
    expect(loadFromPercent(97, 80)).toBe(77.5); // 77.6
    expect(loadFromPercent(93, 85)).toBe(79); // 79.05
    expect(loadFromPercent(61, 70)).toBe(42.5); // 42.7
    expect(loadFromPercent(85, 65)).toBe(55.5); // 55.25 → halves round up
  });

  it('is not fooled by floating point (72.5 % of 100 kg is 72.5 kg, not 72)', () => {
    for (let kg = 20; kg <= 300; kg += 0.5) {
      for (const percent of [60, 62.5, 65, 67.5, 70, 72.5, 75, 77.5, 80, 82.5, 85, 87.5, 90, 92.5]) {
        const load = loadFromPercent(kg, percent);
        expect(Math.abs(load - (kg * percent) / 100)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(Number.isInteger(load * 2)).toBe(true);
      }
    }
  });

  it('refuses negative, zero and absurd maxes with Spanish messages', () => {
    expect(liftMaxSchema.safeParse({ lift: 'BACK_SQUAT', kg: -5 }).error?.issues[0]?.message).toContain('mayor a cero');
    expect(liftMaxSchema.safeParse({ lift: 'BACK_SQUAT', kg: 0 }).success).toBe(false);
    expect(liftMaxSchema.safeParse({ lift: 'BACK_SQUAT', kg: 900 }).error?.issues[0]?.message).toContain('500 kg');
    expect(liftMaxSchema.safeParse({ lift: 'press de banca', kg: 100 }).success).toBe(false);
    expect(liftMaxSchema.safeParse({ lift: 'SNATCH', kg: 82.5 }).success).toBe(true);
  });
});

describe('renewal arithmetic', () => {
  it('extends a running membership from its end date, keeping its start', () => {
    const existing = { status: 'ACTIVE', startDate: '2026-11-02', endDate: '2027-01-24', startPending: false };
    expect(periodAfterPurchase(existing, '2027-01-20', 12)).toEqual({
      startDate: '2026-11-02',
      endDate: '2027-04-18',
      startPending: false,
    });
  });

  it('a renewal on the last day still extends from the end date', () => {
    const existing = { status: 'ACTIVE', startDate: '2026-11-02', endDate: '2027-01-24' };
    expect(periodAfterPurchase(existing, '2027-01-24', 4).endDate).toBe('2027-02-21');
  });

  it('starts a new period (start to choose) once expired, deactivated or new', () => {
    const expired = { status: 'ACTIVE', startDate: '2026-01-05', endDate: '2026-03-29' };
    const fresh = { startDate: '2026-11-22', endDate: '2027-02-13', startPending: true };
    expect(periodAfterPurchase(expired, '2026-11-22', 12)).toEqual(fresh);
    expect(periodAfterPurchase({ ...expired, endDate: '2099-01-01', status: 'INACTIVE' }, '2026-11-22', 12)).toEqual(fresh);
    expect(periodAfterPurchase(null, '2026-11-22', 12)).toEqual(fresh);
  });

  it('keeps a pending start pending when bought again, and choosing a start keeps the length', () => {
    const pending = periodAfterPurchase(
      { status: 'ACTIVE', startDate: '2026-11-22', endDate: '2026-12-19', startPending: true },
      '2026-11-23',
      4,
    );
    expect(pending).toEqual({ startDate: '2026-11-22', endDate: '2027-01-16', startPending: true });
    expect(periodFromChosenStart(pending, '2026-11-30')).toEqual({ startDate: '2026-11-30', endDate: '2027-01-24' });
    expect(membershipWeeks('2026-11-30', '2027-01-24')).toBe(8);
  });
});

describe('start-date choices', () => {
  it('next Monday is strictly after today', () => {
    expect(nextMonday('2026-11-22')).toBe('2026-11-23'); // Sunday
    expect(nextMonday('2026-11-23')).toBe('2026-11-30'); // Monday → the next one
    expect(nextMonday('2026-11-28')).toBe('2026-11-30'); // Saturday
  });

  it('offers today, next Monday and each competition still reachable at its peak', () => {
    const competitions = [
      { name: 'Pasada', date: '2026-12-01' },
      { name: 'Copa Litoral', date: '2027-03-20' },
      { name: 'Justo a tiempo', date: '2027-03-07' },
    ];
    expect(startOptions('2026-11-22', 15, competitions)).toEqual([
      { choice: 'TODAY', date: '2026-11-22', competitionName: null, competitionDate: null },
      { choice: 'NEXT_MONDAY', date: '2026-11-23', competitionName: null, competitionDate: null },
      { choice: 'COMPETITION', date: '2026-11-22', competitionName: 'Justo a tiempo', competitionDate: '2027-03-07' },
      { choice: 'COMPETITION', date: '2026-12-05', competitionName: 'Copa Litoral', competitionDate: '2027-03-20' },
    ]);
  });
});

describe('the coach input rules', () => {
  const week = {
    planningId: 'planning-1',
    weekNumber: 1,
    title: 'Semana 1',
    days: [{ dayNumber: 1, sessions: [{ title: 'Fuerza', blocks: [{ title: 'Sentadilla', text: '5 × 3 al 75 %' }] }] }],
  };

  it('accepts a minimal week and normalises optional parts', () => {
    const parsed = planWeekSchema.parse(week);
    expect(parsed.days[0]?.sessions[0]?.blocks[0]).toMatchObject({ id: null, prescription: null, scaling: null, videoKey: null });
  });

  it.each([
    ['a day outside 1–7', { days: [{ ...week.days[0], dayNumber: 8 }] }, 'El día va de 1 a 7.'],
    ['the same day twice', { days: [week.days[0], week.days[0]] }, 'una sola vez'],
    ['a week past the limit', { weekNumber: 105 }, '104'],
    ['a block without title', { days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: ' ', text: '' }] }] }] }, 'título'],
    ['oversized text', { days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: 'B', text: 'x'.repeat(2001) }] }] }] }, '2000'],
    [
      'a percentage without its lift',
      { days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: 'B', text: '', prescription: { percent: 75 } }] }] }] },
      'levantamiento',
    ],
    [
      'a video key that climbs folders',
      { days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: 'B', text: '', videoKey: '../x.mp4' }] }] }] },
      'video',
    ],
  ])('refuses %s', (_case, overrides, message) => {
    const result = planWeekSchema.safeParse({ ...week, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });

  it('refuses absurd results', () => {
    const base = { planningId: 'planning-1', weekNumber: 1, sessionId: 's-1' };
    const load = (kg: number) => ({ lifts: [{ blockId: 'b-1', sets: [{ reps: 3, kg }] }] });
    expect(sessionResultSchema.safeParse({ ...base, ...load(-10) }).success).toBe(false);
    expect(sessionResultSchema.safeParse({ ...base, ...load(700) }).success).toBe(false);
    expect(sessionResultSchema.safeParse({ ...base, rpe: 11 }).success).toBe(false);
    expect(sessionResultSchema.safeParse({ ...base, notes: 'x'.repeat(1001) }).success).toBe(false);
    expect(sessionResultSchema.safeParse({ ...base, timeSeconds: 754, rpe: 8, ...load(60) }).success).toBe(true);
  });
});

describe('seeded programmes', () => {
  const plannings = seedItems.filter((item) => item.type === 'PLANNING');

  it('give every planning a week for each of its weeks, each valid under the coach rules', () => {
    for (const planning of plannings) {
      const weeks = seedPlanWeeks.filter((week) => week.planningId === planning.id);
      expect(weeks.map((week) => week.weekNumber)).toEqual(Array.from({ length: planning.durationWeeks ?? 0 }, (_, i) => i + 1));
      for (const week of weeks) {
        const parsed = planWeekSchema.safeParse({ ...week, expectedVersion: null });
        expect(parsed.success, `${planning.id} week ${week.weekNumber}: ${parsed.error?.message}`).toBe(true);
        expect(week.days.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('never repeats a week within a planning, and uses unique session ids', () => {
    for (const planning of plannings) {
      const weeks = seedPlanWeeks.filter((week) => week.planningId === planning.id);
      const contents = weeks.map((week) => JSON.stringify(week.days.map((day) => day.sessions.map((s) => s.blocks.map((b) => b.text)))));
      expect(new Set(contents).size).toBe(weeks.length);
    }
    const sessionIds = seedPlanWeeks.flatMap((week) => week.days.flatMap((day) => day.sessions.map((s) => s.id)));
    expect(new Set(sessionIds).size).toBe(sessionIds.length);
  });

  it('prescribes the barbell plannings as percentages of named lifts, and week 1 of planning-5 has a session', () => {
    for (const id of ['planning-1', 'planning-2', 'planning-3', 'planning-4']) {
      const lifts = new Set(
        seedPlanWeeks
          .filter((week) => week.planningId === id)
          .flatMap((week) =>
            week.days.flatMap((day) =>
              day.sessions.flatMap((s) => s.blocks.flatMap((b) => (b.prescription?.percent ? [b.prescription.lift] : []))),
            ),
          ),
      );
      expect(lifts.size, id).toBeGreaterThanOrEqual(3);
    }
    const home = seedPlanWeeks.find((week) => week.planningId === 'planning-5' && week.weekNumber === 1);
    expect(home?.days[0]?.sessions[0]?.blocks.length).toBeGreaterThanOrEqual(3);
  });
});
