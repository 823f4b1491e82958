import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CatalogList } from '../features/catalog/components/catalog-list';
import { startApp } from './start-app';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

export function App() {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    startApp().then(
      () => setState('ready'),
      (error: unknown) => {
        console.error(error);
        setState('failed');
      },
    );
  }, []);
  if (state === 'loading') return <p role="status">Cargando…</p>;
  if (state === 'failed') return <p role="alert">No pudimos iniciar la tienda. Recargá la página.</p>;
  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <h1>Cursos y planificaciones</h1>
        <CatalogList />
      </main>
    </QueryClientProvider>
  );
}
