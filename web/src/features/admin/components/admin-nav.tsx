// Navigation between the admin sections that exist.
import { NavLink } from 'react-router-dom';

const SECTIONS = [
  { to: '/admin/courses', label: 'Cursos' },
  { to: '/admin/plannings', label: 'Planificaciones' },
  { to: '/admin/planning-users', label: 'Usuarios de planificaciones' },
  { to: '/admin/coaching', label: 'Seguimiento' },
  { to: '/admin/coupons', label: 'Cupones' },
  { to: '/admin/sales', label: 'Ventas' },
  { to: '/admin/regrets', label: 'Arrepentimientos y bajas' },
  { to: '/admin/invoices', label: 'Facturación' },
  { to: '/admin/evaluations', label: 'Evaluaciones' },
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
