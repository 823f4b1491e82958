// The lessons pages' own loading line and failed-read message.
import { Button } from 'primereact/button';

export function LessonsStatus({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <p className={`lessons-status${inline ? '' : ' container'}`} role="status">
      {label}
    </p>
  );
}

export function LessonsError({ error, onRetry, inline = false }: { error: Error; onRetry: () => void; inline?: boolean }) {
  return (
    <div className={`lessons-error${inline ? '' : ' container'}`} role="alert">
      <p>No pudimos cargar esta información. {error.message}</p>
      <Button type="button" label="Reintentar" icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
