// What a person sees if a page fails to load or render (for instance a code chunk that cannot be
// downloaded after a deploy): a Spanish message and a way out, never a blank screen.
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className="route-error container" role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Revisá tu conexión y volvé a intentar.</p>
      <div className="not-found__actions">
        <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
          <span className="p-button-label">Recargar la página</span>
        </button>
        <a className="p-button p-component p-button-outlined" href="/">
          <span className="p-button-label">Ir al inicio</span>
        </a>
      </div>
    </section>
  );
}
