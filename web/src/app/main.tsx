// The app, started by the page's entry (boot.ts): zod set to run without eval first (the CSP
// forbids it), then the app.
// A published page carries its data (see web/src/publish): it is hydrated with the same
// components that drew it; any other page (the SPA shell) is rendered from scratch.
import '../lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app';
import { readPublishedPage } from './published-page';
import { registerKnownItems } from '../lib/known-items';
import { loadMatchedRoutes, routes } from './router';
import { setStoreConfig } from '../lib/store-config';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');
const queryClient = createQueryClient();
const published = readPublishedPage(document);

if (published) {
  // The not-found page answers every unknown address (HTTP 404): it shows as /not-found, as the
  // app's own not-found redirect does.
  if (published.path !== window.location.pathname) window.history.replaceState(null, '', published.path);
  setStoreConfig(published.store);
  for (const { key, data } of published.queries) queryClient.setQueryData(key, data);
  if (published.knownItems) registerKnownItems(published.knownItems);
  await loadMatchedRoutes(window.location.pathname);
  const publishedAt = new Date(published.publishedAt);
  const router = createBrowserRouter(routes);
  // The page is already on screen: the router's set-up, then hydration, each start a task of their
  // own, and hydrating as a transition lets React do the work in short slices, yielding to the
  // browser between them, instead of one long task that would hold back a tap or a scroll
  // (Lighthouse's total blocking time).
  await new Promise((nextTask) => setTimeout(nextTask, 0));
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} publishedAt={publishedAt} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
