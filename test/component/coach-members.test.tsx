// The coach's members of a planning (decision 155): a subscriber whose monthly charge failed reads
// "Pago pendiente" beside her status, one who paused "Pausada"; a member who bought the planning
// or was added by hand reads her status alone; the figures say how many are past due, over every
// page; "Ver más miembros" asks for the next page. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CoachMembers } from '../../web/src/features/admin/components/coaching/coach-members';
import type { CoachPlanningViewQuery } from '../../web/src/generated/graphql';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
}));
const request = vi.mocked(ApiClient.request);

type View = CoachPlanningViewQuery['coachPlanningView'];
type Member = View['members'][number];

const member = (userId: string, lastName: string, subscriptionStatus: Member['subscriptionStatus']): Member => ({
  userId,
  firstName: 'Ana',
  lastName,
  email: `${userId}@example.com`,
  status: 'ACTIVE',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  startPending: false,
  currentWeek: 1,
  lastSessionAt: '2026-12-06T12:00:00.000Z',
  lastSessionTitle: 'Fuerza A',
  compliance7: 80,
  compliance30: 80,
  previousCompliance7: 80,
  attention: [],
  subscriptionStatus,
});

const page = (members: Member[], nextToken: string | null): View => ({
  planningId: 'planning-2',
  name: 'Fuerza mensual',
  today: '2026-12-07',
  summary: { members: 4, active: 4, trainedLast7Days: 4, needsAttention: 0, pastDue: 2 },
  members,
  nextToken,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CoachMembers planningId="planning-2" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (userId: string) => {
  const row = screen.getByTestId('coach-members').querySelector<HTMLElement>(`[data-user-id="${userId}"]`);
  if (!row) throw new Error(`no row for ${userId}`);
  return within(row);
};

describe("the coach's members with the planning's subscribers", () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('says "Pago pendiente" for a past-due subscriber and "Pausada" for a paused one; the others their status alone; pages on', async () => {
    request.mockImplementation(async (_document: unknown, variables: unknown) => {
      const { nextToken } = variables as { nextToken: string | null };
      return {
        coachPlanningView:
          nextToken === null
            ? page(
                [member('u-late', 'Atrasada', 'PAST_DUE'), member('u-rest', 'Pausada', 'PAUSED'), member('u-bought', 'Compró', null)],
                'next',
              )
            : page([member('u-ok', 'AlDía', 'ACTIVE'), member('u-late-2', 'Otra', 'PAST_DUE')], null),
      };
    });
    show();
    await screen.findByTestId('coach-members');
    expect(screen.getByTestId('coach-summary').textContent).toBe(
      '4 miembros activos · 4 entrenaron en los últimos 7 días · 2 con pago pendiente',
    );
    expect(rowOf('u-late').getByTestId('coach-subscription-flag').textContent).toBe('Pago pendiente');
    expect(rowOf('u-rest').getByTestId('coach-subscription-flag').textContent).toBe('Pausada');
    expect(rowOf('u-bought').queryByTestId('coach-subscription-flag')).toBeNull();
    expect(rowOf('u-bought').getByText('Activo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver más miembros (3 de 4)' }));
    await vi.waitFor(() => expect(screen.getByTestId('coach-members').querySelector('[data-user-id="u-late-2"]')).not.toBeNull());
    // A subscriber whose charges are in order reads her status alone.
    expect(rowOf('u-ok').queryByTestId('coach-subscription-flag')).toBeNull();
    expect(rowOf('u-late-2').getByTestId('coach-subscription-flag').textContent).toBe('Pago pendiente');
    // The pages of the view (the unread marks beside the names are a query of their own, decision 159).
    const pages = request.mock.calls.filter(([, variables]) => 'nextToken' in (variables as object));
    expect(pages.map(([, variables]) => (variables as { nextToken: string | null }).nextToken)).toEqual([null, 'next']);
  });

  it('says nothing of payments when nobody is past due', async () => {
    request.mockResolvedValue({
      coachPlanningView: {
        ...page([member('u-bought', 'Compró', null)], null),
        summary: { members: 1, active: 1, trainedLast7Days: 1, needsAttention: 0, pastDue: 0 },
      },
    });
    show();
    await screen.findByTestId('coach-members');
    expect(screen.getByTestId('coach-summary').textContent).toBe('1 miembro activo · 1 entrenó en los últimos 7 días');
  });
});
