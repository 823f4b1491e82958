// A planning's training plan: weeks → days → sessions → ordered blocks. The coach's input rules
// (shared by the admin editor, which shows the same messages before sending, and the server,
// which enforces them), the member's result and 1RM rules and the load a percentage of a 1RM
// gives. The lifts themselves are a library (lifts.ts); a prescription names one by id, which the
// service checks against the library. Every field message comes from field-messages.ts. Pure.
import * as z from 'zod/mini';
import { FIELDS } from './field-messages';
import { DECIMALS } from './argument-bounds';
import { optionalLongText, optionalWhole, requiredWhole } from './field-schemas';
import { LIFT_ID_PATTERN } from './lifts';
import { isValidVideoKey } from './video-content';

/**
 * Loads are rounded to the nearest 0.5 kg (halves up): fractional plates of 0.25 kg a side exist
 * in most boxes, and a member with dumbbells or kettlebells picks the nearest anyway. Recorded in
 * docs/decisions/.
 */
const LOAD_ROUNDING_KG = 0.5;

/** The load for `percent` % of a 1RM, rounded to LOAD_ROUNDING_KG. */
export function loadFromPercent(oneRepMaxKg: number, percent: number): number {
  const exact = (oneRepMaxKg * percent) / 100;
  // Rounded in hundredths first so 72.49999999 (floating point) is not taken for 72.
  const steps = Math.round(Math.round((exact / LOAD_ROUNDING_KG) * 100) / 100);
  return steps * LOAD_ROUNDING_KG;
}

const MAX_WEEKS = 104;

const idSchema = z.pipe(
  z.nullish(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'El identificador no es válido.'))),
  z.transform((id) => id ?? null),
);

const rpeSchema = DECIMALS.rpe;

const liftIdSchema = z.string('Elegí un levantamiento.').check(z.regex(LIFT_ID_PATTERN, 'Elegí un levantamiento de la lista.'));

const prescriptionSchema = z
  .object({
    sets: optionalWhole(FIELDS.sets, 1, 50),
    reps: optionalLongText(FIELDS.reps, 20),
    percent: DECIMALS.percent,
    lift: z.pipe(
      z.nullish(liftIdSchema),
      z.transform((lift) => lift ?? null),
    ),
    timeCapMinutes: optionalWhole(FIELDS.timeCap, 1, 180, 'min'),
    rounds: optionalWhole(FIELDS.rounds, 1, 100),
    rpe: rpeSchema,
  })
  .check(
    z.refine((p) => (p.percent === null) === (p.lift === null), {
      message: 'Un porcentaje necesita su levantamiento (y un levantamiento, su porcentaje).',
      path: ['percent'],
    }),
  );

const scaleField = (level: string) => ({ noun: `escala ${level}`, gender: 'f' as const, plural: false });

const scalingSchema = z.pipe(
  z.nullish(
    z.object({
      beginner: optionalLongText(scaleField('Principiante'), 500),
      intermediate: optionalLongText(scaleField('Intermedio'), 500),
      rx: optionalLongText(scaleField('RX'), 500),
    }),
  ),
  z.transform((scaling) => (scaling && (scaling.beginner || scaling.intermediate || scaling.rx) ? scaling : null)),
);

const planBlockSchema = z.object({
  id: idSchema,
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Cada bloque necesita un título.'),
      z.maxLength(60, 'El título de un bloque no puede superar los 60 caracteres.'),
    ),
  text: z.string().check(z.trim(), z.maxLength(2000, 'El texto de un bloque no puede superar los 2000 caracteres.')),
  prescription: z.pipe(
    z.nullish(prescriptionSchema),
    z.transform((p) => (p && Object.values(p).some((value) => value !== null) ? p : null)),
  ),
  scaling: scalingSchema,
  videoKey: z.pipe(
    z.nullish(z.string().check(z.refine(isValidVideoKey, 'El video no es válido.'))),
    z.transform((key) => key ?? null),
  ),
});

const planSessionSchema = z.object({
  id: idSchema,
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Cada sesión necesita un título.'),
      z.maxLength(80, 'El título de una sesión no puede superar los 80 caracteres.'),
    ),
  blocks: z
    .array(planBlockSchema)
    .check(z.minLength(1, 'Cada sesión necesita al menos un bloque.'), z.maxLength(12, 'Una sesión puede tener hasta 12 bloques.')),
});

