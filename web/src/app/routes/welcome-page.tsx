// /welcome — where a person lands once their e-mail is verified: welcomed by name, what is already
// theirs (a planning an admin added by e-mail, a purchase) with the way in, and where to start in
// the catalogue. Composes the session, the inventory (purchases, and the running plannings a coach
// added by hand: the server lists both), and the catalogue's cards.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import { request } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-context';
import { storeName } from '../../lib/store-config';
import { PageStatus } from '../../components/page-status';
import { ItemGrid, useHighlights } from '../../features/catalogue';
import { routes } from '../../lib/paths';
import { serverKeys } from '../../lib/server-keys';

const WelcomeInventoryDocument = graphql(`
  query WelcomeInventory {
    listMyInventory {
      itemId
      itemType
      name
    }
  }
`);

/** How many featured items the welcome suggests. */
const SUGGESTIONS = 3;

export default function WelcomePage() {
  usePageTitle('Bienvenida');
  const { user } = useSession();
  const owned = useQuery({
    queryKey: [...serverKeys.inventory(), user?.id ?? '', 'welcome'],
    queryFn: async () => (await request(WelcomeInventoryDocument, {}, 'userPool')).listMyInventory,
    enabled: Boolean(user),
  });
  const yours = owned.data ?? [];
  // The landing's featured items (its own read, not the whole catalogue), the first few.
  const highlights = useHighlights();
  const suggestions = (highlights.data?.listFeaturedItems ?? []).slice(0, SUGGESTIONS);

  return (
    <div className="welcome-page container">
      <header className="welcome-page__header">
        <h1>
          ¡Hola, {user?.firstName}! Te damos la bienvenida a {storeName()}
        </h1>
        <p>Tu e-mail quedó verificado y tu cuenta está lista.</p>
      </header>

      {yours.length > 0 ? (
        <section className="welcome-page__owned" aria-labelledby="welcome-owned-title">
          <h2 id="welcome-owned-title">Ya es tuyo</h2>
          <ul>
            {yours.map((entry) => (
              <li key={entry.itemId}>
                <span>{entry.name}</span>
                <Link
                  className="p-button p-button-sm"
                  to={
                    entry.itemType === 'COURSE'
                      ? routes.courseLessons.to({ courseId: entry.itemId })
                      : routes.memberPlanning.to({ planningId: entry.itemId })
                  }
                >
                  {entry.itemType === 'COURSE' ? 'Ir al curso' : 'Ver la planificación'}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="welcome-page__start" aria-labelledby="welcome-start-title">
        <h2 id="welcome-start-title">Para empezar</h2>
        <p>Cursos en video para aprender a tu ritmo y planificaciones semana a semana para llegar a tu objetivo.</p>
        <div className="welcome-page__actions">
          <Link className="p-button" to={routes.allCourses.to()}>
            Ver los cursos
          </Link>
          <Link className="p-button p-button-outlined" to={routes.allPlannings.to()}>
            Ver las planificaciones
          </Link>
        </div>
        {highlights.isPending ? (
          <PageStatus label="Cargando recomendaciones…" />
        ) : suggestions.length > 0 ? (
          <ItemGrid items={suggestions} eagerCount={SUGGESTIONS} label="Destacados" />
        ) : null}
      </section>

      <p className="welcome-page__profile">
        <Link to={routes.myProfile.to()}>Completá tu perfil y elegí qué e-mails querés recibir</Link>
      </p>
    </div>
  );
}
