// "Completar y continuar": marks the lesson complete (if it is not) and opens the next topic.
// Enabled while saving, like CompleteToggle (a disabled button loses the keyboard focus).
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
      icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-arrow-right'}
      iconPos="right"
      label="Completar y continuar"
      aria-busy={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
      data-testid="complete-and-continue"
    />
  );
}
