// Records named for what they are: after 5 × 5 with 52 kg and a working max of 80 kg, the
// celebration tells one "best set of 5 or more" (not a "single", a 3RM and a 5RM of the same
// kilos), and the lift's card keeps the typed max and the estimate apart, with a visible dated
// table of the records and a chart of two series. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiftRecordCard } from '../../web/src/components/training-records';
import { RecordCelebration } from '../../web/src/features/my-plannings/components/record-celebration';
import type * as ApiClient from '../../web/src/lib/api-client';
import { VIEWER } from './plannings-fixtures';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
  mutate: vi.fn(),
}));

const withClient = (node: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>);

const beaten = (kind: 'ESTIMATED_1RM' | 'REP_MAX_1' | 'REP_MAX_3' | 'REP_MAX_5', kg: number, previousKg: number | null = null) => ({
  liftId: 'BACK_SQUAT',
  liftName: 'Sentadilla trasera',
  kind,
  kg,
  previousKg,
  beatsWorkingMax: false,
});

describe('records in words', () => {
  it('tells a 5 × 5 with 52 kg as her best set of 5 or more, once, never as a single or a 1RM', () => {
    withClient(<RecordCelebration viewer={VIEWER} records={[beaten('REP_MAX_1', 52), beaten('REP_MAX_3', 52), beaten('REP_MAX_5', 52)]} />);
    const items = within(screen.getByRole('status', { name: 'Nuevos récords' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sentadilla trasera: mejor serie de 5 o más repeticiones 52 kg (tu primera marca)',
    ]);
    expect(screen.queryByText(/single|1RM|3RM|5RM/)).toBeNull();
  });

  it('keeps a heavier single apart from a lighter best set of 5', () => {
    withClient(
      <RecordCelebration
        viewer={VIEWER}
        records={[beaten('REP_MAX_1', 60, 55), beaten('REP_MAX_5', 52, 50), beaten('ESTIMATED_1RM', 90, 85)]}
      />,
    );
    const items = within(screen.getByRole('status', { name: 'Nuevos récords' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sentadilla trasera: serie más pesada 60 kg (antes 55 kg)',
      'Sentadilla trasera: mejor serie de 5 o más repeticiones 52 kg (antes 50 kg)',
      'Sentadilla trasera: 1RM estimado 90 kg (antes 85 kg)',
    ]);
  });

  it("shows the typed max and the estimate apart, and a visible dated table of the lift's records", () => {
    withClient(
      <LiftRecordCard
        record={{
          liftId: 'BACK_SQUAT',
          liftName: 'Sentadilla trasera',
          workingMaxKg: 80,
          history: [
            { at: '2026-11-20T12:00:00.000Z', kg: 80, source: 'TYPED', reps: null, setKg: null },
            { at: '2026-12-01T22:30:00.000Z', kg: 60.5, source: 'ESTIMATED', reps: 5, setKg: 52 },
          ],
          repMaxes: [
            { reps: 1, kg: 52, at: '2026-12-01T22:30:00.000Z' },
            { reps: 3, kg: 52, at: '2026-12-01T22:30:00.000Z' },
            { reps: 5, kg: 52, at: '2026-12-01T22:30:00.000Z' },
          ],
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Sentadilla trasera' });
    expect(within(card).getByTestId('working-max').textContent).toBe('80 kg');
    expect(within(card).getByTestId('best-estimate').textContent).toBe('60,5 kg');
    const table = within(card).getByTestId('lift-prs');
    expect(table.closest('.visually-hidden')).toBeNull();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Serie más pesada52 kg01/12/2026',
      'Mejor serie de 3 o más reps52 kg01/12/2026',
      'Mejor serie de 5 o más reps52 kg01/12/2026',
      '1RM estimado (de 5 × 52 kg)60,5 kg01/12/2026',
    ]);
    expect(within(card).queryByText(/^1RM$/)).toBeNull();
  });
});
