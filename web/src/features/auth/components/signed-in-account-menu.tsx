// The signed-in person's account menu: their name opening a menu with their plannings, courses,
// subscriptions, purchases and profile, the admin pages for admins, and sign-out. Loaded lazily by AccountMenu.
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNotices } from '../../../components/toast';
import type { SessionUser } from '../../../lib/session/me';
import { routes } from '../../../lib/paths';

export default function SignedInAccountMenu({ user, signOut: endSession }: { user: SessionUser; signOut: () => Promise<void> }) {
  const navigate = useNavigate();
  const notices = useNotices();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const signOut = async () => {
    // To the landing right away, not after Cognito answered: by then the person may already be
    // following "Ingresar". A page that needs an account also sends them there (its guard knows
    // the session was ended by them).
    navigate(routes.home.to());
    try {
      await endSession();
      notices.show({ severity: 'info', summary: 'Cerraste sesión.' });
    } catch {
      notices.show({ severity: 'error', summary: 'No pudimos cerrar la sesión.', detail: 'Intentá de nuevo.' });
    }
  };

  const items: MenuItem[] = [
    { label: 'Mis planificaciones', icon: 'pi pi-calendar', command: () => navigate(routes.myPlannings.to()) },
    { label: 'Mis cursos', icon: 'pi pi-book', command: () => navigate(routes.allLessons.to()) },
    { label: 'Mis suscripciones', icon: 'pi pi-sync', command: () => navigate(routes.mySubscriptions.to()) },
    { label: 'Mis compras', icon: 'pi pi-shopping-bag', command: () => navigate(routes.myOrders.to()) },
    { label: 'Mi perfil', icon: 'pi pi-user-edit', command: () => navigate(routes.myProfile.to()) },
    ...(user.isAdmin ? [{ label: 'Administración', icon: 'pi pi-cog', command: () => navigate(routes.adminCourses.to()) }] : []),
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
