// The app: providers around the router, shown once the start sequence made the app ready (a
// full-page spinner until then, a Spanish message if the store cannot start).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../lib/session/session-provider';
import { AppSpinner } from '../components/app-spinner';
import { isAppReady, subscribeToReadiness } from './app-readiness';
import { setUpPrimeReact } from './primereact-setup';
import { router } from './router';
import { startApp } from './start-app';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
const primeReactOptions = setUpPrimeReact();

// Started once per page load (StrictMode runs effects twice in development).
let starting: Promise<void> | null = null;

export function App() {
  const ready = useSyncExternalStore(subscribeToReadiness, isAppReady);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    starting ??= startApp(queryClient);
    starting.catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, []);
  return (
    <PrimeReactProvider value={primeReactOptions}>
      {failed ? (
        <div className="app-failed" role="alert">
          <h1>No pudimos abrir la tienda</h1>
          <p>Revisá tu conexión y recargá la página.</p>
        </div>
      ) : !ready ? (
        <AppSpinner />
      ) : (
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      )}
    </PrimeReactProvider>
  );
}
