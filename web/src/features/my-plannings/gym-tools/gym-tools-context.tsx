// The gym floor's tools (the interval timer and the plate calculator) for the day view: a button
// in the plan's header opens them, and a block's own buttons open them filled from the block (its
// EMOM or AMRAP, its kilos). They open in a panel at the bottom of the screen that stays while the
// member scrolls or logs her result, and shrinks to the running clock. The panel's code loads on
// the first open, after the plan's first paint; the member app's worker precaches it with the
// day view, so the tools work with no connection.
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, type TimerSettings } from './interval-timer';

export type GymTool = 'TIMER' | 'PLATES';

export type GymToolsRequest = { tool: 'TIMER'; settings: TimerSettings } | { tool: 'PLATES'; kg: number | null };

/** What the panel shows: its tab, and the last thing each tool was asked for (a new ask is a new id). */
export interface GymToolsState {
  tab: GymTool;
  timer: { settings: TimerSettings; id: number };
  plates: { kg: number | null; id: number };
}

const OpenGymTools = createContext<((request: GymToolsRequest) => void) | null>(null);
const PanelOpen = createContext(false);

/** Opens the tools; null outside the member's day view (the coach's editor has no gym floor). */
export const useOpenGymTools = () => useContext(OpenGymTools);

const GymToolsPanel = lazy(() => import('./gym-tools-panel'));

export function GymToolsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GymToolsState | null>(null);
  const open = useCallback((request: GymToolsRequest) => {
    setState((current) => {
      const base: GymToolsState = current ?? {
        tab: 'TIMER',
        timer: { settings: DEFAULT_SETTINGS.EMOM, id: 0 },
        plates: { kg: null, id: 0 },
      };
      const id = Date.now();
      return request.tool === 'TIMER'
        ? { ...base, tab: 'TIMER', timer: { settings: request.settings, id } }
        : { ...base, tab: 'PLATES', plates: { kg: request.kg, id } };
    });
  }, []);
  const close = useCallback(() => setState(null), []);
  const showTab = useCallback((tab: GymTool) => setState((current) => (current ? { ...current, tab } : current)), []);
  return (
    <OpenGymTools.Provider value={open}>
      <PanelOpen.Provider value={state !== null}>
        {children}
        {state ? (
          <Suspense fallback={null}>
            <GymToolsPanel state={state} onTab={showTab} onClose={close} />
          </Suspense>
        ) : null}
      </PanelOpen.Provider>
    </OpenGymTools.Provider>
  );
}

/**
 * The tools' own button, floating at the bottom corner (in reach of a thumb, and taking no line
 * from today's session, which fits one phone screen): the tools with a plain timer. Hidden while
 * the panel is open.
 */
export function GymToolsButton() {
  const open = useOpenGymTools();
  const panelOpen = useContext(PanelOpen);
  if (!open || panelOpen) return null;
  return (
    <button
      type="button"
      className="gym-tools-button"
      aria-label="Timer y discos"
      onClick={() => open({ tool: 'TIMER', settings: DEFAULT_SETTINGS.EMOM })}
    >
      <i className="pi pi-stopwatch" aria-hidden="true" /> Timer
    </button>
  );
}
