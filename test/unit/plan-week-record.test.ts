// A plan week's stored record ↔ the domain's PlanWeek (functions/data/plan-weeks-repository.ts): read
// back it is the week written, without its keys; fields an old record lacks read null; a malformed
// record is a MalformedRecordError naming its key and field — never a cast.
import { describe, expect, it } from 'vitest';
import { planWeekOfRecord, planWeekRecord } from '../../functions/data/plan-weeks-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { PlanWeek } from '../../functions/domain/plan-week';

const week: PlanWeek = {
  planningId: 'planning-4',
  weekNumber: 2,
  title: 'Semana 2 · Fuerza',
  version: 3,
  updatedAt: '2026-12-01T10:00:00.000Z',
  days: [
    {
      dayNumber: 1,
      title: 'Día 1',
      date: null,
      sessions: [
        {
          id: 's-1',
          title: 'Fuerza',
          blocks: [
            {
              id: 'b-1',
              title: 'Envión',
              text: '5 × 3',
              prescription: {
                sets: 5,
                reps: '3',
                percent: 75,
                lift: 'clean-and-jerk',
                liftName: null,
                timeCapMinutes: null,
                rounds: null,
                rpe: null,
                loadKg: null,
              },
              scaling: { beginner: 'Con barra vacía', intermediate: null, rx: null },
              videoKey: null,
              videoUrl: null,
            },
          ],
        },
      ],
    },
  ],
};

describe('a stored plan week', () => {
  it('reads back as the week written, without its keys', () => {
    expect(planWeekOfRecord(planWeekRecord(week))).toEqual(week);
  });

  it('a block saved without prescription, scaling or video reads them as null', () => {
    const block = { id: 'b-2', title: 'Movilidad', text: '10 minutos' };
    const record = planWeekRecord({
      ...week,
      days: [{ ...week.days[0]!, sessions: [{ id: 's-2', title: 'Movilidad', blocks: [block as never] }] }],
    });
    expect(planWeekOfRecord(record).days[0]!.sessions[0]!.blocks[0]).toEqual({
      ...block,
      prescription: null,
      scaling: null,
      videoKey: null,
      videoUrl: null,
    });
  });

  it('a session without its blocks is refused, naming the record and the field', () => {
    const record = { ...planWeekRecord(week), days: [{ dayNumber: 1, sessions: [{ id: 's-1', title: 'Fuerza' }] }] };
    expect(() => planWeekOfRecord(record)).toThrow(MalformedRecordError);
    expect(() => planWeekOfRecord(record)).toThrow(/plan week record PROGRAMME#planning-4 \/ WEEK#002: days\.0\.sessions\.0\.blocks/);
  });
});
