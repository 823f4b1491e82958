// The result form as a member fills it at the gym: the prescribed sets prefilled with her kilos,
// sets added and removed, each wrong number marked beside its input with a Spanish message naming
// the field as labelled (and nothing sent), the Argentine decimal comma read right, and what the
// server refuses shown. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultForm } from '../../web/src/features/my-plannings/components/result-form';
import { ApiError, request } from '../../web/src/lib/api-client';
import type * as ApiClient from '../../web/src/lib/api-client';
import { PLANNING_ID, VIEWER, squatAndCircuit } from './plannings-fixtures';

// Queries (request) and mutations (mutate) answered by one fake, as the endpoint answers both.
vi.mock('../../web/src/lib/api-client', async (original) => {
  const answer = vi.fn();
  return { ...(await original<typeof ApiClient>()), request: answer, mutate: answer };
});
const api = vi.mocked(request);

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderForm() {
  const onSaved = vi.fn();
  render(withQueries(<ResultForm viewer={VIEWER} planningId={PLANNING_ID} weekNumber={1} session={squatAndCircuit()} onSaved={onSaved} />));
  return { onSaved, form: screen.getByRole('form', { name: 'Registrar resultado' }) };
}

const cell = (caption: 'Repeticiones' | 'Carga (kg)' | 'RPE', set: number) =>
  screen.getByLabelText(`${caption}, serie ${set} de Sentadilla trasera`) as HTMLInputElement;

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

beforeEach(() => {
  api.mockReset();
});

describe('result form', () => {
  it('prefills the prescribed sets (3 × 5) with her kilos, and adds or removes a set', async () => {
    renderForm();
    const sets = screen.getByRole('group', { name: 'Series de Sentadilla trasera' });
    expect(
      within(sets)
        .getAllByRole('group')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Serie 1', 'Serie 2', 'Serie 3']);
    expect([1, 2, 3].map((set) => [cell('Repeticiones', set).value, cell('Carga (kg)', set).value])).toEqual([
      ['5', '90'],
      ['5', '90'],
      ['5', '90'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar una serie de Sentadilla trasera' }));
    expect(cell('Carga (kg)', 4).value).toBe('90');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la última serie de Sentadilla trasera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la última serie de Sentadilla trasera' }));
    expect(within(sets).getAllByRole('group')).toHaveLength(2);
  });

  it('marks each wrong input with its message in Spanish, focuses the first, and sends nothing', async () => {
    renderForm();
    await retype(cell('Carga (kg)', 2), '-20');
    await retype(screen.getByLabelText(/^RPE de la sesión \(1 a 10\)/), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));

    const kg = cell('Carga (kg)', 2);
    expect(kg.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(kg.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^La carga /);
    const rpe = screen.getByLabelText(/^RPE de la sesión \(1 a 10\)/);
    expect(rpe.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rpe.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^El RPE /);
    expect(screen.getByRole('alert').textContent).toBe('Revisá los 2 datos marcados.');
    expect(document.activeElement).toBe(kg);
    expect(cell('Carga (kg)', 1).getAttribute('aria-invalid')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends each set with the decimal comma read as Argentines write it, and hands the saved result back', async () => {
    const saved = { id: 'r-1', sessionId: 's-p5-w1-d1-1', newRecords: [] };
    api.mockResolvedValue({ logSessionResult: saved });
    const { onSaved } = renderForm();
    await retype(cell('Carga (kg)', 3), '92,5');
    await retype(cell('RPE', 3), '8,5');
    await userEvent.type(screen.getByLabelText('Tiempo (mm:ss)'), '18:32');
    await userEvent.type(screen.getByLabelText('Notas'), 'Última serie pesada');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api).toHaveBeenCalledOnce();
    const [, variables, auth] = api.mock.calls[0] as unknown as [unknown, { input: Record<string, unknown> }, string];
    expect(auth).toBe('userPool');
    expect(variables.input).toMatchObject({
      planningId: PLANNING_ID,
      weekNumber: 1,
      sessionId: 's-p5-w1-d1-1',
      timeSeconds: 1112,
      notes: 'Última serie pesada',
      lifts: [
        {
          blockId: 'b-squat',
          sets: [
            { reps: 5, kg: 90 },
            { reps: 5, kg: 90 },
            { reps: 5, kg: 92.5, rpe: 8.5 },
          ],
        },
      ],
    });
    expect(variables.input['idempotencyKey']).toEqual(expect.any(String));
  });

  it("shows the server's refusal, in its words", async () => {
    api.mockRejectedValue(new ApiError('Esta semana todavía no se habilitó.', 'Unauthorized'));
    const { onSaved } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esta semana todavía no se habilitó.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
