// A session of the member's week: collapsed to its title unless it is today's, its blocks in
// one row each (the details one tap away), in words (the prescription with her kilos, or a pointer to Mis marcas when her 1RM is missing, the
// scaling), "Hecha" once done, the result form opened and closed from the card, a result logged
// without a connection shown "pendiente de sincronizar", and the coach's comments on the session.
// The API client is the only part replaced; IndexedDB is fake-indexeddb's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionCard } from '../../web/src/features/my-plannings/components/session-card';
import type { PlanSession } from '../../web/src/features/my-plannings/api/planning-week';
import { request } from '../../web/src/lib/api-client';
import type * as ApiClient from '../../web/src/lib/api-client';
import { PLANNING_ID, VIEWER, squatAndCircuit } from './plannings-fixtures';

// Queries (request) and mutations (mutate) answered by one fake, as the endpoint answers both.
vi.mock('../../web/src/lib/api-client', async (original) => {
  const answer = vi.fn();
  return { ...(await original<typeof ApiClient>()), request: answer, mutate: answer };
});
const api = vi.mocked(request);

/** The coach's comments the API answers for the member's planning (none unless a test says). */
let coachComments: unknown[] = [];

beforeEach(() => {
  coachComments = [];
  api.mockReset();
  api.mockImplementation(async (document) => {
    if (String(document).includes('query MyPlanningComments')) return { myPlanningComments: coachComments };
    throw new Error(`unexpected request in this test: ${String(document).slice(0, 60)}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The screen the card asks about (happy-dom's window is 1024 px wide): a desktop's, or a phone's. */
function wideScreen(wide: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  return vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    // The card reads only `matches` of the wide-screen query; any other query is happy-dom's.
    query === '(min-width: 64rem)' ? ({ media: query, matches: wide } as unknown as MediaQueryList) : matchMedia(query),
  );
}

function renderCard(props: Partial<Parameters<typeof SessionCard>[0]> = {}, session: PlanSession = squatAndCircuit()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionCard
          session={session}
          done={false}
          viewer={VIEWER}
          planningId={PLANNING_ID}
          weekNumber={1}
          canLog={false}
          defaultOpen={false}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: session.title });
}

describe('session card', () => {
  it('shows another day’s session by its title and blocks, and opens it when tapped', async () => {
    const card = renderCard();
    const toggle = within(card).getByRole('button', { name: 'Fuerza y circuito' });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
    expect(within(card).getByText('Sentadilla · Circuito')).toBeDefined();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(within(card).queryByText('Sentadilla · Circuito')).toBeNull();
    expect(within(body).getByText('Bajá controlado.')).toBeDefined();
    expect(
      within(card)
        .getAllByTestId('prescription')
        .map((p) => p.textContent),
    ).toEqual(['3 × 5 con 90 kg (75 % de tu 1RM de Sentadilla trasera)', '4 rondas · tiempo límite 20 min']);
    expect(within(card).getByText('Escalas')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Registrar resultado' })).toBeNull();
  });

  it('shows each block in one row with its prescription, its text and scaling one tap away (a phone)', async () => {
    const phone = wideScreen(false);
    const card = renderCard({ defaultOpen: true });
    expect(phone).toHaveBeenCalledWith('(min-width: 64rem)');
    const circuit = within(card).getByRole('button', { name: /^Circuito 4 rondas · tiempo límite 20 min/ });
    expect(circuit.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(circuit.getAttribute('aria-controls') ?? '')!;
    expect(details.hidden).toBe(true);
    expect(within(details).getByText('4 rondas: 12 burpees, 20 sentadillas.')).toBeDefined();
    expect(within(details).getByText('Escalas')).toBeDefined();

    await userEvent.click(circuit);
    expect(circuit.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    await userEvent.click(circuit);
    expect(details.hidden).toBe(true);
  });

  it('opens every block with its details on a wide screen (a desktop has the room)', () => {
    wideScreen(true);
    const card = renderCard({ defaultOpen: true });
    for (const name of [/^Sentadilla 3 × 5/, /^Circuito 4 rondas/]) {
      const block = within(card).getByRole('button', { name });
      expect(block.getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(block.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    }
  });

  it('points to Mis marcas when her 1RM is missing, and marks a done session', () => {
    const session = squatAndCircuit();
    session.blocks[0]!.prescription!.loadKg = null;
    const card = renderCard({ defaultOpen: true, done: true }, session);
    expect(within(card).getByText('Hecha')).toBeDefined();
    expect(within(card).getAllByTestId('prescription')[0]?.textContent).toBe('3 × 5 al 75 % de tu 1RM de Sentadilla trasera');
    expect(within(card).getByRole('link', { name: 'Mis marcas' }).getAttribute('href')).toBe('/my-plannings/records');
  });

  it("says what a done session was after a reload (every set's kilos and RPE), with its history named in words", async () => {
    const logged = {
      id: 'r-1',
      sessionId: 's-p5-w1-d1-1',
      sessionTitle: 'Fuerza y circuito',
      weekNumber: 1,
      lifts: [
        {
          blockId: 'b-squat',
          liftId: 'BACK_SQUAT',
          liftName: 'Sentadilla trasera',
          sets: [
            { reps: 3, kg: 70, rpe: null },
            { reps: 3, kg: 72.5, rpe: 8 },
            { reps: 3, kg: 75, rpe: 9 },
          ],
        },
      ],
      timeSeconds: null,
      rounds: null,
      reps: null,
      distanceMeters: null,
      calories: null,
      rpe: null,
      notes: null,
      loadKg: null,
      newRecords: [
        { liftId: 'BACK_SQUAT', liftName: 'Sentadilla trasera', kind: 'REP_MAX_1', kg: 75, previousKg: null, beatsWorkingMax: false },
        { liftId: 'BACK_SQUAT', liftName: 'Sentadilla trasera', kind: 'ESTIMATED_1RM', kg: 82.5, previousKg: 80, beatsWorkingMax: true },
      ],
      loggedAt: '2026-11-23T21:00:00.000Z',
      editedAt: null,
    };
    api.mockImplementation(async (document) => {
      if (String(document).includes('query MyPlanningComments')) return { myPlanningComments: [] };
      if (String(document).includes('query MySessionResults')) return { mySessionResults: [logged] };
      throw new Error(`unexpected request in this test: ${String(document).slice(0, 60)}`);
    });
    const card = renderCard({ defaultOpen: true, canLog: true, done: true });
    expect((await within(card).findByTestId('session-latest-result')).textContent).toBe(
      'Tu resultado: Sentadilla trasera 3 × 70 kg · 3 × 72,5 kg (RPE 8) · 3 × 75 kg (RPE 9)',
    );
    const history = within(card).getByRole('button', { name: 'Historial' });
    expect(history.textContent).toContain('Historial');
    await userEvent.click(history);
    expect(within(card).getByRole('button', { name: 'Ocultar historial' }).getAttribute('aria-expanded')).toBe('true');
    const list = await within(card).findByRole('list', { name: 'Tu historial de esta sesión' });
    expect(within(list).getByText(/3 × 72,5 kg \(RPE 8\)/)).toBeDefined();
    // The records it set, named for what they are (not a bare "PR").
    expect(within(list).getByText('Sentadilla trasera: serie más pesada 75 kg · 1RM estimado 82,5 kg')).toBeDefined();
  });

  it('opens and closes the result form for a member who can log', async () => {
    const card = renderCard({ defaultOpen: true, canLog: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Registrar resultado' }));
    // The form is loaded when first opened (a chunk of its own, after the day view's first paint).
    expect(await within(card).findByRole('form', { name: 'Registrar resultado' })).toBeDefined();
    await userEvent.click(within(card).getByRole('button', { name: 'Cerrar' }));
    expect(within(card).queryByRole('form', { name: 'Registrar resultado' })).toBeNull();
  });

  it('keeps a result logged without a connection as "pendiente de sincronizar", sending nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const card = renderCard({ defaultOpen: true, canLog: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Registrar resultado' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Guardar resultado' }));

    const queued = await within(card).findByRole('list', { name: 'Resultados sin sincronizar' });
    expect(within(queued).getByText('pendiente de sincronizar')).toBeDefined();
    expect(within(queued).getByText(/Sentadilla trasera/)).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Registrar otro resultado' })).toBeDefined();
    expect(api.mock.calls.filter(([document]) => String(document).includes('mutation LogSessionResult'))).toEqual([]);
  });

  it("shows the coach's comments on this session's results, with a way to reply", async () => {
    const comment = {
      id: 'c-1',
      planningId: PLANNING_ID,
      sessionId: 's-p5-w1-d1-1',
      resultId: 'r-1',
      resultLoggedAt: '2026-11-23T21:00:00.000Z',
      author: 'COACH',
      authorName: 'Delfi',
      text: 'Muy bien, la próxima bajá el descanso.',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    // The same planning's comments on another session belong to that session's card.
    coachComments = [comment, { ...comment, id: 'c-2', sessionId: 's-otra', resultId: 'r-9', text: 'Otra' }];
    const card = renderCard({ defaultOpen: true, canLog: true });
    const threads = await within(card).findByRole('region', { name: 'Comentarios de tu coach' });
    expect(within(threads).getByText('Muy bien, la próxima bajá el descanso.')).toBeDefined();
    expect(within(threads).queryByText('Otra')).toBeNull();
    expect(within(threads).getByLabelText('Responder')).toBeDefined();
  });
});
