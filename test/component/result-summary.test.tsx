// A result as the coach reads it in the feed and on a member's page: each lift's sets with every
// set's kilos (es-AR decimals) and the RPE she noted, one line for time, rounds, distance,
// calories and the session's RPE, and the records it set named for what they are (the heaviest
// set, the best set of 5 or more, the estimate), never a bare "PR".
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultSummary } from '../../web/src/components/coaching';

const result = {
  sessionTitle: 'Envión y metcon',
  weekNumber: 1,
  lifts: [
    {
      liftId: 'CLEAN_AND_JERK',
      liftName: 'Envión',
      sets: [1, 2, 3].map(() => ({ reps: 5, kg: 72.5, rpe: 8 })),
    },
    {
      liftId: 'BACK_SQUAT',
      liftName: 'Sentadilla trasera',
      sets: [
        { reps: 3, kg: 70, rpe: null },
        { reps: 3, kg: 75, rpe: 9 },
      ],
    },
  ],
  timeSeconds: 1112,
  rounds: 4,
  reps: 12,
  distanceMeters: 1500,
  calories: 120,
  rpe: 8.5,
  loadKg: null,
  editedAt: '2026-11-24T10:00:00.000Z',
  newRecords: [
    { liftId: 'CLEAN_AND_JERK', liftName: 'Envión', kind: 'ESTIMATED_1RM' as const, kg: 84.5 },
    { liftId: 'CLEAN_AND_JERK', liftName: 'Envión', kind: 'REP_MAX_1' as const, kg: 72.5 },
    { liftId: 'CLEAN_AND_JERK', liftName: 'Envión', kind: 'REP_MAX_3' as const, kg: 72.5 },
    { liftId: 'CLEAN_AND_JERK', liftName: 'Envión', kind: 'REP_MAX_5' as const, kg: 72.5 },
    { liftId: 'BACK_SQUAT', liftName: 'Sentadilla trasera', kind: 'REP_MAX_1' as const, kg: 75 },
  ],
};

describe('a result in the coach’s feed', () => {
  it('shows every set’s kilos and RPE, and the rest of what she logged, in es-AR numbers', () => {
    render(<ResultSummary result={result} />);
    expect(screen.getByText('Envión y metcon').closest('p')?.textContent).toBe('Envión y metcon (semana 1) · editado');
    expect(
      within(screen.getByTestId('result-lines'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Envión: 3 × 5 con 72,5 kg (RPE 8)',
      'Sentadilla trasera: 3 × 70 kg · 3 × 75 kg (RPE 9)',
      '18:32 · 4 rondas + 12 reps · 1.500 m · 120 cal · RPE 8,5',
    ]);
  });

  it('names the records it set for what they are: each lift once, rep maxes of one load told once, the sets before the estimate', () => {
    render(<ResultSummary result={result} />);
    expect(screen.getByTestId('result-records').textContent).toBe(
      'PR Envión: mejor serie de 5 o más repeticiones 72,5 kg · 1RM estimado 84,5 kg; Sentadilla trasera: serie más pesada 75 kg',
    );
    expect(screen.queryByText(/single|3RM|5RM/)).toBeNull();
  });

  it('says nothing of records when it set none', () => {
    render(<ResultSummary result={{ ...result, newRecords: [], editedAt: null }} />);
    expect(screen.queryByTestId('result-records')).toBeNull();
    expect(screen.queryByText(/PR|editado/)).toBeNull();
  });
});
