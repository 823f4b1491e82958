// Marks the current topic complete (or takes the mark back).
import { Button } from 'primereact/button';

interface CompleteToggleProps {
  completed: boolean;
  busy: boolean;
  onChange: (completed: boolean) => void;
}

export function CompleteToggle({ completed, busy, onChange }: CompleteToggleProps) {
  return (
    <Button
      type="button"
      className="complete-toggle"
      icon={completed ? 'pi pi-check-circle' : 'pi pi-circle'}
      label={completed ? 'Clase completada' : 'Marcar como completada'}
      outlined={completed}
      aria-pressed={completed}
      loading={busy}
      onClick={() => onChange(!completed)}
      data-testid="complete-toggle"
    />
  );
}
