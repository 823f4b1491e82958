// The not-found page's content, also shown in place when a known course, planning or lesson path
// has nothing to show (see app/navigation-rules.ts).
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { routes } from '../lib/paths';

export function NotFoundView() {
  usePageTitle('Página no encontrada');
  return (
    <section className="not-found container" aria-labelledby="not-found-title" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">No encontramos esta página</h1>
      <p>Puede que el enlace esté mal escrito o que el curso o la planificación ya no estén disponibles.</p>
      <div className="not-found__actions">
        <Link className="p-button p-component" to="/">
          <span className="p-button-label">Ir al inicio</span>
        </Link>
        <Link className="p-button p-component p-button-outlined" to={routes.allCourses.to()}>
          <span className="p-button-label">Ver cursos</span>
        </Link>
        <Link className="p-button p-component p-button-outlined" to={routes.allPlannings.to()}>
          <span className="p-button-label">Ver planificaciones</span>
        </Link>
      </div>
    </section>
  );
}
