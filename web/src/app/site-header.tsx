// The header: the store's name (home link), the main navigation and the account corner. On a
// phone the navigation folds behind a "Menú" button. Above it, on the first screen of every page
// (a 320 px phone included) and scrolling away with the page, the two links Disposición 954/2025
// asks to be visible at the first access: the Botón de arrepentimiento and the Botón de baja.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from '../features/auth';
import { useSession } from '../lib/session/session-context';
import { storeName } from '../lib/store-config';
import { Icon } from '../components/icon';
import { routes } from '../lib/paths';

export const MAIN_NAVIGATION = [
  { to: routes.allCourses.to(), label: 'Cursos' },
  { to: routes.allPlannings.to(), label: 'Planificaciones' },
  { to: routes.aboutUs.to(), label: 'Nosotros' },
  { to: routes.contact.to(), label: 'Contacto' },
] as const;

/** Where a signed-in buyer finds the courses they own (also in the account menu). */
const MY_COURSES_ENTRY = { to: routes.allLessons.to(), label: 'Mis cursos' } as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { status } = useSession();
  const navigation = status === 'signed-in' ? [...MAIN_NAVIGATION, MY_COURSES_ENTRY] : MAIN_NAVIGATION;
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <>
      <nav className="legal-strip" aria-label="Tus derechos como consumidor">
        <div className="container legal-strip__links">
          <Link to={routes.regret.to()} data-testid="header-regret-link">
            Botón de arrepentimiento
          </Link>
          <Link to={routes.serviceCancellation.to()} data-testid="header-cancellation-link">
            Botón de baja
          </Link>
        </div>
      </nav>
      <header className={`site-header${menuOpen ? ' site-header--menu-open' : ''}`}>
        <div className="site-header__bar container">
          <Link to="/" className="brand" aria-label={`${storeName()}, inicio`}>
            <span className="brand__mark" aria-hidden="true">
              <Icon name="bolt" />
            </span>
            <span className="brand__name">{storeName()}</span>
          </Link>
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'times' : 'bars'} />
            <span>Menú</span>
          </button>
          <nav id="site-navigation" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Principal">
            <ul>
              {navigation.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) => `site-nav__link${isActive ? ' site-nav__link--active' : ''}`}
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__account">
            <AccountMenu />
          </div>
        </div>
      </header>
    </>
  );
}
