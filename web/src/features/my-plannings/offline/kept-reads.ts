// A read of the member area that still answers offline: each answer is kept in IndexedDB under
// its query key (which carries the member's id), and when the API cannot be reached the kept
// answer is given instead. So the weeks a member opened, her plannings and her marks show at the
// gym with no signal; what she never opened online is not there (the page says so).
import { get, set } from 'idb-keyval';
import { isApiError } from '../../../lib/api-client';
import { keptReadsStore } from './offline-stores';

export async function keptRead<T>(queryKey: readonly unknown[], read: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(queryKey);
  // The browser says there is no connection: the kept answer at once, without loading the auth
  // client for a token or waiting for a request to fail (an offline reload at the gym shows
  // today's session from here).
  if (!navigator.onLine) {
    const kept = await get<T>(id, keptReadsStore()).catch(() => undefined);
    if (kept !== undefined) return kept;
  }
  try {
    const answer = await read();
    // Keeping is best effort: a full or blocked storage only loses the offline copy.
    void set(id, answer, keptReadsStore()).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isApiError(error, 'NetworkError')) throw error;
    const kept = await get<T>(id, keptReadsStore()).catch(() => undefined);
    if (kept === undefined) throw error;
    return kept;
  }
}
