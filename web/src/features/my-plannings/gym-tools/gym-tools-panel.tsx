// The tools' panel at the bottom of the day view: two tabs (Timer, Discos), "Minimizar" to keep
// only the running clock in view while she trains, "Cerrar" to end. Both tools stay mounted while
// the panel is open, so switching to the plates does not stop a running timer. Open, it covers the
// lower part of a phone's screen: minimized, a spacer under the plan keeps its last lines reachable.
import { useEffect, useState } from 'react';
import { TimerTool } from './timer-tool';
import { PlateCalculator } from './plate-calculator';
import type { GymTool, GymToolsState } from './gym-tools-context';
import './gym-tools.css';

const TABS: [GymTool, string][] = [
  ['TIMER', 'Timer'],
  ['PLATES', 'Discos'],
];

export default function GymToolsPanel({
  state,
  onTab,
  onClose,
}: {
  state: GymToolsState;
  onTab: (tab: GymTool) => void;
  onClose: () => void;
}) {
  const [minimized, setMinimized] = useState(false);
  // A block's shortcut pressed while minimized: what it asked for comes into view.
  useEffect(() => setMinimized(false), [state.timer.id, state.plates.id]);
  return (
    <>
      <div className="gym-tools-spacer" aria-hidden="true" />
      <section className={`gym-tools${minimized ? ' gym-tools--minimized' : ''}`} aria-label="Timer y discos">
        <header className="gym-tools__head">
          <div className="gym-tools__tabs" role="tablist">
            {TABS.map(([tab, label]) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`gym-tools-tab-${tab}`}
                aria-selected={state.tab === tab}
                aria-controls={`gym-tools-${tab}`}
                className="gym-tools__tab"
                onClick={() => {
                  onTab(tab);
                  setMinimized(false);
                }}
              >
                {label}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="gym-tools__icon"
            aria-label={minimized ? 'Agrandar' : 'Minimizar'}
            aria-expanded={!minimized}
            onClick={() => setMinimized((value) => !value)}
          >
            <i className={`pi ${minimized ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
          </button>
          <button type="button" className="gym-tools__icon" aria-label="Cerrar el timer y los discos" onClick={onClose}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
        <div
          id="gym-tools-TIMER"
          role="tabpanel"
          aria-labelledby="gym-tools-tab-TIMER"
          className="gym-tools__body"
          hidden={state.tab !== 'TIMER'}
        >
          <TimerTool key={state.timer.id} initial={state.timer.settings} />
        </div>
        <div
          id="gym-tools-PLATES"
          role="tabpanel"
          aria-labelledby="gym-tools-tab-PLATES"
          className="gym-tools__body"
          hidden={state.tab !== 'PLATES'}
        >
          <PlateCalculator key={state.plates.id} initialKg={state.plates.kg} />
        </div>
      </section>
    </>
  );
}
