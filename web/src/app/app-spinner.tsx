// The full-page spinner shown while the app is not ready (and by guards while the session loads).
import { ProgressSpinner } from 'primereact/progressspinner';

export function AppSpinner({ label = 'Cargando la tienda…' }: { label?: string }) {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
