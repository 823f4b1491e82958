// A result logged on the gym floor may reach the server more than once: the phone was offline,
// the request timed out after the server wrote it, the queue resent it on reconnect. The client
// makes one UUID per submitted form (its idempotency key); the server writes the result once per
// key and member and answers a repeat with the result as it is now: edited since → the edit,
// deleted since → AlreadyDeleted ("ya borrado"), which the queue counts as settled. Pure: the
// key's shape and what a repeat gets; the key's record and the request's fingerprint are the one
// idempotency mechanism's (domain/idempotency.ts).
import * as z from 'zod/mini';
import { AppError } from './errors';

export const idempotencyKeySchema = z.object({
  idempotencyKey: z.string().check(z.trim(), z.uuid('La clave del resultado no es válida: volvé a enviar el formulario.')),
});

export interface StoredIdempotentWrite<T> {
  fingerprint: string;
  result: T;
}

const RESULT_ALREADY_DELETED_MESSAGE = 'Ese resultado ya se guardó y después lo borraste: ya borrado, no se vuelve a guardar.';

/**
 * What a request whose key was already used gets: the result the key wrote, as it is now, when it
 * is the same request (a retry): `current` is that result read again, null when it was deleted
 * since (AlreadyDeleted: answering the old one would show as saved what the server no longer
 * holds). A Conflict when the key came with other values (a client bug: answering the old result
 * would silently drop the new one).
 */
export function replayOf<T>(stored: StoredIdempotentWrite<unknown>, fingerprint: string, current: T | null): T {
  if (stored.fingerprint !== fingerprint) {
    throw new AppError('Conflict', 'Ese resultado ya se guardó con otros datos. Recargá la página y volvé a registrarlo.');
  }
  if (current === null) throw new AppError('AlreadyDeleted', RESULT_ALREADY_DELETED_MESSAGE);
  return current;
}
