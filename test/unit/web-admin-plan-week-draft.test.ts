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
  moved,
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
