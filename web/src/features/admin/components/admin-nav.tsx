// Navigation between the admin sections that exist.
import { NavLink } from 'react-router';
import { routes } from '../../../lib/paths';

const SECTIONS = [
  { to: routes.adminCourses.to(), label: 'Cursos' },
  { to: routes.adminPlannings.to(), label: 'Planificaciones' },
  { to: routes.adminPlanningUsers.to(), label: 'Usuarios de planificaciones' },
  { to: routes.adminCoaching.to(), label: 'Seguimiento' },
  { to: routes.adminSubscriptions.to(), label: 'Suscripciones' },
  { to: routes.adminCoupons.to(), label: 'Cupones' },
  { to: routes.adminSales.to(), label: 'Ventas' },
  { to: routes.adminRegrets.to(), label: 'Arrepentimientos y bajas' },
  { to: routes.adminInvoices.to(), label: 'Facturación' },
  { to: routes.adminEvaluations.to(), label: 'Evaluaciones' },
];

export function AdminNav() {
  return (
    <nav aria-label="Secciones de administración" className="admin-nav">
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          className={({ isActive }) => (isActive ? 'admin-nav__link is-active' : 'admin-nav__link')}
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
