// Every course the store sells, as cards.
import { usePageTitle } from '../../lib/page-title';
import { PageStatus } from '../../components/page-status';
import { QueryErrorMessage } from '../../components/query-error-message';
import { ItemGrid, useItems } from '../../features/catalog';

export default function AllCoursesPage() {
  usePageTitle('Cursos');
  const { data, isPending, error, refetch } = useItems();
  const courses = data?.filter((item) => item.type === 'COURSE') ?? [];
  return (
    <section className="list-page container" aria-labelledby="all-courses-title">
      <header className="list-page__header">
        <h1 id="all-courses-title">Cursos</h1>
        <p>
          Clases en video organizadas en unidades, para aprender a tu ritmo. En la mayoría podés ver la introducción gratis antes de
          comprar.
        </p>
      </header>
      {isPending ? (
        <PageStatus label="Cargando los cursos…" />
      ) : error ? (
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      ) : courses.length === 0 ? (
        <p>Por ahora no hay cursos disponibles. Volvé pronto.</p>
      ) : (
        <ItemGrid items={courses} eagerCount={3} label="Cursos" />
      )}
    </section>
  );
}
