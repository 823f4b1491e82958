// The app: providers around the router. A published page (HTML drawn by the publisher with the
// data it shows) renders at once and hydrates; the start sequence then runs behind it and the
// page re-reads its data live, correcting itself quietly if it was published before a change.
// Any other first page shows the full-page spinner until the start sequence made the app ready,
// and a Spanish message if the store cannot start.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
// The DOM build of the provider (it flushes updates with react-dom's flushSync), as react-router-dom re-exported it.
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../lib/session/session-provider';
import { AppSpinner } from '../components/app-spinner';
import { isAppReady, subscribeToReadiness } from './app-readiness';
import { RenderClockProvider } from '../lib/render-clock';
import { startApp } from './start-app';

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

/** Every provider a page renders in: the same tree in the browser and in the publisher. */
export function AppProviders({ queryClient, renderedAt, children }: { queryClient: QueryClient; renderedAt?: Date; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RenderClockProvider {...(renderedAt ? { initialNow: renderedAt } : {})}>{children}</RenderClockProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

// Started once per page load (StrictMode runs effects twice in development).
let starting: Promise<void> | null = null;

export function App({
  queryClient,
  router,
  publishedAt,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  /** Set when this page was published: it renders before the start sequence ends. */
  publishedAt?: Date;
}) {
  const ready = useSyncExternalStore(subscribeToReadiness, isAppReady, isAppReady);
  const [failed, setFailed] = useState(false);
  // Says a published page is now the live app (hydrated): browser tests and styles can rely on it.
  // The page came with only the styles it uses inlined: the full stylesheet (its links kept in an
  // inert template, see functions/publish/inline-styles.ts) is fetched now, for what the live app
  // draws from now on (menus, dialogs, other pages).
  useEffect(() => {
    if (!publishedAt) return;
    for (const deferred of document.querySelectorAll<HTMLTemplateElement>('template[data-deferred-styles]')) {
      deferred.replaceWith(deferred.content);
    }
    document.documentElement.dataset['hydrated'] = 'true';
  }, [publishedAt]);
  useEffect(() => {
    if (!starting) {
      starting = startApp(queryClient);
      // The published data is as of publishing: read it again, live (active queries refetch).
      if (publishedAt) void starting.then(() => queryClient.invalidateQueries());
    }
    starting.catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, [queryClient, publishedAt]);
  if (failed && !publishedAt) {
    return (
      <div className="app-failed" role="alert">
        <h1>No pudimos abrir la tienda</h1>
        <p>Revisá tu conexión y recargá la página.</p>
      </div>
    );
  }
  if (!ready && !publishedAt) return <AppSpinner />;
  return (
    <AppProviders queryClient={queryClient} {...(publishedAt ? { renderedAt: publishedAt } : {})}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
