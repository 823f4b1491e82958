// A block's timer, read from what the coach wrote: "EMOM 16 min:", "E2MOM 10", "AMRAP 15 min",
// "Tabata" (and how many in a row: "3 Tabatas", "Tabata x 3", "Tabata triple"), "For Time" (with the
// prescription's time cap). Null when the block names no timed
// format: a strength block gets no timer button (its rest timer is the tools' own).
import { DEFAULT_SETTINGS, TIMER_LIMITS, type TimerSettings } from './interval-timer';

export interface TimedBlock {
  title: string;
  text: string;
  prescription: { timeCapMinutes?: number | null; rounds?: number | null } | null;
}

const EMOM = /\bE(\d+)?MOM\b\s*(?:x\s*)?(\d+)?/gi;
const AMRAP = /\bAMRAP\b\s*(\d+)?/gi;
const TABATA = /\bTabatas?\b/i;
const TABATA_COUNT = /\b(\d+)\s*(?:x\s*)?Tabatas?\b|\bTabatas?\s*x\s*(\d+)\b/i;
const TABATA_WORD_COUNT = /\b(doble|triple)\s+Tabata\b|\bTabata\s+(doble|triple)\b/i;
/** One Tabata per line, each of its exercise: "Tabata de air squats (4 min)". */
const TABATA_OF = /\bTabata\s+de\b/gi;
/** The pause between them: "1 min de pausa", "90 s de descanso". */
const PAUSE_BETWEEN = /\b(\d+)\s*(min|s|seg)\w*\s+de\s+(?:pausa|descanso)\b/i;

/**
 * How many Tabatas in a row the coach wrote: a number ("3 Tabatas", "Tabata x 3"), "doble" or
 * "triple", else one per "Tabata de …" she listed, else 1.
 */
function tabatas(words: string): number {
  const counted = TABATA_COUNT.exec(words);
  const named = TABATA_WORD_COUNT.exec(words);
  const listed = [...words.matchAll(TABATA_OF)].length;
  const sets = counted
    ? Number(counted[1] ?? counted[2])
    : named
      ? (named[1] ?? named[2])?.toLowerCase() === 'triple'
        ? 3
        : 2
      : Math.max(1, listed);
  return Math.min(TIMER_LIMITS.sets.max, Math.max(TIMER_LIMITS.sets.min, sets));
}

/** The rest between Tabatas she wrote, within the form's limits, else the usual minute. */
function pauseBetween(words: string): number {
  const pause = PAUSE_BETWEEN.exec(words);
  if (!pause) return DEFAULT_SETTINGS.TABATA.setRestSeconds;
  const seconds = Number(pause[1]) * (pause[2]?.toLowerCase() === 'min' ? 60 : 1);
  return Math.min(TIMER_LIMITS.setRestSeconds.max, seconds);
}
const FOR_TIME = /\bfor time\b|\bpor tiempo\b/i;

/** The first mention that says its minutes ("EMOM 16 min" over a title's bare "EMOM"), else the first. */
function mention(pattern: RegExp, words: string, minutesGroup: number): RegExpMatchArray | null {
  const all = [...words.matchAll(pattern)];
  return all.find((match) => match[minutesGroup] !== undefined) ?? all[0] ?? null;
}

export function timerFromBlock(block: TimedBlock): TimerSettings | null {
  const words = `${block.title}\n${block.text}`;
  const cap = block.prescription?.timeCapMinutes ?? null;
  const emom = mention(EMOM, words, 2);
  if (emom) {
    // "E2MOM 10": every 2 minutes for 10 minutes → 5 rounds of 120 s.
    const everyMinutes = emom[1] ? Number(emom[1]) : 1;
    const minutes = emom[2] ? Number(emom[2]) : (cap ?? DEFAULT_SETTINGS.EMOM.rounds * everyMinutes);
    return { ...DEFAULT_SETTINGS.EMOM, workSeconds: everyMinutes * 60, rounds: Math.max(1, Math.floor(minutes / everyMinutes)) };
  }
  const amrap = mention(AMRAP, words, 1);
  if (amrap) {
    const minutes = amrap[1] ? Number(amrap[1]) : cap;
    return { ...DEFAULT_SETTINGS.AMRAP, ...(minutes ? { totalSeconds: minutes * 60 } : {}) };
  }
  if (TABATA.test(words)) return { ...DEFAULT_SETTINGS.TABATA, sets: tabatas(words), setRestSeconds: pauseBetween(words) };
  if (FOR_TIME.test(words)) return { ...DEFAULT_SETTINGS.FOR_TIME, ...(cap ? { totalSeconds: cap * 60 } : {}) };
  return null;
}
