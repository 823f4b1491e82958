// The training plan editor's working copy of one week: form fields as typed (numbers as text), the
// list operations the coach uses (add, copy, move, remove days, sessions and blocks) and the
// conversion to the API's input, which the shared rules (functions/domain/plan-weeks.ts) check
// before sending. A copy loses its ids, so the server gives it new ones (results never mix).
import { numberFromText } from '../../../../../functions/domain/argentine-number';
import type { ProgrammeWeekInput } from '../../../generated/graphql';
import type { AdminProgrammeWeek } from '../api/admin-plan-weeks';

export interface BlockDraft {
  key: string;
  id: string | null;
  title: string;
  text: string;
  sets: string;
  reps: string;
  percent: string;
  /** A lift of the library (its id), or '' for none. */
  lift: string;
  timeCapMinutes: string;
  rounds: string;
  rpe: string;
  beginner: string;
  intermediate: string;
  rx: string;
  videoKey: string | null;
}

export interface SessionDraft {
  key: string;
  id: string | null;
  title: string;
  blocks: BlockDraft[];
}

export interface DayDraft {
  key: string;
  dayNumber: number;
  title: string;
  sessions: SessionDraft[];
}

export interface WeekDraft {
  weekNumber: number;
  title: string;
  days: DayDraft[];
  /** The version edited; null for a week never saved. */
  version: number | null;
}

let nextKey = 0;
const newKey = (): string => `k${(nextKey += 1)}`;
const text = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export const emptyBlock = (title = 'Fuerza'): BlockDraft => ({
  key: newKey(),
  id: null,
  title,
  text: '',
  sets: '',
  reps: '',
  percent: '',
  lift: '',
  timeCapMinutes: '',
  rounds: '',
  rpe: '',
  beginner: '',
  intermediate: '',
  rx: '',
  videoKey: null,
});

export const emptySession = (): SessionDraft => ({ key: newKey(), id: null, title: 'Sesión', blocks: [emptyBlock('Entrada en calor')] });

export const emptyDay = (dayNumber: number): DayDraft => ({ key: newKey(), dayNumber, title: '', sessions: [emptySession()] });

export function draftOf(week: AdminProgrammeWeek | null, weekNumber: number): WeekDraft {
  if (!week) return { weekNumber, title: `Semana ${weekNumber}`, days: [], version: null };
  return {
    weekNumber,
    title: week.title,
    version: week.version,
    days: week.days.map((day) => ({
      key: newKey(),
      dayNumber: day.dayNumber,
      title: day.title ?? '',
      sessions: day.sessions.map((session) => ({
        key: newKey(),
        id: session.id,
        title: session.title,
        blocks: session.blocks.map((block) => ({
          key: newKey(),
          id: block.id,
          title: block.title,
          text: block.text,
          sets: text(block.prescription?.sets),
          reps: text(block.prescription?.reps),
          percent: text(block.prescription?.percent),
          lift: block.prescription?.lift ?? '',
          timeCapMinutes: text(block.prescription?.timeCapMinutes),
          rounds: text(block.prescription?.rounds),
          rpe: text(block.prescription?.rpe),
          beginner: block.scaling?.beginner ?? '',
          intermediate: block.scaling?.intermediate ?? '',
          rx: block.scaling?.rx ?? '',
          videoKey: block.videoKey ?? null,
        })),
      })),
    })),
  };
}

/** Moves the item at `index` by `delta` places (no change at the ends). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/**
 * Moves a day by `delta` places: the days keep the week's day numbers in list order, so the day
 * moved takes its new place's number (Día 1 moved down becomes Día 3 when the week has days 1, 3,
 * 5) and the order shown is the order saved and reloaded (the plan follows the day numbers).
 */
export function movedDay(days: readonly DayDraft[], index: number, delta: number): DayDraft[] {
  const numbers = days.map((day) => day.dayNumber).sort((a, b) => a - b);
  return moved(days, index, delta).map((day, position) => ({ ...day, dayNumber: numbers[position] ?? day.dayNumber }));
}

