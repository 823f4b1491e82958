// The landing page: what the store sells, the featured items, the items on offer (only while an
// offer is valid in -03:00), and the courses and plannings. It reads only what it shows: every
// featured item and every item on offer (their own read, whatever page of the catalogue they sort
// on), and the first page of courses and of plannings (the same pages /all-courses and
// /all-plannings start with, so going there shows them at once).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storeName } from '../../../lib/store-config';
import { usePageTitle } from '../../../lib/page-title';
import { useRenderNow } from '../../../lib/render-clock';
import { useHighlights, useItemPages, type CatalogueItem, type StorefrontHighlights } from '../api/list-items';
import { ItemGrid } from '../components/item-grid';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { isOnOfferAt } from '../offer-view';
import { Icon } from '../../../components/icon';
import { routes } from '../../../lib/paths';

export default function LandingPage() {
  usePageTitle(null);
  const courses = useItemPages('COURSE');
  const plannings = useItemPages('PLANNING');
  const highlights = useHighlights();
  const isPending = courses.isPending || plannings.isPending || highlights.isPending;
  const error = courses.error ?? plannings.error ?? highlights.error;
  const refetch = () => Promise.all([courses.refetch(), plannings.refetch(), highlights.refetch()]);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__content">
          <h1 id="hero-title">Entrená con un plan, aprendé con los que saben</h1>
          <p className="hero__lead">
            En {storeName()} encontrás cursos en video para dominar nuevas habilidades y planificaciones de Delfi para entrenar con
            objetivos claros, semana a semana.
          </p>
          <div className="hero__actions">
            <Link className="p-button p-component" to={routes.allCourses.to()}>
              <span className="p-button-label">Ver cursos</span>
            </Link>
            <Link className="p-button p-component p-button-outlined hero__secondary" to={routes.allPlannings.to()}>
              <span className="p-button-label">Ver planificaciones</span>
            </Link>
          </div>
        </div>
      </section>
      {isPending ? (
        <p role="status" className="page-status">
          Cargando el catálogo…
        </p>
      ) : error ? (
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      ) : (
        <CatalogueSections
          highlights={highlights.data ?? { listFeaturedItems: [], listItemsOnOffer: [] }}
          courses={courses.data?.pages[0]?.items ?? []}
          plannings={plannings.data?.pages[0]?.items ?? []}
        />
      )}
    </>
  );
}

function CatalogueSections({
  highlights,
  courses,
  plannings,
}: {
  highlights: StorefrontHighlights;
  courses: CatalogueItem[];
  plannings: CatalogueItem[];
}) {
  const now = useRenderNow();
  const featured = highlights.listFeaturedItems;
  // The server answered the offers current when it read them; one that ends while the page is open
  // leaves the section at the render clock's next reading, as the cards' prices do.
  const onOffer = highlights.listItemsOnOffer.filter((item) => isOnOfferAt(item, now));
  return (
    <>
      {featured.length > 0 ? (
        <LandingSection id="destacados" title="Destacados" intro="Lo más elegido por quienes entrenan con nosotros.">
          <ItemGrid items={featured} eagerCount={2} />
        </LandingSection>
      ) : null}
      {onOffer.length > 0 ? (
        <LandingSection id="ofertas" title="Ofertas" intro="Precios especiales por tiempo limitado.">
          <ItemGrid items={onOffer} />
        </LandingSection>
      ) : null}
      <LandingSection
        id="cursos"
        title="Cursos"
        intro="Clases en video, a tu ritmo; en la mayoría podés ver la introducción gratis antes de comprar."
        more={{ to: routes.allCourses.to(), label: 'Ver todos los cursos' }}
      >
        <ItemGrid items={courses} />
      </LandingSection>
      <LandingSection
        id="planificaciones"
        title="Planificaciones"
        intro="Programas de entrenamiento por semanas, con fases claras y objetivos medibles."
        more={{ to: routes.allPlannings.to(), label: 'Ver todas las planificaciones' }}
      >
        <ItemGrid items={plannings} />
      </LandingSection>
    </>
  );
}

function LandingSection({
  id,
  title,
  intro,
  more,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="landing-section" aria-labelledby={`${id}-title`} data-section={id}>
      <div className="section-heading">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{intro}</p>
        </div>
        {more ? (
          <Link className="section-heading__more" to={more.to}>
            {more.label}
            <Icon name="arrow-right" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
