// Spanish captions on or off (shown only when the lesson has captions).
import { Icon } from '../../../components/icon';

export function CaptionsToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className="player-controls__button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      data-testid="player-captions"
      title="Subtítulos (c)"
    >
      <Icon name="comment" /> Subtítulos
    </button>
  );
}
