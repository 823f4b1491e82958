// The player's speed: a native select (keyboard and screen readers for free), 0.5× to 2×.
import { PLAYBACK_RATES } from '../hooks/use-playback-rate';

const label = (rate: number) => `${String(rate).replace('.', ',')}×`;

export function SpeedMenu({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  return (
    <label className="player-controls__speed">
      <span>Velocidad</span>
      <select value={rate} onChange={(event) => onChange(Number(event.target.value))} data-testid="player-speed">
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
