// The training plan editor's working copy: list operations, copies that lose their ids (the server
// gives new ones) and the conversion to the API input, checked by the shared rules.
import { describe, expect, it } from 'vitest';
import { planWeekSchema } from '../../functions/domain/plan-weeks';
import {
  copyDay,
  copySession,
  draftOf,
  emptyBlock,
  emptyDay,
  freeDayNumber,
  inDayOrder,
  moved,
  movedDay,
  weekInputOf,
  without,
} from '../../web/src/features/admin/lib/plan-week-draft';

const stored = {
  planningId: 'planning-1',
  weekNumber: 2,
  title: 'Semana 2 · Adaptación',
  version: 3,
  updatedAt: null,
  days: [
    {
      dayNumber: 1,
      title: 'Sentadilla',
      sessions: [
        {
          id: 's-1',
          title: 'Sentadilla + WOD',
          blocks: [
            {
              id: 'b-1',
              title: 'Fuerza',
              text: 'Sentadilla trasera',
              videoKey: null,
              prescription: { sets: 5, reps: '3', percent: 72.5, lift: 'BACK_SQUAT' as const, timeCapMinutes: null, rounds: null, rpe: 8 },
              scaling: null,
            },
          ],
        },
      ],
    },
  ],
};

describe('programme draft', () => {
  it('round-trips a stored week into an input the shared rules accept, keeping ids and version', () => {
    const input = weekInputOf('planning-1', draftOf(stored, 2));
    expect(input).toMatchObject({ weekNumber: 2, expectedVersion: 3, title: 'Semana 2 · Adaptación' });
    expect(input.days[0]?.sessions[0]).toMatchObject({
      id: 's-1',
      blocks: [{ id: 'b-1', prescription: { sets: 5, percent: 72.5, lift: 'BACK_SQUAT', rpe: 8 } }],
    });
    expect(planWeekSchema.safeParse(input).success).toBe(true);
  });

  it('reads typed numbers with a decimal comma, and an empty field as none', () => {
    const draft = draftOf(null, 4);
    const day = emptyDay(3);
    day.sessions[0]!.blocks = [{ ...emptyBlock(), percent: '72,5', lift: 'SNATCH', rpe: '' }];
    const input = weekInputOf('planning-4', { ...draft, days: [day] });
    expect(input.expectedVersion).toBeNull();
    expect(input.days[0]?.sessions[0]?.blocks[0]?.prescription).toMatchObject({ percent: 72.5, lift: 'SNATCH', rpe: null });
  });

  it('copies a session and a day without their ids, on the next free day', () => {
    const draft = draftOf(stored, 2);
    const session = copySession(draft.days[0]!.sessions[0]!);
    expect(session.id).toBeNull();
    expect(session.blocks.every((block) => block.id === null)).toBe(true);
    const day = copyDay(draft.days, 0);
    expect(day?.dayNumber).toBe(2);
    const full = [1, 2, 3, 4, 5, 6, 7].map(emptyDay);
    expect(copyDay(full, 0)).toBeNull();
    expect(freeDayNumber(full)).toBeNull();
    expect(freeDayNumber([emptyDay(1), emptyDay(3)])).toBe(2);
  });

  it('moves and removes items, leaving the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(without(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('days moved keep the order they are saved in', () => {
  const week = (numbers: number[]) => numbers.map((dayNumber) => ({ ...emptyDay(dayNumber), title: `día ${dayNumber}` }));

  it("gives the day moved its new place's number, so the saved and reloaded order is the one shown", () => {
    const days = movedDay(week([1, 3, 5]), 0, 1);
    expect(days.map((day) => [day.title, day.dayNumber])).toEqual([
      ['día 3', 1],
      ['día 1', 3],
      ['día 5', 5],
    ]);
    // What is saved (sorted by day number, as the plan follows them) reads as the list did.
    const input = weekInputOf('planning-1', { weekNumber: 1, title: 'S1', version: null, days });
    expect(input.days.map((day) => day.title)).toEqual(['día 3', 'día 1', 'día 5']);
    expect(movedDay(week([1, 3]), 1, 1).map((day) => day.dayNumber)).toEqual([1, 3]);
  });

  it("shows a copied or added day in its day number's place", () => {
    expect(inDayOrder([...week([1, 5]), ...week([3])]).map((day) => day.dayNumber)).toEqual([1, 3, 5]);
  });
});
