// The request for /config.json, started by the SPA shell's entry (boot.ts) before any of the
// app's code is fetched: on HTTP/1.1 (the local stack) a request made once the app's modules are
// loading waits for one of the browser's six connections, and on a phone the app asked for it
// 2.7 s after the tap (issue 42). Kept apart from runtime-config.ts so the entry carries only this.
let early: Promise<Response> | null = null;

/** Starts reading /config.json now; the app's first loadRuntimeConfig takes this read. */
export function prefetchConfigResponse(): void {
  // `cache` is a browser fetch option that Node's fetch types lack (unit tests type-check this module too).
  early ??= fetch('/config.json', { cache: 'no-store' } as RequestInit);
  // Its failure is the app's to report, when it takes the read.
  early.catch(() => undefined);
}

/** The read started early, once: later calls get null (and read again). */
export function takeEarlyConfigResponse(): Promise<Response> | null {
  const pending = early;
  early = null;
  return pending;
}
