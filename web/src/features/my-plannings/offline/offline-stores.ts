// The member area's two IndexedDB stores (through idb-keyval: a kept library, ≈ 0.6 KB gzip):
// the last answer of each read the member opened (her plannings, the weeks she looked at, her
// marks), and the results logged without a connection, waiting to be sent. One database each:
// idb-keyval opens one object store per database.
// The reads' store is cleared at sign-out (web/src/lib/session/offline-copies.ts, which names it).
import { createStore, type UseStore } from 'idb-keyval';
import { KEPT_READS_DATABASE } from '../../../lib/session/offline-copies';

let reads: UseStore | null = null;
let results: UseStore | null = null;

/** Created on first use: nothing touches IndexedDB before the member area is opened. */
export const keptReadsStore = (): UseStore => (reads ??= createStore(KEPT_READS_DATABASE.name, KEPT_READS_DATABASE.store));
export const queuedResultsStore = (): UseStore => (results ??= createStore('member-area-results', 'queued'));
