// The member area's loading line and failed-read message.
import { Button } from 'primereact/button';

export function PlanStatus({ label }: { label: string }) {
  return (
    <p className="plan-status" role="status">
      {label}
    </p>
  );
}

export function PlanError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className="plan-error" role="alert">
      <p>{error.message}</p>
      {onRetry ? <Button type="button" label="Reintentar" icon="pi pi-refresh" outlined size="small" onClick={onRetry} /> : null}
    </div>
  );
}
