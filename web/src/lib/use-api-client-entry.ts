// The spec: "the admin coupons page and the checkout page initialise the API client on entry".
// The app start already did, so entry is idempotent: it only reads the runtime configuration
// again if the client is not ready (e.g. the page was mounted outside the normal start).
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from './runtime-config';
import { initApiClient, isApiClientReady } from './api-client';

export function useApiClientEntry(): { ready: boolean; failed: boolean } {
  const [state, setState] = useState(() => ({ ready: isApiClientReady(), failed: false }));
  useEffect(() => {
    if (state.ready) return;
    let cancelled = false;
    loadRuntimeConfig().then(
      (config) => {
        if (!isApiClientReady()) initApiClient(config);
        if (!cancelled) setState({ ready: true, failed: false });
      },
      () => {
        if (!cancelled) setState({ ready: false, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.ready]);
  return state;
}
