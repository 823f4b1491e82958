// Marks the current topic complete (or takes the mark back). While the change is saved the button
// shows a spinner but stays enabled (a click then does nothing): PrimeReact's `loading` disables
// it, and a disabled button drops the keyboard focus to the top of the page.
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
      icon={busy ? 'pi pi-spin pi-spinner' : completed ? 'pi pi-check-circle' : 'pi pi-circle'}
      label={completed ? 'Clase completada' : 'Marcar como completada'}
      outlined={completed}
      aria-pressed={completed}
      aria-busy={busy}
      onClick={() => {
        if (!busy) onChange(!completed);
      }}
      data-testid="complete-toggle"
    />
  );
}
