// Every planning the store sells, as cards, a page at a time ("Ver más").
import { usePageTitle } from '../../lib/page-title';
import { PagedItemGrid } from '../../features/catalogue';

export default function AllPlanningsPage() {
  usePageTitle('Planificaciones');
  return (
    <section className="list-page container" aria-labelledby="all-plannings-title">
      <header className="list-page__header">
        <h1 id="all-plannings-title">Planificaciones</h1>
        <p>
          Programas de entrenamiento de Delfi, organizados por semanas y fases, para entrenar en el box, en casa o rumbo a una competencia.
        </p>
      </header>
      <PagedItemGrid type="PLANNING" eagerCount={3} />
    </section>
  );
}
