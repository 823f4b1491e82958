// How the plan reads for a member: a prescription in words, with the load in kilos from their own
// 1RM when the block asks for a percentage ("5 × 3 al 75 %" → "5 × 3 con 90 kg"), weekdays of
// the member's calendar, results in a line. Pure, unit tested.
import { BUILT_IN_LIFTS } from '../../../functions/domain/built-in-lifts';
import { formatCalendarDate } from '../../../functions/domain/store-clock';
import { weekdayAndDay } from '../../../functions/domain/week-release';

export interface PrescriptionView {
  sets?: number | null;
  reps?: string | null;
  percent?: number | null;
  lift?: string | null;
  /** The lift's name in the library, as the server sends it. */
  liftName?: string | null;
  timeCapMinutes?: number | null;
  rounds?: number | null;
  rpe?: number | null;
  loadKg?: number | null;
}

const number = (value: number): string => value.toLocaleString('es-AR', { maximumFractionDigits: 2 });

const BUILT_IN_NAMES = new Map(BUILT_IN_LIFTS.map((lift) => [lift.id, lift.name] as const));

/** A lift's name: the one the server sent, else the store's own, else its id. */
export const liftName = (lift: string, named?: string | null): string => named ?? BUILT_IN_NAMES.get(lift) ?? lift;

/** The prescription's parts, each a short phrase, in the order a coach writes them. */
export function prescriptionParts(p: PrescriptionView): string[] {
  const parts: string[] = [];
  const volume = p.sets && p.reps ? `${p.sets} × ${p.reps}` : p.sets ? `${p.sets} series` : p.reps ? `${p.reps} repeticiones` : null;
  if (p.percent && p.lift) {
    const of = `${number(p.percent)} % de tu 1RM de ${liftName(p.lift, p.liftName)}`;
    parts.push(p.loadKg ? `${volume ? `${volume} ` : ''}con ${number(p.loadKg)} kg (${of})` : `${volume ? `${volume} ` : ''}al ${of}`);
  } else if (volume) {
    parts.push(volume);
  }
  if (p.rounds) parts.push(`${p.rounds} ${p.rounds === 1 ? 'ronda' : 'rondas'}`);
  if (p.timeCapMinutes) parts.push(`tiempo límite ${p.timeCapMinutes} min`);
  if (p.rpe) parts.push(`RPE ${number(p.rpe)}`);
  return parts;
}

/** Whether the block needs a 1RM the member has not recorded to show kilos. */
export const needsMax = (p: PrescriptionView): boolean => Boolean(p.percent && p.lift && !p.loadKg);

/** "lunes 23/11" for a calendar date (YYYY-MM-DD). */
export const formatPlanDay = weekdayAndDay;

/** A day of the strip: "jue" and "26" (or "Día 3" without a date, in the editor's preview). */
export function dayShortLabel(day: { dayNumber: number; date?: string | null }): { weekday: string; day: string; full: string } {
  if (!day.date) return { weekday: 'Día', day: String(day.dayNumber), full: `Día ${day.dayNumber}` };
  const full = weekdayAndDay(day.date);
  return { weekday: full.slice(0, 3), day: String(Number(day.date.slice(8, 10))), full };
}

export interface ResultView {
  lifts?: readonly { liftId: string; liftName: string; sets: readonly { reps: number; kg: number; rpe?: number | null }[] }[] | null;
  timeSeconds?: number | null;
  loadKg?: number | null;
  rounds?: number | null;
  reps?: number | null;
  distanceMeters?: number | null;
  calories?: number | null;
  rpe?: number | null;
}

const rpeOf = (set: { rpe?: number | null }): string => (set.rpe ? ` (RPE ${number(set.rpe)})` : '');

/**
 * A lift's sets in words, each load in kilos and each set's RPE where she noted it: "3 × 3 con
 * 72,5 kg" ("… (RPE 8)" when all say it) when all alike, else "3 × 70 kg · 3 × 72,5 kg (RPE 8) · 2 × 75 kg".
 */
function formatSets(sets: readonly { reps: number; kg: number; rpe?: number | null }[]): string {
  const first = sets[0];
  if (!first) return '';
  if (sets.every((set) => set.reps === first.reps && set.kg === first.kg && (set.rpe ?? null) === (first.rpe ?? null)))
    return `${sets.length} × ${first.reps} con ${number(first.kg)} kg${rpeOf(first)}`;
  return sets.map((set) => `${set.reps} × ${number(set.kg)} kg${rpeOf(set)}`).join(' · ');
}

/** "Sentadilla trasera 3 × 3 con 72,5 kg · 18:32 · 4 rondas + 12 reps · 1000 m · RPE 8", or "Hecha" when only marked done. */
export function formatResult(result: ResultView): string {
  const parts: string[] = [];
  for (const lift of result.lifts ?? []) parts.push(`${lift.liftName} ${formatSets(lift.sets)}`);
  if (result.timeSeconds) parts.push(formatDuration(result.timeSeconds));
  if (result.loadKg) parts.push(`${number(result.loadKg)} kg`);
  if (result.rounds !== null && result.rounds !== undefined) {
    parts.push(`${result.rounds} ${result.rounds === 1 ? 'ronda' : 'rondas'}${result.reps ? ` + ${result.reps} reps` : ''}`);
  } else if (result.reps) {
    parts.push(`${result.reps} reps`);
  }
  if (result.distanceMeters) parts.push(`${number(result.distanceMeters)} m`);
  if (result.calories) parts.push(`${number(result.calories)} cal`);
  if (result.rpe) parts.push(`RPE ${number(result.rpe)}`);
  return parts.length > 0 ? parts.join(' · ') : 'Hecha';
}

/**
 * A result as the coach reads it, a line per lift ("Sentadilla trasera: 3 × 70 kg · 3 × 72,5 kg")
 * and one for the rest ("18:32 · 1.000 m · RPE 8"); ["Hecha"] when only marked done.
 */
export function resultLines(result: ResultView): string[] {
  const lines = (result.lifts ?? []).map((lift) => `${lift.liftName}: ${formatSets(lift.sets)}`);
  const rest = formatResult({ ...result, lifts: [] });
  if (rest !== 'Hecha' || lines.length === 0) lines.push(rest);
  return lines;
}

/** Seconds as "m:ss" or "h:mm:ss", for results (a time, not a clock time: "18:32"). */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** "mm:ss" or "h:mm:ss" typed by the member → seconds; null when empty; NaN when unreadable. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(trimmed) ?? /^(\d{1,3})$/.exec(trimmed);
  if (!match) return Number.NaN;
  if (match.length === 2) return Number(match[1]) * 60;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Where a membership is, in one line: "Semana 3 de 12", "Elegí cuándo empezar", "Terminó el …". */
export function weekLine(planning: {
  status: string;
  startPending: boolean;
  currentWeek?: number | null;
  totalWeeks: number;
  startDate: string;
  endDate: string;
}): string {
  if (planning.status === 'INACTIVE') return 'Sin acceso';
  if (planning.status !== 'ACTIVE') return `Terminó el ${formatCalendarDate(planning.endDate)}`;
  if (planning.startPending) return 'Elegí cuándo empezar';
  if (!planning.currentWeek) return `Empieza el ${formatCalendarDate(planning.startDate)}`;
  return `Semana ${planning.currentWeek} de ${planning.totalWeeks}`;
}
