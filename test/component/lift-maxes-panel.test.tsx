// "Mis marcas" as a member uses it at the gym: her stored maxes shown in Argentine format, and what
// she types kept whatever the API does meanwhile (her maxes arriving after she started typing, or
// read again). The API client is the only part replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LiftMaxesPanel } from '../../web/src/features/my-plannings/components/lift-maxes-panel';
import { request } from '../../web/src/lib/api-client';
import type * as ApiClient from '../../web/src/lib/api-client';
import { VIEWER } from './plannings-fixtures';

// Queries (request) and mutations (mutate) answered by one fake, as the endpoint answers both.
vi.mock('../../web/src/lib/api-client', async (original) => {
  const answer = vi.fn();
  return { ...(await original<typeof ApiClient>()), request: answer, mutate: answer };
});
const api = vi.mocked(request);

/** The operation a mocked request was asked for (the name in the document's text). */
const operationOf = (document: unknown): string => /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ui: <QueryClientProvider client={client}>{children}</QueryClientProvider> };
}

const field = (name: string) => screen.getByLabelText(`${name} (kg)`) as HTMLInputElement;

beforeEach(() => {
  api.mockReset();
});

describe('Mis marcas', () => {
  it('keeps what she typed when her stored maxes arrive afterwards, and shows the rest of them', async () => {
    let answerMaxes: (maxes: { lift: string; kg: number; updatedAt: string }[]) => void = () => undefined;
    api.mockImplementation(async (document) => {
      const operation = operationOf(document);
      if (operation === 'MyLiftMaxes') return { myLiftMaxes: await new Promise((resolve) => (answerMaxes = resolve)) };
      if (operation === 'Lifts') return { lifts: [] };
      throw new Error(`unexpected ${operation}`);
    });
    const { ui } = withQueries(<LiftMaxesPanel viewer={VIEWER} showRecordsLink={false} />);
    render(ui);
    await userEvent.type(field('Sentadilla trasera'), '100');
    answerMaxes([
      { lift: 'BACK_SQUAT', kg: 95, updatedAt: '2026-11-20T12:00:00Z' },
      { lift: 'DEADLIFT', kg: 142.5, updatedAt: '2026-11-20T12:00:00Z' },
    ]);
    await waitFor(() => expect(field('Peso muerto').value).toBe('142,5'));
    expect(field('Sentadilla trasera').value).toBe('100');
  });

  it('keeps an entry under way when her maxes are read again with a change made elsewhere', async () => {
    const squat = { lift: 'BACK_SQUAT', kg: 95, updatedAt: '2026-11-20T12:00:00Z' };
    const reads = [[squat], [squat, { lift: 'DEADLIFT', kg: 140, updatedAt: '2026-11-27T12:00:00Z' }]];
    api.mockImplementation(async (document) => {
      const operation = operationOf(document);
      if (operation === 'MyLiftMaxes') return { myLiftMaxes: reads.shift() ?? [] };
      if (operation === 'Lifts') return { lifts: [] };
      throw new Error(`unexpected ${operation}`);
    });
    const { client, ui } = withQueries(<LiftMaxesPanel viewer={VIEWER} showRecordsLink={false} />);
    render(ui);
    await waitFor(() => expect(field('Sentadilla trasera').value).toBe('95'));
    await userEvent.clear(field('Sentadilla trasera'));
    await userEvent.type(field('Sentadilla trasera'), '97,5');
    await client.refetchQueries();
    await waitFor(() => expect(field('Peso muerto').value).toBe('140'));
    expect(field('Sentadilla trasera').value).toBe('97,5');
  });

  it('holds a field she is in still when her maxes arrive, and shows her max once she leaves it untouched', async () => {
    let answerMaxes: (maxes: { lift: string; kg: number; updatedAt: string }[]) => void = () => undefined;
    api.mockImplementation(async (document) => {
      const operation = operationOf(document);
      if (operation === 'MyLiftMaxes') return { myLiftMaxes: await new Promise((resolve) => (answerMaxes = resolve)) };
      if (operation === 'Lifts') return { lifts: [] };
      throw new Error(`unexpected ${operation}`);
    });
    const { ui } = withQueries(<LiftMaxesPanel viewer={VIEWER} showRecordsLink={false} />);
    render(ui);
    await userEvent.click(field('Sentadilla trasera'));
    answerMaxes([
      { lift: 'BACK_SQUAT', kg: 120, updatedAt: '2026-11-20T12:00:00Z' },
      { lift: 'DEADLIFT', kg: 140, updatedAt: '2026-11-20T12:00:00Z' },
    ]);
    await waitFor(() => expect(field('Peso muerto').value).toBe('140'));
    expect(field('Sentadilla trasera').value).toBe('');
    await userEvent.click(field('Peso muerto'));
    expect(field('Sentadilla trasera').value).toBe('120');
    await userEvent.click(field('Sentadilla trasera'));
    await userEvent.keyboard('{Control>}a{/Control}130');
    expect(field('Sentadilla trasera').value).toBe('130');
  });
});