/** The days in their day numbers' order (where a copied or added day is shown). */
export const inDayOrder = (days: readonly DayDraft[]): DayDraft[] => [...days].sort((a, b) => a.dayNumber - b.dayNumber);

export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export const copyBlock = (block: BlockDraft): BlockDraft => ({ ...block, key: newKey(), id: null });
export const copySession = (session: SessionDraft): SessionDraft => ({
  ...session,
  key: newKey(),
  id: null,
  title: `${session.title} (copia)`,
  blocks: session.blocks.map(copyBlock),
});

/** A copy of a day on the first free day number after it (null when the week is full). */
export function copyDay(days: readonly DayDraft[], index: number): DayDraft | null {
  const source = days[index];
  if (!source) return null;
  const taken = new Set(days.map((day) => day.dayNumber));
  const free = [1, 2, 3, 4, 5, 6, 7].map((n) => ((source.dayNumber - 1 + n) % 7) + 1).find((n) => !taken.has(n));
  if (!free) return null;
  return { ...source, key: newKey(), dayNumber: free, sessions: source.sessions.map(copySession) };
}

/** The first day number not used yet (null when the week has its seven days). */
export const freeDayNumber = (days: readonly DayDraft[]): number | null =>
  [1, 2, 3, 4, 5, 6, 7].find((n) => !days.some((day) => day.dayNumber === n)) ?? null;

/** A typed number in the Argentine format ("72,5"); NaN when unreadable, so the rules answer the field's message. */
const number = (value: string): number | null => numberFromText(value);
const optional = (value: string): string | null => (value.trim() ? value : null);

export function weekInputOf(planningId: string, draft: WeekDraft): ProgrammeWeekInput {
  return {
    planningId,
    weekNumber: draft.weekNumber,
    title: draft.title,
    expectedVersion: draft.version,
    days: [...draft.days]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((day) => ({
        dayNumber: day.dayNumber,
        title: optional(day.title),
        sessions: day.sessions.map((session) => ({
          id: session.id,
          title: session.title,
          blocks: session.blocks.map((block) => ({
            id: block.id,
            title: block.title,
            text: block.text,
            videoKey: block.videoKey,
            prescription: {
              sets: number(block.sets),
              reps: optional(block.reps),
              percent: number(block.percent),
              lift: block.lift || null,
              timeCapMinutes: number(block.timeCapMinutes),
              rounds: number(block.rounds),
              rpe: number(block.rpe),
            },
            scaling: { beginner: optional(block.beginner), intermediate: optional(block.intermediate), rx: optional(block.rx) },
          })),
        })),
      })),
  };
}

/** The fields of a block a rule can point at, as the block's draft names them. */
export type BlockField = 'sets' | 'reps' | 'percent' | 'lift' | 'timeCapMinutes' | 'rounds' | 'rpe' | 'title' | 'text';

/**
 * The rules' messages per block (by its draft key) and field, from the paths of the input that
 * weekInputOf built (its days sorted by day number), so the form marks the very input.
 */
export function blockErrorsOf(
  draft: WeekDraft,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, Partial<Record<BlockField, string>>> {
  const days = [...draft.days].sort((a, b) => a.dayNumber - b.dayNumber);
  const errors: Record<string, Partial<Record<BlockField, string>>> = {};
  for (const issue of issues) {
    const [daysKey, d, sessionsKey, s, blocksKey, b, ...rest] = issue.path;
    if (daysKey !== 'days' || sessionsKey !== 'sessions' || blocksKey !== 'blocks') continue;
    const block = days[Number(d)]?.sessions[Number(s)]?.blocks[Number(b)];
    const field = (rest[0] === 'prescription' ? rest[1] : rest[0]) as BlockField | undefined;
    if (!block || !field) continue;
    errors[block.key] ??= {};
    errors[block.key]![field] ??= issue.message;
  }
  return errors;
}
