// The result form's working copy: what the member types (text, in the Argentine number format),
// prefilled from the prescription (sets × reps with her kilos) or from the result she edits, and
// its conversion to the API's input, checked with the server's own schema. Every message names
// the field as the form labels it (functions/domain/field-messages.ts) and is keyed by the id of
// the input it belongs to, so the form marks that input. Pure.
import { numberFromText, numberToText, parseArgentineNumber } from '../../../../../functions/domain/argentine-number';
import { FIELDS, messagesFor } from '../../../../../functions/domain/field-messages';
import { sessionResultSchema } from '../../../../../functions/domain/plan-weeks';
import { formatDuration, parseDuration } from '../../../lib/plan-text';

export interface SetDraft {
  reps: string;
  kg: string;
  rpe: string;
}

export interface LiftDraft {
  blockId: string;
  liftName: string;
  sets: SetDraft[];
}

export interface ResultDraft {
  lifts: LiftDraft[];
  time: string;
  rounds: string;
  reps: string;
  distance: string;
  calories: string;
  rpe: string;
  notes: string;
}

interface BlockShape {
  id: string;
  prescription?: {
    sets?: number | null;
    reps?: string | null;
    lift?: string | null;
    liftName?: string | null;
    loadKg?: number | null;
  } | null;
}

interface ResultShape {
  lifts: readonly { blockId: string; liftName: string; sets: readonly { reps: number; kg: number; rpe?: number | null }[] }[];
  timeSeconds?: number | null;
  rounds?: number | null;
  reps?: number | null;
  distanceMeters?: number | null;
  calories?: number | null;
  rpe?: number | null;
  notes?: string | null;
}

/** The blocks of a session where the member logs sets: those that prescribe a lift. */
const liftBlocks = <Block extends BlockShape>(blocks: readonly Block[]): Block[] =>
  blocks.filter((block) => Boolean(block.prescription?.lift));

const MAX_PREFILLED_SETS = 10;

/** A new result: one row per prescribed set, with the prescribed reps and the member's kilos. */
export function draftForSession(blocks: readonly BlockShape[], liftNameOf: (lift: string, named?: string | null) => string): ResultDraft {
  return {
    lifts: liftBlocks(blocks).map((block) => {
      const p = block.prescription!;
      const reps = p.reps && /^\d+$/.test(p.reps.trim()) ? p.reps.trim() : '';
      const count = Math.min(Math.max(p.sets ?? 1, 1), MAX_PREFILLED_SETS);
      return {
        blockId: block.id,
        liftName: liftNameOf(p.lift!, p.liftName),
        sets: Array.from({ length: count }, () => ({ reps, kg: numberToText(p.loadKg), rpe: '' })),
      };
    }),
    time: '',
    rounds: '',
    reps: '',
    distance: '',
    calories: '',
    rpe: '',
    notes: '',
  };
}

/** The form for editing a result: the session's lift blocks, with what she logged where she logged it. */
export function draftForResult(
  blocks: readonly BlockShape[],
  result: ResultShape,
  liftNameOf: (lift: string, named?: string | null) => string,
): ResultDraft {
  const fresh = draftForSession(blocks, liftNameOf);
  const text = (value: number | null | undefined) => numberToText(value);
  return {
    lifts: fresh.lifts.map((lift) => {
      const logged = result.lifts.find((candidate) => candidate.blockId === lift.blockId);
      return logged
        ? { ...lift, sets: logged.sets.map((set) => ({ reps: String(set.reps), kg: text(set.kg), rpe: text(set.rpe) })) }
        : { ...lift, sets: lift.sets.map(() => ({ reps: '', kg: '', rpe: '' })) };
    }),
    time: result.timeSeconds ? formatDuration(result.timeSeconds) : '',
    rounds: text(result.rounds),
    reps: text(result.reps),
    distance: text(result.distanceMeters),
    calories: text(result.calories),
    rpe: text(result.rpe),
    notes: result.notes ?? '',
  };
}

/** The id of each input of the form (a prefix keeps two forms on one page apart). */
export const inputIds = (prefix: string) => ({
  set: (lift: number, set: number, part: keyof SetDraft) => `${prefix}-l${lift}-s${set}-${part}`,
  field: (name: Exclude<keyof ResultDraft, 'lifts'>) => `${prefix}-${name}`,
});

