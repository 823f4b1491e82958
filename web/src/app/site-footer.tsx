// The footer: who sells, how people pay, and the same links as the header for a phone user who
// scrolled to the end.
import { Link } from 'react-router-dom';
import { useRenderNow } from '../lib/render-clock';
import { MAIN_NAVIGATION } from './site-header';
import { storeName } from '../lib/store-config';

export function SiteFooter() {
  const store = storeName();
  const year = useRenderNow().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{store}</p>
          <p>
            Cursos de {store} y planificaciones de Delfi para entrenar con método, desde cualquier lugar de Argentina.
          </p>
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
          <p className="site-footer__legal">
            © {year} {store}. Todos los derechos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}