const planDaySchema = z.object({
  dayNumber: z.number().check(z.int(), z.gte(1, 'El día va de 1 a 7.'), z.lte(7, 'El día va de 1 a 7.')),
  title: optionalLongText({ noun: 'título del día', gender: 'm', plural: false }, 80),
  sessions: z
    .array(planSessionSchema)
    .check(z.minLength(1, 'Cada día cargado necesita al menos una sesión.'), z.maxLength(3, 'Un día puede tener hasta 3 sesiones.')),
});

export const planWeekSchema = z
  .object({
    planningId: z.string().check(z.trim(), z.minLength(1)),
    weekNumber: z
      .number()
      .check(z.int(), z.gte(1, 'La semana debe ser 1 o más.'), z.lte(MAX_WEEKS, `La semana no puede superar la ${MAX_WEEKS}.`)),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'La semana necesita un título.'),
        z.maxLength(80, 'El título de la semana no puede superar los 80 caracteres.'),
      ),
    days: z.array(planDaySchema).check(z.maxLength(7, 'Una semana tiene hasta 7 días.')),
    expectedVersion: z.pipe(
      z.nullish(z.number().check(z.int(), z.gte(0))),
      z.transform((v) => v ?? null),
    ),
  })
  .check(
    z.superRefine((week, context) => {
      const dayNumbers = week.days.map((day) => day.dayNumber);
      if (new Set(dayNumbers).size !== dayNumbers.length) {
        context.addIssue({ code: 'custom', message: 'Cada día de la semana puede cargarse una sola vez.', path: ['days'] });
      }
      const ids = week.days.flatMap((day) => day.sessions.flatMap((s) => [s.id, ...s.blocks.map((b) => b.id)])).filter(Boolean);
      if (new Set(ids).size !== ids.length) {
        context.addIssue({ code: 'custom', message: 'Hay sesiones o bloques repetidos: copialos de nuevo.', path: ['days'] });
      }
    }),
  );

export type PlanWeekValues = z.infer<typeof planWeekSchema>;

const MAX_SETS_PER_LIFT = 20;
const MAX_LIFTS_PER_RESULT = 12;

/** One set as logged: reps × kg, with its RPE if the member noted it. */
const loggedSetSchema = z.object({
  reps: requiredWhole(FIELDS.reps, 1, 100),
  kg: DECIMALS['sets.kg'],
  rpe: rpeSchema,
});

/** The sets of one prescribed lift (the block that prescribes it; the server takes the lift from it). */
const liftSetsSchema = z.object({
  blockId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'El bloque no es válido.')),
  sets: z
    .array(loggedSetSchema)
    .check(
      z.minLength(1, 'Cargá al menos una serie del levantamiento.'),
      z.maxLength(MAX_SETS_PER_LIFT, `Un levantamiento puede tener hasta ${MAX_SETS_PER_LIFT} series.`),
    ),
});

/** What a result measures, shared by a new result and an edit of one. */
const resultMeasures = {
  lifts: z.pipe(
    z.nullish(z.array(liftSetsSchema).check(z.maxLength(MAX_LIFTS_PER_RESULT, 'Hay demasiados levantamientos en el resultado.'))),
    z.transform((lifts) => lifts ?? []),
  ),
  timeSeconds: optionalWhole(FIELDS.time, 1, 6 * 3600, 's'),
  rounds: optionalWhole(FIELDS.rounds, 0, 1000),
  reps: optionalWhole(FIELDS.reps, 0, 10_000),
  distanceMeters: optionalWhole(FIELDS.distance, 1, 100_000, 'm'),
  calories: optionalWhole(FIELDS.calories, 1, 5000),
  rpe: rpeSchema,
  notes: optionalLongText(FIELDS.notes, 1000),
};

const distinctBlocks = z.refine<{ lifts: { blockId: string }[] }>(
  (result) => new Set(result.lifts.map((lift) => lift.blockId)).size === result.lifts.length,
  { message: 'Cada levantamiento va una sola vez en el resultado.', path: ['lifts'] },
);

export const sessionResultSchema = z
  .object({
    planningId: z.string().check(z.trim(), z.minLength(1)),
    weekNumber: z.number().check(z.int(), z.gte(1, 'La semana no es válida.'), z.lte(520, 'La semana no es válida.')),
    sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    ...resultMeasures,
  })
  .check(distinctBlocks);

export type SessionResultValues = z.infer<typeof sessionResultSchema>;

/** An edit of a result the member logged: it names the result, and replaces what it measures. */
export const sessionResultEditSchema = z
  .object({
    planningId: z.string().check(z.trim(), z.minLength(1)),
    sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    resultId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    ...resultMeasures,
  })
  .check(distinctBlocks);

export const liftMaxSchema = z.object({
  lift: liftIdSchema,
  kg: DECIMALS.kg,
});
