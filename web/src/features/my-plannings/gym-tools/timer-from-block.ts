// A block's timer, read from what the coach wrote: "EMOM 16 min:", "E2MOM 10", "AMRAP 15 min",
// "Tabata", "For Time" (with the prescription's time cap). Null when the block names no timed
// format: a strength block gets no timer button (its rest timer is the tools' own).
import { DEFAULT_SETTINGS, type TimerSettings } from './interval-timer';

export interface TimedBlock {
  title: string;
  text: string;
  prescription: { timeCapMinutes?: number | null; rounds?: number | null } | null;
}

const EMOM = /\bE(\d+)?MOM\b\s*(?:x\s*)?(\d+)?/gi;
const AMRAP = /\bAMRAP\b\s*(\d+)?/gi;
const TABATA = /\bTabata\b/i;
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
  if (TABATA.test(words)) return { ...DEFAULT_SETTINGS.TABATA };
  if (FOR_TIME.test(words)) return { ...DEFAULT_SETTINGS.FOR_TIME, ...(cap ? { totalSeconds: cap * 60 } : {}) };
  return null;
}
