// The app start sequence of the spec: initialise the API client; initialise the auth client;
// register planning and course routes; mark the app ready. (Updating queued orders comes right
// after, from the layout, because it shows notices: see queued-orders-on-start.tsx.)
import type { QueryClient } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { initApiClient } from '../lib/api-client';
import { initAuthClient } from '../lib/auth-client';
import { listItemIdsQuery } from '../features/catalogue';
import { markAppReady } from './app-readiness';
import { registerKnownItems } from '../lib/known-items';
import { setStoreConfig } from '../lib/store-config';

export async function startApp(queryClient: QueryClient): Promise<void> {
  const config = await loadRuntimeConfig();
  initApiClient(config);
  initAuthClient(config);
  setStoreConfig(config);
  await registerCourseAndPlanningRoutes(queryClient);
  markAppReady();
}

/**
 * Our routes are declared once with parameters, so "registering" a course or planning means
 * learning which ids exist: every page of the catalogue, ids and types only (the pages read the
 * cards they show themselves). A failure here must not keep the store from opening.
 */
async function registerCourseAndPlanningRoutes(queryClient: QueryClient): Promise<void> {
  try {
    registerKnownItems(await queryClient.fetchQuery(listItemIdsQuery()));
  } catch (error) {
    console.error('No se pudo leer el catálogo al iniciar; las páginas lo pedirán de nuevo.', error);
  }
}
