// The library of named lifts a prescription can take a percentage of, a member logs sets of and
// keeps records for. The store ships its own (built-in-lifts.ts, Spanish names); the coach adds
// her own, stored apart (functions/data/lifts-repository.ts). A lift's id is stable and
// upper-case: the eight lifts of the first training plans keep the ids they had as an enum, so
// their prescriptions, members' maxes and results need no migration. Pure.
import * as z from 'zod/mini';
import { BUILT_IN_LIFTS, type LiftDefinition } from './built-in-lifts';
import { FIELDS, messagesFor } from './field-messages';

export const LIFT_ID_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;

/** The id a coach's new lift gets from its name: "Remo Pendlay" → "REMO_PENDLAY". */
export function liftIdFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'L_$1')
    .slice(0, 40);
}

const nameMessages = messagesFor(FIELDS.liftName);

/** The coach's new lift as it arrives, before newLiftSchema checks it. */
export interface NewLiftRequest {
  name: string;
}

export const newLiftSchema = z.object({
  name: z.string(nameMessages.invalid()).check(
    z.trim(),
    z.minLength(2, nameMessages.required()),
    z.maxLength(60, nameMessages.tooLong(60)),
    z.refine((name) => liftIdFromName(name).length >= 2, 'El nombre del levantamiento necesita letras o números.'),
  ),
});

/** The library as a map by id: the store's lifts and the coach's. */
export const liftLibrary = (custom: readonly LiftDefinition[]): Map<string, LiftDefinition> =>
  new Map([...BUILT_IN_LIFTS, ...custom].map((lift) => [lift.id, lift] as const));

/** The name of a lift, or its id when it is not (any longer) in the library. */
export const liftNameIn = (library: ReadonlyMap<string, LiftDefinition>, id: string): string => library.get(id)?.name ?? id;
