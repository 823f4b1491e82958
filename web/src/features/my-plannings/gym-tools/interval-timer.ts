// The gym floor's interval timer as pure arithmetic: a timer's settings become a list of phases
// (a lead-in, then work and rest), and what the screen shows and which cues sound follow from the
// time elapsed since the start alone. The runtime (use-interval-timer.ts) only measures that time
// from a clock, so a timer whose page was in the background, or whose ticks the browser throttled,
// is exactly where it should be when it is looked at again, and every cue it passed is known.

export type TimerMode = 'EMOM' | 'AMRAP' | 'TABATA' | 'FOR_TIME' | 'REST';

export interface TimerSettings {
  mode: TimerMode;
  /** EMOM and Tabata: how many rounds. */
  rounds: number;
  /** EMOM: each round's length; Tabata: each round's work. */
  workSeconds: number;
  /** Tabata: the rest after each round's work. */
  restSeconds: number;
  /** AMRAP: its length; For Time: its cap; Descanso: its length. */
  totalSeconds: number;
  /** Tabata: how many Tabatas in a row ("3 Tabatas", a "Tabata triple"); 1 for every other mode. */
  sets: number;
  /** Tabata: the rest between two Tabatas. */
  setRestSeconds: number;
}

export type PhaseKind = 'LEAD_IN' | 'WORK' | 'REST';

export interface TimerPhase {
  kind: PhaseKind;
  /** 1-based; 0 for the lead-in. */
  round: number;
  /** Which Tabata of several the phase belongs to, 1-based (1 for every other mode, 0 for the lead-in). */
  set: number;
  startMs: number;
  durationMs: number;
}

/** The seconds to get ready between "Empezar" and the first round. */
const LEAD_IN_SECONDS = 10;

/** Limits of the settings' fields, as the form states them. */
export const TIMER_LIMITS = {
  rounds: { min: 1, max: 100 },
  workSeconds: { min: 5, max: 3600 },
  restSeconds: { min: 0, max: 3600 },
  totalSeconds: { min: 10, max: 4 * 3600 },
  sets: { min: 1, max: 10 },
  setRestSeconds: { min: 0, max: 600 },
} as const;

export const MODE_NAMES: Record<TimerMode, string> = {
  EMOM: 'EMOM',
  AMRAP: 'AMRAP',
  TABATA: 'Tabata',
  FOR_TIME: 'For Time',
  REST: 'Descanso',
};

const ONE_SET = { sets: 1, setRestSeconds: 0 } as const;

export const DEFAULT_SETTINGS: Record<TimerMode, TimerSettings> = {
  EMOM: { mode: 'EMOM', rounds: 10, workSeconds: 60, restSeconds: 0, totalSeconds: 600, ...ONE_SET },
  AMRAP: { mode: 'AMRAP', rounds: 1, workSeconds: 60, restSeconds: 0, totalSeconds: 12 * 60, ...ONE_SET },
  // A minute between Tabatas when there are several: the usual rest of a "Tabata triple".
  TABATA: { mode: 'TABATA', rounds: 8, workSeconds: 20, restSeconds: 10, totalSeconds: 240, sets: 1, setRestSeconds: 60 },
  FOR_TIME: { mode: 'FOR_TIME', rounds: 1, workSeconds: 60, restSeconds: 0, totalSeconds: 20 * 60, ...ONE_SET },
  REST: { mode: 'REST', rounds: 1, workSeconds: 60, restSeconds: 0, totalSeconds: 90, ...ONE_SET },
};

/** The phases a timer runs through, one after another from 0 ms. */
export function timerPhases(settings: TimerSettings): TimerPhase[] {
  const phases: TimerPhase[] = [];
  let at = 0;
  const push = (kind: PhaseKind, round: number, seconds: number, set = 1) => {
    if (seconds <= 0) return;
    phases.push({ kind, round, set, startMs: at, durationMs: seconds * 1000 });
    at += seconds * 1000;
  };
  // A rest between sets starts at once: it is already the pause.
  if (settings.mode !== 'REST') push('LEAD_IN', 0, LEAD_IN_SECONDS, 0);
  switch (settings.mode) {
    case 'EMOM':
      for (let round = 1; round <= settings.rounds; round += 1) push('WORK', round, settings.workSeconds);
      break;
    case 'TABATA':
      for (let set = 1; set <= settings.sets; set += 1) {
        for (let round = 1; round <= settings.rounds; round += 1) {
          push('WORK', round, settings.workSeconds, set);
          // After a Tabata's last round its own rest gives way to the rest between Tabatas (none
          // after the last Tabata: the timer ends there).
          if (round < settings.rounds) push('REST', round, settings.restSeconds, set);
          else if (set < settings.sets) push('REST', round, settings.setRestSeconds, set);
        }
      }
      break;
    case 'AMRAP':
    case 'FOR_TIME':
      push('WORK', 1, settings.totalSeconds);
      break;
    case 'REST':
      push('REST', 1, settings.totalSeconds);
      break;
  }
  return phases;
}

