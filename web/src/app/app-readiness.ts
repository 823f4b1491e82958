// Whether the app finished its start sequence. The spec: while the app is not ready it shows a
// spinner, and navigation waits, checking every second, until it is ready. Readiness only ever
// goes from false to true.
export const READINESS_POLL_MS = 1000;

let ready = false;
const listeners = new Set<() => void>();

export function markAppReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

export const isAppReady = (): boolean => ready;

/** For useSyncExternalStore. */
export function subscribeToReadiness(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once the app is ready, checking at the spec's interval (1000 ms); waiting on the app's
 * own readiness it also goes on the moment the app is marked ready, not at the next check (an
 * offline start at the gym is ready in a few hundred ms: a whole second's wait was most of it).
 */
export function waitUntilAppReady(isReady: () => boolean = isAppReady, pollMs: number = READINESS_POLL_MS): Promise<void> {
  if (isReady()) return Promise.resolve();
  return new Promise((resolve) => {
    let stopListening = () => undefined as unknown;
    const done = () => {
      clearInterval(timer);
      stopListening();
      resolve();
    };
    const timer = setInterval(() => {
      if (isReady()) done();
    }, pollMs);
    if (isReady === isAppReady) stopListening = subscribeToReadiness(done);
  });
}
