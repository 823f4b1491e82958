// Keeps one mail sender under its share of SES's send rate: each send starts at least
// `intervalMs` after the previous one started (infra/shared/mail-sending.ts sizes the interval and
// the event source's maximum concurrency together). Clock and wait are parameters, for the tests.
export interface PacerClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realClock: PacerClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Resolves when the next send may start. */
export function createSendPacer(intervalMs: number, clock: PacerClock = realClock): () => Promise<void> {
  let nextStart = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock.now();
    if (now < nextStart) await clock.wait(nextStart - now);
    nextStart = Math.max(now, nextStart) + intervalMs;
  };
}
