// How long to wait before trying again something that lost a race or met a busy service: the wait
// doubles from `firstMs` up to `maxMs` and half of it is random ("equal jitter"), so writers that
// collided do not collide again in step, and no retry waits less than half its step. One rule for
// every bounded retry of the functions (conditional writes that conflicted, Mercado Pago calls).

export interface BackoffPolicy {
  /** The step of the first retry. */
  firstMs: number;
  /** No step grows past this. */
  maxMs: number;
}

/** The wait before retry number `retry` (1 = the first retry), in milliseconds. */
export function backoffDelayMs(retry: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, retry - 1));
  return step / 2 + (step / 2) * random();
}

/** Waits for real; callers take it as a parameter so tests pass a wait that does not sleep. */
export const waitMs = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
