// The coach's feed across her plannings names, beside each member, the messages of that member the
// coach has not read in that planning (decision 159): asked once per planning for the members shown,
// each member once; nothing beside a member with none. The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CoachFeed } from '../../web/src/features/admin/components/coaching/coach-feed';
import type { CoachResultsFeedQuery } from '../../web/src/generated/graphql';
import * as ApiClient from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  request: vi.fn(),
}));
const request = vi.mocked(ApiClient.request);

type Entry = CoachResultsFeedQuery['coachResultsFeed']['entries'][number];

const entry = (resultId: string, planningId: string, userId: string, memberName: string): Entry => ({
  planningId,
  planningName: planningId === 'planning-1' ? 'Fuerza' : 'Running',
  userId,
  memberName,
  comments: 0,
  result: {
    id: resultId,
    planningId,
    userId,
    sessionId: 'w1-d1',
    sessionTitle: 'Sesión A',
    weekNumber: 1,
    lifts: [],
    timeSeconds: null,
    loadKg: null,
    rounds: null,
    reps: null,
    distanceMeters: null,
    calories: null,
    rpe: 8,
    notes: null,
    newRecords: [],
    loggedAt: '2026-12-07T12:00:00.000Z',
    editedAt: null,
  },
});

// Ana trains in both plannings: her unread messages are counted per planning.
const UNREAD: Record<string, Record<string, number>> = {
  'planning-1': { 'u-ana': 2, 'u-eva': 0 },
  'planning-2': { 'u-ana': 1 },
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CoachFeed planningId={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const entryOf = (resultId: string) => {
  const item = screen.getByTestId('coach-feed').querySelector<HTMLElement>(`[data-result-id="${resultId}"]`);
  if (!item) throw new Error(`no entry ${resultId}`);
  return within(item);
};

describe("the coach's feed with her unread messages", () => {
  beforeEach(() => {
    request.mockReset();
    request.mockImplementation(async (_document: unknown, variables: unknown) => {
      const asked = variables as { planningId?: string | null; userIds?: string[] };
      if (asked.userIds) {
        const counts = UNREAD[asked.planningId ?? ''] ?? {};
        return {
          coachUnreadMessages: asked.userIds.map((userId) => ({ planningId: asked.planningId, userId, unread: counts[userId] ?? 0 })),
        };
      }
      return {
        coachResultsFeed: {
          entries: [
            entry('r1', 'planning-1', 'u-ana', 'Ana Paz'),
            entry('r2', 'planning-1', 'u-eva', 'Eva Sol'),
            entry('r3', 'planning-2', 'u-ana', 'Ana Paz'),
            entry('r4', 'planning-1', 'u-ana', 'Ana Paz'),
          ],
          nextToken: null,
        },
      };
    });
  });

  it('shows each member’s unread messages of that planning beside her name, and nothing where there are none', async () => {
    show();
    await screen.findByTestId('coach-feed');
    expect(await entryOf('r1').findByLabelText('2 mensajes sin leer')).toBeTruthy();
    expect(entryOf('r4').getByLabelText('2 mensajes sin leer')).toBeTruthy();
    expect(entryOf('r3').getByLabelText('1 mensaje sin leer')).toBeTruthy();
    expect(entryOf('r2').queryByTestId('unread-badge')).toBeNull();
  });

  it('asks once per planning, naming each member shown once', async () => {
    show();
    await screen.findByTestId('coach-feed');
    await entryOf('r1').findByLabelText('2 mensajes sin leer');
    const unreadCalls = request.mock.calls
      .map(([, variables]) => variables as { planningId: string; userIds?: string[] })
      .filter((v) => v.userIds);
    expect(unreadCalls).toEqual([
      { planningId: 'planning-1', userIds: ['u-ana', 'u-eva'] },
      { planningId: 'planning-2', userIds: ['u-ana'] },
    ]);
  });
});
