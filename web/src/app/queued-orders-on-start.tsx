// The last step of the spec's start sequence: once the app is ready, update the buyer's queued
// orders with the payment provider — and again whenever someone signs in. The update needs a
// signed-in user (the API refuses visitors), so it runs on each change to "signed in".
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../lib/session/session-context';
import { processQueuedOrders } from '../features/orders';
import { useNotices } from '../components/toast';

export function QueuedOrdersOnStart() {
  const { status, user } = useSession();
  const { show } = useNotices();
  const queryClient = useQueryClient();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    // The spec: a failed order update shows nothing; the result is ignored.
    processQueuedOrders(show, { queryClient }).catch((error: unknown) => {
      console.error('No se pudieron actualizar las compras pendientes.', error);
    });
  }, [userId, show, queryClient]);
  return null;
}
