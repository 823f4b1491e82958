// The offline queue's flush against the server's answers: a result sent leaves the queue; one the
// server answers AlreadyDeleted ("ya borrado": its key wrote a result the member deleted since)
// is settled and leaves the queue too, not kept as refused; a refusal stays with its reason; a
// network failure stops the flush with the rest still queued. IndexedDB is fake-indexeddb's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discardQueued, flushQueue, logOrQueue, queuedResults } from '../../web/src/features/my-plannings/offline/result-queue';
import { ApiError } from '../../web/src/lib/api-client';
import type { SessionResultInput } from '../../web/src/generated/graphql';

const VIEWER = 'member-queue-test';
const values = (notes: string) => ({ planningId: 'planning-5', weekNumber: 1, sessionId: 's-p5-w1-d1-1', rpe: 8, notes });

/** Queues results the way the gym floor does without a connection. */
async function queueOffline(...notes: string[]): Promise<void> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  for (const note of notes) await logOrQueue(VIEWER, values(note), () => Promise.reject(new Error('not sent while offline')));
  vi.restoreAllMocks();
}

const answered = (input: SessionResultInput) => ({ __typename: 'SessionResult' as const, id: `r-${String(input.notes)}` });

beforeEach(async () => {
  for (const queued of await queuedResults(VIEWER)) await discardQueued(String(queued.input.idempotencyKey));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('flushing the offline queue', () => {
  it('settles a result the server answers "ya borrado": it leaves the queue, not kept as refused', async () => {
    await queueOffline('enviado', 'borrado');
    const send = vi.fn(async (input: SessionResultInput) => {
      if (input.notes === 'borrado') throw new ApiError('Ese resultado ya se guardó y después lo borraste: ya borrado.', 'AlreadyDeleted');
      // The test's fake answers only what the queue reads of a result.
      return answered(input) as unknown as Awaited<ReturnType<Parameters<typeof flushQueue>[1]>>;
    });
    expect(await flushQueue(VIEWER, send)).toBe(2);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await queuedResults(VIEWER)).toEqual([]);
  });

  it('keeps a refused result with its reason and sends the next one', async () => {
    await queueOffline('rechazado', 'siguiente');
    const send = vi.fn(async (input: SessionResultInput) => {
      if (input.notes === 'rechazado') throw new ApiError('Tu acceso a esta planificación terminó.', 'Unauthorized');
      return answered(input) as unknown as Awaited<ReturnType<Parameters<typeof flushQueue>[1]>>;
    });
    expect(await flushQueue(VIEWER, send)).toBe(1);
    const left = await queuedResults(VIEWER);
    expect(left.map((queued) => [queued.input.notes, queued.refusal])).toEqual([['rechazado', 'Tu acceso a esta planificación terminó.']]);
  });

  it('stops at a network failure with the rest still queued', async () => {
    await queueOffline('uno', 'dos');
    const send = vi.fn(async () => {
      throw new ApiError('Sin conexión', 'NetworkError');
    });
    expect(await flushQueue(VIEWER, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    // Both still queued, neither marked refused (queued in the same millisecond: their order is not the point).
    const left = (await queuedResults(VIEWER)).map((queued) => [queued.input.notes, queued.refusal]);
    expect(left.sort()).toEqual([
      ['dos', undefined],
      ['uno', undefined],
    ]);
  });
});
