// The member area's two IndexedDB stores (through idb-keyval: a kept library, ≈ 0.6 KB gzip):
// the last answer of each read the member opened (her plannings, the weeks she looked at, her
// marks), and the results logged without a connection, waiting to be sent. One database each:
// idb-keyval opens one object store per database.
import { createStore, type UseStore } from 'idb-keyval';

let reads: UseStore | null = null;
let results: UseStore | null = null;

/** Created on first use: nothing touches IndexedDB before the member area is opened. */
export const keptReadsStore = (): UseStore => (reads ??= createStore('member-area-reads', 'answers'));
export const queuedResultsStore = (): UseStore => (results ??= createStore('member-area-results', 'queued'));