export type ResultMeasuresInput = {
  lifts: { blockId: string; sets: { reps: number; kg: number; rpe: number | null }[] }[];
  timeSeconds: number | null;
  rounds: number | null;
  reps: number | null;
  distanceMeters: number | null;
  calories: number | null;
  rpe: number | null;
  notes: string | null;
};

export type DraftCheck = { ok: true; measures: ResultMeasuresInput } | { ok: false; errors: Record<string, string> };

const THOUSANDS_HINT = ' Leímos el punto como separador de miles: para decimales usá coma (72,5).';

/**
 * The draft as the API's measures, or the messages per input id. A set row without kilos or RPE
 * is not sent; a lift with no such row is not either (she did not do it).
 */
export function checkDraft(
  draft: ResultDraft,
  ids: ReturnType<typeof inputIds>,
  base: { planningId: string; weekNumber: number; sessionId: string },
): DraftCheck {
  const errors: Record<string, string> = {};
  const grouped = new Set<string>();
  const read = (text: string, id: string): number | null => {
    const parsed = parseArgentineNumber(text);
    if (parsed.kind === 'number' && parsed.groupedThousands) grouped.add(id);
    return numberFromText(text);
  };
  // Where each sent value came from: path in the input → input id.
  const origin = new Map<string, string>();
  const lifts: ResultMeasuresInput['lifts'] = [];
  draft.lifts.forEach((lift, liftIndex) => {
    // A row counts once it has kilos or an RPE: the reps are prefilled from the prescription, so
    // a row with only those is a set she did not log.
    const rows = lift.sets.map((set, setIndex) => ({ set, setIndex })).filter(({ set }) => set.kg.trim() || set.rpe.trim());
    if (rows.length === 0) return;
    const sentIndex = lifts.length;
    lifts.push({
      blockId: lift.blockId,
      sets: rows.map(({ set, setIndex }, rowIndex) => {
        for (const part of ['reps', 'kg', 'rpe'] as const)
          origin.set(`lifts.${sentIndex}.sets.${rowIndex}.${part}`, ids.set(liftIndex, setIndex, part));
        // A row she started needs its reps and kilos.
        const required = (part: 'reps' | 'kg', text: string): number => {
          if (text.trim()) return read(text, ids.set(liftIndex, setIndex, part)) ?? Number.NaN;
          errors[ids.set(liftIndex, setIndex, part)] = messagesFor(part === 'reps' ? FIELDS.reps : FIELDS.kg).required();
          return Number.NaN;
        };
        return { reps: required('reps', set.reps), kg: required('kg', set.kg), rpe: read(set.rpe, ids.set(liftIndex, setIndex, 'rpe')) };
      }),
    });
  });
  const timeSeconds = parseDuration(draft.time);
  if (Number.isNaN(timeSeconds)) errors[ids.field('time')] = messagesFor(FIELDS.time).duration();
  for (const [path, name] of [
    ['timeSeconds', 'time'],
    ['rounds', 'rounds'],
    ['reps', 'reps'],
    ['distanceMeters', 'distance'],
    ['calories', 'calories'],
    ['rpe', 'rpe'],
    ['notes', 'notes'],
  ] as const) {
    origin.set(path, ids.field(name));
  }
  const measures: ResultMeasuresInput = {
    lifts,
    timeSeconds: Number.isNaN(timeSeconds) ? null : timeSeconds,
    rounds: read(draft.rounds, ids.field('rounds')),
    reps: read(draft.reps, ids.field('reps')),
    distanceMeters: read(draft.distance, ids.field('distance')),
    calories: read(draft.calories, ids.field('calories')),
    rpe: read(draft.rpe, ids.field('rpe')),
    notes: draft.notes.trim() || null,
  };
  const checked = sessionResultSchema.safeParse({ ...base, ...measures });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const id = origin.get(issue.path.join('.'));
      if (!id || errors[id]) continue;
      errors[id] = issue.message + (grouped.has(id) && issue.code === 'too_big' ? THOUSANDS_HINT : '');
    }
    if (Object.keys(errors).length === 0) errors['form'] = checked.error.issues[0]?.message ?? 'Revisá los datos.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, measures };
}
