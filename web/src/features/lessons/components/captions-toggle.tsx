// Spanish captions on or off (shown only when the lesson has captions).
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
      <span className="pi pi-comment" aria-hidden="true" /> Subtítulos
    </button>
  );
}
