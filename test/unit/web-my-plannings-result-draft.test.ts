import { describe, expect, it } from 'vitest';
import { checkDraft, draftForResult, draftForSession, inputIds } from '../../web/src/features/my-plannings/domain/result-draft';
import { liftName } from '../../web/src/lib/plan-text';

const blocks = [
  { id: 'b-1', prescription: null },
  { id: 'b-2', prescription: { sets: 5, reps: '3', lift: 'BACK_SQUAT', liftName: 'Sentadilla trasera', loadKg: 72.5 } },
];
const ids = inputIds('r');
const base = { planningId: 'planning-1', weekNumber: 1, sessionId: 's-1' };

describe('the result form’s draft', () => {
  it('prefills one row per prescribed set with the prescribed reps and her kilos', () => {
    const draft = draftForSession(blocks, liftName);
    expect(draft.lifts).toEqual([
      { blockId: 'b-2', liftName: 'Sentadilla trasera', sets: Array(5).fill({ reps: '3', kg: '72,5', rpe: '' }) },
    ]);
  });

  it('sends the rows with kilos, in the Argentine format, and skips rows with only the prefilled reps', () => {
    const draft = draftForSession(blocks, liftName);
    draft.lifts[0]!.sets = [
      { reps: '3', kg: '72,5', rpe: '8' },
      { reps: '3', kg: '75', rpe: '' },
      { reps: '3', kg: '', rpe: '' },
    ];
    draft.time = '18:32';
    expect(checkDraft(draft, ids, base)).toEqual({
      ok: true,
      measures: expect.objectContaining({
        lifts: [
          {
            blockId: 'b-2',
            sets: [
              { reps: 3, kg: 72.5, rpe: 8 },
              { reps: 3, kg: 75, rpe: null },
            ],
          },
        ],
        timeSeconds: 1112,
      }),
    });
  });

  it('marks the very input: "10.000" kilos with the thousands hint, an RPE without kilos, a bad time', () => {
    const draft = draftForSession(blocks, liftName);
    draft.lifts[0]!.sets = [
      { reps: '3', kg: '10.000', rpe: '' },
      { reps: '', kg: '', rpe: '7' },
    ];
    draft.time = '18 min';
    draft.notes = 'x'.repeat(1001);
    const checked = checkDraft(draft, ids, base);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toEqual({
      [ids.set(0, 0, 'kg')]: 'La carga no puede superar 500 kg. Leímos el punto como separador de miles: para decimales usá coma (72,5).',
      [ids.set(0, 1, 'reps')]: 'Las repeticiones son obligatorias.',
      [ids.set(0, 1, 'kg')]: 'La carga es obligatoria.',
      [ids.field('time')]: 'El tiempo debe escribirse como minutos:segundos, por ejemplo 18:32.',
      [ids.field('notes')]: 'Las notas no pueden superar los 1000 caracteres.',
    });
  });

  it('reads a result back for editing, in the member’s own format', () => {
    const draft = draftForResult(
      blocks,
      {
        lifts: [{ blockId: 'b-2', liftName: 'Sentadilla trasera', sets: [{ reps: 2, kg: 82.5, rpe: 9 }] }],
        timeSeconds: 1112,
        calories: 20,
      },
      liftName,
    );
    expect(draft.lifts[0]!.sets).toEqual([{ reps: '2', kg: '82,5', rpe: '9' }]);
    expect(draft).toMatchObject({ time: '18:32', calories: '20', rounds: '' });
  });
});
