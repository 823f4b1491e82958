// What the member area keeps in this browser for offline use that is a copy of a person's data:
// the last answer of each read she opened (her plannings, weeks, marks), in IndexedDB. Cleared
// when she signs out and when someone else signs in on this browser, so the next person never
// has it on their device. (The service worker's caches hold only the app's shell and
// /config.json — nobody's data. Results logged offline and not yet sent stay: they are hers,
// sent when she signs in again, and never shown to anyone else.)
// idb-keyval is loaded only when there is something to clear: a visitor's page never downloads it.

/** The kept reads' database and store (web/src/features/my-plannings/offline/offline-stores.ts opens them). */
export const KEPT_READS_DATABASE = { name: 'member-area-reads', store: 'answers' } as const;

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const { clear, createStore } = await import('idb-keyval');
    await clear(createStore(KEPT_READS_DATABASE.name, KEPT_READS_DATABASE.store));
  } catch {
    // Storage blocked or unavailable: nothing was kept there either.
  }
}
