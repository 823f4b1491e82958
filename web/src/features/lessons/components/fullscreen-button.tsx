// Full screen for the whole player (video, captions and watermark together), not the bare video.
import { Icon } from '../../../components/icon';

export function FullscreenButton({ onToggle }: { onToggle: () => void }) {
  return (
    <button
      type="button"
      className="player-controls__button"
      onClick={onToggle}
      title="Pantalla completa (f)"
      data-testid="player-fullscreen"
    >
      <Icon name="window-maximize" /> Pantalla completa
    </button>
  );
}
