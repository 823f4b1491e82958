// The header's account corner: "Ingresar" and "Crear cuenta" for a visitor; for a signed-in
// person, their name opening a menu with their purchases, the admin pages for admins, and
// sign-out.
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useNotices } from '../../../app/toast';
import { signInPathFor } from '../domain/safe-redirect';
import { useSession } from '../session/session-context';

export function AccountMenu() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const notices = useNotices();
  const menu = useRef<Menu>(null);
  const menuId = useId();

  if (session.status === 'loading') return null;

  if (session.status === 'signed-out' || !session.user) {
    // From any page but the auth pages, sign-in brings the person back to where they were.
    const here = location.pathname + location.search;
    const signInTarget = location.pathname === '/' || location.pathname.startsWith('/auth') ? '/auth/sign-in' : signInPathFor(here);
    return (
      <nav className="account-menu" aria-label="Cuenta">
        <Link className="p-button p-button-text p-button-sm" to={signInTarget}>
          Ingresar
        </Link>
        <Link className="p-button p-button-sm" to="/auth/sign-up">
          Crear cuenta
        </Link>
      </nav>
    );
  }

  const user = session.user;
  const signOut = async () => {
    // To the landing right away, not after Cognito answered: by then the person may already be
    // following "Ingresar". A page that needs an account also sends them there (its guard knows
    // the session was ended by them).
    navigate('/');
    try {
      await session.signOut();
      notices.show({ severity: 'info', summary: 'Cerraste sesión.' });
    } catch {
      notices.show({ severity: 'error', summary: 'No pudimos cerrar la sesión.', detail: 'Intentá de nuevo.' });
    }
  };

  const items: MenuItem[] = [
    { label: 'Mis compras', icon: 'pi pi-shopping-bag', command: () => navigate('/my-orders') },
    ...(user.isAdmin ? [{ label: 'Administración', icon: 'pi pi-cog', command: () => navigate('/admin/courses') }] : []),
    { separator: true },
    { label: 'Cerrar sesión', icon: 'pi pi-sign-out', command: () => void signOut() },
  ];
  return (
    <div className="account-menu">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-user"
        label={user.firstName}
        aria-label={`Cuenta de ${user.firstName} ${user.lastName}`}
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={items} popup ref={menu} id={menuId} popupAlignment="right" />
    </div>
  );
}
