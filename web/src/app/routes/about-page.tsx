// About the store: what it is, its two sellers (the store's own courses and Delfi's plannings),
// how buying works, and the coaches, read from the catalogue.
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { storeName } from '../../lib/store-config';
import { PageStatus } from '../../components/page-status';
import { QueryErrorMessage } from '../../components/query-error-message';
import { coachesOf } from '../../features/about';
import { useItems } from '../../features/catalogue';
import { routes, itemPath } from '../../lib/paths';

export default function AboutPage() {
  usePageTitle('Nosotros');
  const store = storeName();
  const { data, isPending, error, refetch } = useItems();
  const courses = data?.filter((item) => item.type === 'COURSE').length ?? 0;
  const plannings = data?.filter((item) => item.type === 'PLANNING').length ?? 0;
  return (
    <div className="about-page container">
      <header className="list-page__header">
        <h1>Sobre {store}</h1>
        <p className="about-page__lead">
          {store} es una tienda online de formación para personas que entrenan: cursos en video para aprender habilidades con método y
          planificaciones para entrenar con objetivos claros, semana a semana. Nacimos en boxes de entrenamiento funcional de Argentina y
          enseñamos como nos gusta entrenar: progresiones simples, buena técnica y mucho cuidado de la salud.
        </p>
      </header>

      <section className="about-section" aria-labelledby="about-sellers-title">
        <h2 id="about-sellers-title">Quiénes venden en la tienda</h2>
        <div className="seller-grid">
          <article className="seller-card">
            <h3>{store}</h3>
            <p>
              Los cursos son de {store}: {courses > 0 ? `${courses} cursos` : 'cursos'} en video, organizados en unidades, con una
              introducción gratis en la mayoría para que veas cómo enseña cada coach antes de comprar. Van desde la formación completa para
              coaches hasta habilidades puntuales como la vertical, las dominadas o el muscle up.
            </p>
            <Link to={routes.allCourses.to()}>Ver los cursos</Link>
          </article>
          <article className="seller-card">
            <h3>Delfi</h3>
            <p>
              Las planificaciones son de Delfi, el espacio de Delfina Ríos: {plannings > 0 ? `${plannings} programas` : 'programas'} de
              entrenamiento por semanas, con fases claras, para entrenar en el box, en casa o preparando una competencia.
            </p>
            <Link to={routes.allPlannings.to()}>Ver las planificaciones</Link>
          </article>
        </div>
      </section>

      <section className="about-section" aria-labelledby="about-how-title">
        <h2 id="about-how-title">Cómo funciona</h2>
        <ol className="steps">
          <li>
            <h3>Elegí</h3>
            <p>Mirá el programa de cada curso y las fases de cada planificación. Las clases gratis se ven sin cuenta.</p>
          </li>
          <li>
            <h3>Comprá</h3>
            <p>Creá tu cuenta y pagá con Mercado Pago, en pesos argentinos.</p>
          </li>
          <li>
            <h3>Entrená</h3>
            <p>Con el pago aprobado se habilitan tus clases o tu planificación, y seguís tu avance desde tu cuenta.</p>
          </li>
        </ol>
      </section>

      <section className="about-section" aria-labelledby="about-coaches-title">
        <h2 id="about-coaches-title">Nuestros coaches</h2>
        {isPending ? (
          <PageStatus label="Cargando los coaches…" />
        ) : error ? (
          <QueryErrorMessage error={error} onRetry={() => void refetch()} />
        ) : (
          <ul className="coach-grid">
            {coachesOf(data).map((coach) => (
              <li key={coach.name} className="coach-card" data-coach={coach.name}>
                <h3>{coach.name}</h3>
                <p>{coach.bio}</p>
                <p className="coach-card__teaches">A cargo de:</p>
                <ul>
                  {coach.items.map((item) => (
                    <li key={item.id}>
                      <Link to={itemPath(item)}>{item.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="about-section about-section--cta" aria-labelledby="about-contact-title">
        <h2 id="about-contact-title">¿Querés saber más?</h2>
        <p>Escribinos y te ayudamos a elegir el curso o la planificación que mejor va con vos.</p>
        <Link className="p-button p-component" to={routes.contact.to()}>
          <span className="p-button-label">Contactanos</span>
        </Link>
      </section>
    </div>
  );
}
