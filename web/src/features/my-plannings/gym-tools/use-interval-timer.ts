// The interval timer's clock: it keeps when the timer started (and the time run before a pause)
// and reads everything else from interval-timer.ts. A tick only looks at the clock, so a page in
// the background, whose ticks the browser slows to one a second or a minute, shows the right time
// the moment it is looked at, and a cue passed between two ticks still sounds (the latest one: a
// burst of every beep missed would only confuse).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cuesBetween, readTimer, timerCues, timerPhases, type TimerCue, type TimerReading, type TimerSettings } from './interval-timer';
import { playCue } from './cue-sound';

type RunState = 'READY' | 'RUNNING' | 'PAUSED' | 'DONE';

const TICK_MS = 200;

export interface IntervalTimer {
  state: RunState;
  reading: TimerReading;
  /** The last cue heard, for the screen reader's announcement. */
  lastCue: TimerCue | null;
  elapsedMs: number;
  start: () => void;
  pause: () => void;
  reset: () => void;
  /** For Time: the athlete is done; the timer stops where it is. */
  finish: () => void;
}

/** One timer run with fixed settings (other settings are another timer: a new component). */
export function useIntervalTimer(settings: TimerSettings): IntervalTimer {
  const phases = useMemo(() => timerPhases(settings), [settings]);
  const cues = useMemo(() => timerCues(phases), [phases]);
  const [state, setState] = useState<RunState>('READY');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [lastCue, setLastCue] = useState<TimerCue | null>(null);
  /** Date.now() when the running stretch began, and the time run before it. */
  const run = useRef({ since: 0, before: 0 });
  /** Up to when cues have sounded (-1: not even the one at 0 ms). */
  const heard = useRef(-1);

  const hear = useCallback(
    (upTo: number) => {
      const passed = cuesBetween(cues, heard.current, upTo);
      heard.current = upTo;
      const latest = passed.at(-1);
      if (latest) {
        playCue(latest.kind);
        setLastCue(latest);
      }
    },
    [cues],
  );

  useEffect(() => {
    if (state !== 'RUNNING') return;
    const tick = () => {
      const elapsed = run.current.before + (Date.now() - run.current.since);
      setElapsedMs(elapsed);
      hear(elapsed);
      if (readTimer(settings, phases, elapsed).done) setState('DONE');
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [state, settings, phases, hear]);

  const start = useCallback(() => {
    run.current.since = Date.now();
    setState('RUNNING');
  }, []);
  const stopAt = useCallback((next: RunState) => {
    run.current.before += Date.now() - run.current.since;
    setElapsedMs(run.current.before);
    setState(next);
  }, []);
  const pause = useCallback(() => stopAt('PAUSED'), [stopAt]);
  const finish = useCallback(() => stopAt('DONE'), [stopAt]);
  const reset = useCallback(() => {
    run.current = { since: 0, before: 0 };
    heard.current = -1;
    setElapsedMs(0);
    setLastCue(null);
    setState('READY');
  }, []);
  return { state, reading: readTimer(settings, phases, elapsedMs), lastCue, elapsedMs, start, pause, reset, finish };
}
