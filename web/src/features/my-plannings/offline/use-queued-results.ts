// The member area's view of the offline queue: the results of a planning still waiting (shown
// "pendiente de sincronizar" on their session), and the sync that sends them when the page opens
// and whenever the connection returns, then refreshes what the server now knows.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { myPlanningsKeys, type ViewerKey } from '../api/keys';
import { sendSessionResult } from '../api/results';
import { flushQueue, onQueueChange, queuedResults } from './result-queue';

const queueKey = (viewer: ViewerKey) => [...myPlanningsKeys.all, viewer, 'queued-results'] as const;

export function useQueuedResults(viewer: ViewerKey, planningId: string) {
  const queryClient = useQueryClient();
  useEffect(() => onQueueChange(() => void queryClient.invalidateQueries({ queryKey: queueKey(viewer) })), [queryClient, viewer]);
  const queued = useQuery({
    queryKey: queueKey(viewer),
    queryFn: () => queuedResults(viewer),
    // IndexedDB answers with or without a connection.
    networkMode: 'always',
  });
  return (queued.data ?? []).filter((result) => result.input.planningId === planningId);
}

/** Sends the queue now and each time the browser is back online. */
export function useResultSync(viewer: ViewerKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => {
      if (!navigator.onLine) return;
      void flushQueue(viewer, sendSessionResult)
        .then((sent) => (sent > 0 ? queryClient.invalidateQueries({ queryKey: [...myPlanningsKeys.all, viewer] }) : undefined))
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [queryClient, viewer]);
}
