// The footer: who sells, how people pay, and the same links as the header for a phone user who
// scrolled to the end; on every page, what Argentine consumer law asks of an online store: the
// Botón de arrepentimiento and Botón de baja (Disposición 954/2025), terms, privacy (Ley 25.326), the Defensa del
// Consumidor link, and the seller's legal name and CUIT (from /config.json).
import { Link } from 'react-router';
import { useRenderNow } from '../lib/render-clock';
import { MAIN_NAVIGATION } from './site-header';
import { legalIdentity, storeName } from '../lib/store-config';
import { routes } from '../lib/paths';

const CONSUMER_DEFENSE_URL = 'https://www.argentina.gob.ar/produccion/defensadelconsumidor';

export function SiteFooter() {
  const store = storeName();
  const year = useRenderNow().getFullYear();
  const legal = legalIdentity();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{store}</p>
          <p>Cursos de {store} y planificaciones de Delfi para entrenar con método, desde cualquier lugar de Argentina.</p>
        </div>
        <nav aria-label="Pie de página">
          <ul className="site-footer__links">
            <li>
              <Link to="/">Inicio</Link>
            </li>
            {MAIN_NAVIGATION.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p>Pagás con Mercado Pago. Precios en pesos argentinos (ARS), con impuestos incluidos.</p>
          <p>
            <Link to={routes.regret.to()} className="site-footer__regret" data-testid="regret-link">
              Botón de arrepentimiento
            </Link>{' '}
            <Link to={routes.serviceCancellation.to()} className="site-footer__regret" data-testid="cancellation-link">
              Botón de baja
            </Link>
          </p>
          <ul className="site-footer__links site-footer__links--legal">
            <li>
              <Link to={routes.terms.to()}>Términos y condiciones</Link>
            </li>
            <li>
              <Link to={routes.privacy.to()}>Política de privacidad</Link>
            </li>
            <li>
              <a href={CONSUMER_DEFENSE_URL} target="_blank" rel="noreferrer">
                Defensa de las y los consumidores
              </a>
            </li>
          </ul>
          <p className="site-footer__legal" data-testid="legal-identity">
            © {year} {legal.name}
            {legal.cuit ? ` · CUIT ${legal.cuit}` : ''}. Todos los derechos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}