export const totalMs = (phases: readonly TimerPhase[]): number => {
  const last = phases.at(-1);
  return last ? last.startMs + last.durationMs : 0;
};

export interface TimerReading {
  /** The phase running at that moment; the last one once the timer is over. */
  phase: TimerPhase;
  /** What the big number shows: time left in the phase, or, in For Time's work, time since it began. */
  shownMs: number;
  /** Time left in the phase. */
  remainingMs: number;
  done: boolean;
}

/** What the timer shows `elapsedMs` after its start. */
export function readTimer(settings: TimerSettings, phases: readonly TimerPhase[], elapsedMs: number): TimerReading {
  const end = totalMs(phases);
  const at = Math.max(0, Math.min(elapsedMs, end));
  const phase = phases.find((candidate) => at < candidate.startMs + candidate.durationMs) ?? (phases.at(-1) as TimerPhase);
  const remainingMs = Math.max(0, phase.startMs + phase.durationMs - at);
  const countsUp = settings.mode === 'FOR_TIME' && phase.kind === 'WORK';
  return { phase, remainingMs, shownMs: countsUp ? at - phase.startMs : remainingMs, done: elapsedMs >= end };
}

export type CueKind = 'COUNTDOWN' | 'START' | 'REST' | 'END';

export interface TimerCue {
  kind: CueKind;
  atMs: number;
  /** The round the cue opens (START and REST) or counts down to. */
  round: number;
}

/** Every cue of a timer in order: 3, 2, 1 before each phase change, the change itself, and the end. */
export function timerCues(phases: readonly TimerPhase[]): TimerCue[] {
  const cues: TimerCue[] = [];
  phases.forEach((phase, index) => {
    const endMs = phase.startMs + phase.durationMs;
    const next = phases[index + 1];
    for (const secondsLeft of [3, 2, 1]) {
      const atMs = endMs - secondsLeft * 1000;
      if (atMs > phase.startMs) cues.push({ kind: 'COUNTDOWN', atMs, round: next?.round ?? phase.round });
    }
    if (next) cues.push({ kind: next.kind === 'REST' ? 'REST' : 'START', atMs: next.startMs, round: next.round });
    else cues.push({ kind: 'END', atMs: endMs, round: phase.round });
  });
  // A timer without a lead-in (Descanso) starts on its own first cue.
  const first = phases[0];
  if (first && first.kind !== 'LEAD_IN') cues.unshift({ kind: first.kind === 'REST' ? 'REST' : 'START', atMs: 0, round: first.round });
  return cues;
}

/** The cues passed after `fromMs` up to and including `toMs` (a tick's worth, or a background's). */
export const cuesBetween = (cues: readonly TimerCue[], fromMs: number, toMs: number): TimerCue[] =>
  cues.filter((cue) => cue.atMs > fromMs && cue.atMs <= toMs);

/** "1:05", "12:00", "1:02:03": minutes and seconds, rounded up while counting down so 0:00 is the end. */
export function clockText(ms: number, roundUp: boolean): string {
  const seconds = roundUp ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The phase in words: "Preparate", "Ronda 2 de 3", "Descanso", "Trabajo 3 de 8", "Tabata 2 de 3 · Trabajo 3 de 8". */
export function phaseText(settings: TimerSettings, phase: TimerPhase, done: boolean): string {
  if (done) return 'Terminado';
  if (phase.kind === 'LEAD_IN') return 'Preparate';
  if (settings.mode === 'EMOM') return `Ronda ${phase.round} de ${settings.rounds}`;
  if (settings.mode === 'TABATA') {
    const set = settings.sets > 1 ? `Tabata ${phase.set} de ${settings.sets} · ` : '';
    if (phase.kind === 'WORK') return `${set}Trabajo ${phase.round} de ${settings.rounds}`;
    return phase.round === settings.rounds ? `Descanso antes del Tabata ${phase.set + 1}` : `${set}Descanso`;
  }
  return MODE_NAMES[settings.mode];
}

export type SettingsField = 'rounds' | 'workSeconds' | 'restSeconds' | 'totalSeconds' | 'sets' | 'setRestSeconds';

/** The fields each mode asks for, in the form's order. */
export const FIELDS_OF: Record<TimerMode, SettingsField[]> = {
  EMOM: ['rounds', 'workSeconds'],
  AMRAP: ['totalSeconds'],
  TABATA: ['rounds', 'workSeconds', 'restSeconds', 'sets', 'setRestSeconds'],
  FOR_TIME: ['totalSeconds'],
  REST: ['totalSeconds'],
};

/** The first field out of its limits, or null: the timer starts only with every field in range. */
export function settingsProblem(settings: TimerSettings): SettingsField | null {
  for (const field of FIELDS_OF[settings.mode]) {
    const value = settings[field];
    const { min, max } = TIMER_LIMITS[field];
    if (!Number.isInteger(value) || value < min || value > max) return field;
  }
  return null;
}
