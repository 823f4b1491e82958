// Results logged at the gym without a connection wait here (IndexedDB), each with the idempotency
// key made when its form was submitted, until the connection returns; then they are sent in the
// order they were logged. The key makes a resend harmless: a result whose answer was lost on the
// way (sent, written, the phone lost signal) is answered from the server's record, not written
// twice. A result whose key wrote one the member deleted since (another screen, the answer lost)
// is answered AlreadyDeleted: settled, it leaves the queue like a sent one. A result the server
// refuses (e.g. the membership ended meanwhile) stays with its reason for the member to see and
// discard, and does not block the others.
import { del, entries, set } from 'idb-keyval';
import type { LogSessionResultMutation, SessionResultInput } from '../../../generated/graphql';
import { isApiError } from '../../../lib/api-client';
import { queuedResultsStore } from './offline-stores';

export interface QueuedResult {
  viewer: string;
  input: SessionResultInput;
  queuedAt: string;
  /** The server's refusal, once it refused it (not sent again). */
  refusal?: string;
}

type SessionResult = NonNullable<LogSessionResultMutation['logSessionResult']>;

export type LogOutcome = { queued: false; result: SessionResult } | { queued: true };

type Send = (input: SessionResultInput) => Promise<SessionResult>;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called after any change of the queue (a result queued, sent or discarded). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queuedResults(viewer: string): Promise<QueuedResult[]> {
  const all = await entries<string, QueuedResult>(queuedResultsStore());
  return all
    .map(([, queued]) => queued)
    .filter((queued) => queued.viewer === viewer)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function discardQueued(idempotencyKey: string): Promise<void> {
  await del(idempotencyKey, queuedResultsStore());
  changed();
}

async function enqueue(viewer: string, input: SessionResultInput): Promise<void> {
  await set(
    String(input.idempotencyKey),
    { viewer, input, queuedAt: new Date().toISOString() } satisfies QueuedResult,
    queuedResultsStore(),
  );
  changed();
}

/**
 * Sends a result now when there is a connection, or queues it: offline (the browser says so, and
 * nothing is tried: no spinner for 15 s), or when the request could not reach the server.
 */
export async function logOrQueue(viewer: string, values: Omit<SessionResultInput, 'idempotencyKey'>, send: Send): Promise<LogOutcome> {
  const input: SessionResultInput = { ...values, idempotencyKey: crypto.randomUUID() };
  if (!navigator.onLine) {
    await enqueue(viewer, input);
    return { queued: true };
  }
  try {
    return { queued: false, result: await send(input) };
  } catch (error) {
    if (!isApiError(error, 'NetworkError')) throw error;
    await enqueue(viewer, input);
    return { queued: true };
  }
}

let flushing: Promise<number> | null = null;

/**
 * Sends the viewer's queued results once each, oldest first; stops at the first network failure
 * (the rest wait for the next time). One flush at a time in this page: an "online" event and a
 * mount at once do not send a result twice (and if two tabs did, its key would). Resolves to the
 * number of results settled (sent, or answered "ya borrado").
 */
export function flushQueue(viewer: string, send: Send): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const queued of await queuedResults(viewer)) {
        if (queued.refusal) continue;
        try {
          await send(queued.input);
          await del(String(queued.input.idempotencyKey), queuedResultsStore());
          sent += 1;
        } catch (error) {
          if (isApiError(error, 'NetworkError')) break;
          if (isApiError(error, 'AlreadyDeleted')) {
            // The server wrote it once and the member deleted it since: nothing left to send.
            await del(String(queued.input.idempotencyKey), queuedResultsStore());
            sent += 1;
            changed();
            continue;
          }
          const refusal = error instanceof Error ? error.message : 'La tienda no aceptó este resultado.';
          await set(String(queued.input.idempotencyKey), { ...queued, refusal } satisfies QueuedResult, queuedResultsStore());
        }
        changed();
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}
