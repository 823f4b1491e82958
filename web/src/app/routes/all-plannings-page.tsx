// Every planning the store sells, as cards.
import { usePageTitle } from '../../lib/page-title';
import { PageStatus } from '../../components/page-status';
import { QueryErrorMessage } from '../../components/query-error-message';
import { ItemGrid, useItems } from '../../features/catalog';

export default function AllPlanningsPage() {
  usePageTitle('Planificaciones');
  const { data, isPending, error, refetch } = useItems();
  const plannings = data?.filter((item) => item.type === 'PLANNING') ?? [];
  return (
    <section className="list-page container" aria-labelledby="all-plannings-title">
      <header className="list-page__header">
        <h1 id="all-plannings-title">Planificaciones</h1>
        <p>
          Programas de entrenamiento de Delfi, organizados por semanas y fases, para entrenar en el box, en casa o rumbo a una competencia.
        </p>
      </header>
      {isPending ? (
        <PageStatus label="Cargando las planificaciones…" />
      ) : error ? (
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      ) : plannings.length === 0 ? (
        <p>Por ahora no hay planificaciones disponibles. Volvé pronto.</p>
      ) : (
        <ItemGrid items={plannings} eagerCount={3} label="Planificaciones" />
      )}
    </section>
  );
}
