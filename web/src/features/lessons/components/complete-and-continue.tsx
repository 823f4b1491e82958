// "Completar y continuar": marks the lesson complete (if it is not) and opens the next topic.
import { Button } from 'primereact/button';

interface CompleteAndContinueProps {
  busy: boolean;
  onClick: () => void;
}

export function CompleteAndContinue({ busy, onClick }: CompleteAndContinueProps) {
  return (
    <Button
      type="button"
      className="complete-and-continue"
      icon="pi pi-arrow-right"
      iconPos="right"
      label="Completar y continuar"
      loading={busy}
      onClick={onClick}
      data-testid="complete-and-continue"
    />
  );
}
