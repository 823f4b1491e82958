// Doing an operation once per key, as Powertools Idempotency does it (decision 096): a key is
// taken IN PROGRESS with an expiry, then COMPLETED with the operation's answer kept, or given back
// when the operation failed. A second request with the key finds
// - COMPLETED: the stored answer (the operation is not run again);
// - IN PROGRESS, not expired: another run is under way (answer "try again later", never "done");
// - IN PROGRESS, expired: the run that took it died (a timeout, a crash): this request takes it
//   over and runs the operation.
// Pure: the states and what a request gets; the data layer keeps the record and takes a key only
// when it is free or its run expired (data/idempotency-repository.ts, one conditional put).

export type IdempotencyRecord<T> =
  { status: 'INPROGRESS'; inProgressUntil: string } | { status: 'COMPLETED'; response: T; completedAt: string };

/** What a request gets when it asks for a key. */
export type IdempotentStart<T> = { kind: 'started' } | { kind: 'in-progress' } | { kind: 'completed'; response: T };

/** What a request that could not take the key gets from the record that holds it. */
export function heldBy<T>(record: IdempotencyRecord<T>): IdempotentStart<T> {
  return record.status === 'COMPLETED' ? { kind: 'completed', response: record.response } : { kind: 'in-progress' };
}
