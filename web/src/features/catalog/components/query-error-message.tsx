// A failed read, in Spanish, with a way to try again.
import { Button } from 'primereact/button';

export function QueryErrorMessage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="query-error" role="alert">
      <p>No pudimos cargar esta información. {error.message}</p>
      <Button type="button" label="Reintentar" icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
