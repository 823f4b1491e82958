// The full-page spinner shown while the app is not ready (and by guards while the session loads).
// Pure CSS: it is on every first load, so it must not pull a component library's code.
export function AppSpinner({ label = 'Cargando la tienda…' }: { label?: string }) {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
