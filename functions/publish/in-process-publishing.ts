// The local stack's publishing of the storefront (the port services call is
// functions/services/storefront-publishing.ts): the publisher run in-process, one run at a time,
// registered by the local stack when it serves the web. On AWS the publish function is invoked
// instead (lambda-publishing.ts).
import type { StorefrontPublishing } from '../services/storefront-publishing';
import type { Publisher, PublishResult } from './publisher';

// The local stack's in-process publishing (functions/composition/publish.ts), registered by the stack when it
// serves the web. Kept out of the functions' import graphs so no Lambda bundle carries the
// renderer's dependencies.
let registered: StorefrontPublishing | null = null;

export function registerInProcessStorefront(publishing: StorefrontPublishing | null): void {
  registered = publishing;
}

export const inProcessStorefront = (): StorefrontPublishing | null => registered;

/**
 * Local: publishes in-process, one run at a time (changes arriving meanwhile are merged into the
 * next run), and republishes at each offer edge with a timer, as the schedule does on AWS.
 */
export function createInProcessPublishing(
  publisher: Publisher,
  log: (message: string, error?: unknown) => void,
): StorefrontPublishing & { stop(): void } {
  let running: Promise<void> = Promise.resolve();
  let pending: Set<string> | 'all' | null = null;
  let edgeTimer: NodeJS.Timeout | undefined;

  const armEdgeTimer = (result: PublishResult) => {
    if (!result.nextOfferEdge) return;
    clearTimeout(edgeTimer);
    // setTimeout takes at most 2^31-1 ms (~24.8 days); a later edge is re-armed when it fires.
    const delay = Math.min(Math.max(0, Date.parse(result.nextOfferEdge) - Date.now()), 2 ** 31 - 1);
    edgeTimer = setTimeout(() => {
      running = running
        .then(async () => armEdgeTimer(await publisher.publishDueOfferEdges()))
        .catch((error: unknown) => log('Falló la republicación por el borde de una oferta', error));
    }, delay + 50);
    edgeTimer.unref();
  };

  const drain = async () => {
    while (pending) {
      const scope = pending;
      pending = null;
      const result = scope === 'all' ? await publisher.publishAll() : await publisher.publishItems([...scope]);
      armEdgeTimer(result);
    }
  };

  const enqueue = (scope: 'all' | readonly string[]): Promise<void> => {
    if (scope === 'all' || pending === 'all') pending = 'all';
    else pending = new Set([...(pending ?? []), ...scope]);
    running = running.then(drain).catch((error: unknown) => log('Falló la publicación de la tienda', error));
    return running;
  };

  return {
    itemsChanged: async (itemIds: readonly string[]) => {
      void enqueue(itemIds);
    },
    /** Publishes every page and waits for it (the local stack's start). */
    publishAll: () => enqueue('all'),
    /** Resolves when every publish requested so far has finished. */
    settled: () => running,
    stop: () => clearTimeout(edgeTimer),
  };
}
