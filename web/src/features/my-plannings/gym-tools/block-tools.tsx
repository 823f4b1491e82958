// A block's shortcuts to the gym floor's tools: "Timer EMOM 16 × 1:00" when its text names a timed
// format, "Discos para 72,5 kg" when it prescribes kilos. Nothing outside the member's day view.
import type { PlanBlock } from '../api/planning-week';
import { clockText, MODE_NAMES, type TimerSettings } from './interval-timer';
import { timerFromBlock } from './timer-from-block';
import { useOpenGymTools } from './gym-tools-context';

/** "EMOM 16 × 1:00", "AMRAP 15:00", "Tabata 8 × 0:20", "For Time (tope 12:00)". */
function timerLabel(settings: TimerSettings): string {
  const name = MODE_NAMES[settings.mode];
  if (settings.mode === 'EMOM' || settings.mode === 'TABATA')
    return `${name} ${settings.rounds} × ${clockText(settings.workSeconds * 1000, false)}`;
  if (settings.mode === 'FOR_TIME') return `${name} (tope ${clockText(settings.totalSeconds * 1000, false)})`;
  return `${name} ${clockText(settings.totalSeconds * 1000, false)}`;
}

/** Whether a block shows a shortcut here (its row then has details to open). */
export function useHasBlockTools(block: PlanBlock): boolean {
  const open = useOpenGymTools();
  return open !== null && (timerFromBlock(block) !== null || Boolean(block.prescription?.loadKg));
}

export function BlockTools({ block }: { block: PlanBlock }) {
  const open = useOpenGymTools();
  if (!open) return null;
  const timer = timerFromBlock(block);
  const kg = block.prescription?.loadKg ?? null;
  if (!timer && !kg) return null;
  return (
    <p className="plan-block__tools">
      {timer ? (
        <button type="button" className="plan-block__tool" onClick={() => open({ tool: 'TIMER', settings: timer })}>
          <i className="pi pi-stopwatch" aria-hidden="true" /> Timer {timerLabel(timer)}
        </button>
      ) : null}
      {kg ? (
        <button type="button" className="plan-block__tool" onClick={() => open({ tool: 'PLATES', kg })}>
          <i className="pi pi-calculator" aria-hidden="true" /> Discos para {kg.toLocaleString('es-AR')} kg
        </button>
      ) : null}
    </p>
  );
}
