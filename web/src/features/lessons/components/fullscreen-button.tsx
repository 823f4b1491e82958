// Full screen for the whole player (video, captions and watermark together), not the bare video.
export function FullscreenButton({ onToggle }: { onToggle: () => void }) {
  return (
    <button
      type="button"
      className="player-controls__button"
      onClick={onToggle}
      title="Pantalla completa (f)"
      data-testid="player-fullscreen"
    >
      <span className="pi pi-window-maximize" aria-hidden="true" /> Pantalla completa
    </button>
  );
}
