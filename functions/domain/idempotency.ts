// Doing an operation once per key, as Powertools Idempotency does it (decisions 096 and 151): a key
// is taken IN PROGRESS with an expiry, then COMPLETED with the operation's answer kept, or given
// back when the operation failed. A second request with the key finds
// - COMPLETED: the stored answer (the operation is not run again);
// - IN PROGRESS, not expired: another run is under way (answer "try again later", never "done");
// - IN PROGRESS, expired: the run that took it died (a timeout, a crash): this request takes it
//   over and runs the operation;
// - a record whose fingerprint (the request's payload, Powertools' payload validation) is not this
//   request's: the key was reused for another request (a client bug): refused, never answered
//   with the other request's result.
// An operation that is one transaction (createOrder, a logged result) writes its key COMPLETED in
// that transaction: it cannot die half-way, so it needs no IN PROGRESS state.
// Pure: the states, the fingerprint and what a request gets; the data layer keeps the record and
// takes a key only when it is free or its run expired (data/idempotency-repository.ts).

export type IdempotencyRecord<T> = (
  { status: 'INPROGRESS'; inProgressUntil: string } | { status: 'COMPLETED'; response: T; completedAt: string }
) & {
  /** The request's fingerprint, when the scope checks it (requestFingerprint). */
  fingerprint?: string | undefined;
};

/** What a request gets when it asks for a key. */
export type IdempotentStart<T> =
  | { kind: 'started' }
  | { kind: 'in-progress' }
  | { kind: 'completed'; response: T }
  /** The key holds another request's record (its fingerprint differs). */
  | { kind: 'mismatch' };

/**
 * What a request that could not take the key gets from the record that holds it. `fingerprint`:
 * this request's, checked against the record's when both have one.
 */
export function heldBy<T>(record: IdempotencyRecord<T>, fingerprint?: string): IdempotentStart<T> {
  if (fingerprint !== undefined && record.fingerprint !== undefined && record.fingerprint !== fingerprint) return { kind: 'mismatch' };
  return record.status === 'COMPLETED' ? { kind: 'completed', response: record.response } : { kind: 'in-progress' };
}

/**
 * The request as the server understood it, without its key: the same text for the same values
 * whatever the order of their properties (undefined ones left out), so a resend of the same
 * request matches and any other does not.
 */
export function requestFingerprint(values: Record<string, unknown>, keyField = 'idempotencyKey'): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key, inner]) => key !== keyField && inner !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(values));
}
