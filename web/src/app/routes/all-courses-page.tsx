// Every course the store sells, as cards, a page at a time ("Ver más").
import { usePageTitle } from '../../lib/page-title';
import { PagedItemGrid } from '../../features/catalogue';

export default function AllCoursesPage() {
  usePageTitle('Cursos');
  return (
    <section className="list-page container" aria-labelledby="all-courses-title">
      <header className="list-page__header">
        <h1 id="all-courses-title">Cursos</h1>
        <p>
          Clases en video organizadas en unidades, para aprender a tu ritmo. En la mayoría podés ver la introducción gratis antes de
          comprar.
        </p>
      </header>
      <PagedItemGrid type="COURSE" eagerCount={3} />
    </section>
  );
}
