// A planning's programme: weeks → days → sessions → ordered blocks. The coach's input rules
// (shared by the admin editor, which shows the same messages before sending, and the server,
// which enforces them), the member's result and 1RM rules, the named lifts and the load a
// percentage of a 1RM gives. Pure: no I/O.
import * as z from 'zod/mini';
import type { Lift } from '../generated/graphql';
import { isValidVideoKey } from './video-content';

export const LIFTS: readonly Lift[] = [
  'BACK_SQUAT',
  'FRONT_SQUAT',
  'DEADLIFT',
  'SNATCH',
  'CLEAN',
  'CLEAN_AND_JERK',
  'STRICT_PRESS',
  'PUSH_PRESS',
];

export const LIFT_NAMES: Readonly<Record<Lift, string>> = {
  BACK_SQUAT: 'Sentadilla trasera',
  FRONT_SQUAT: 'Sentadilla frontal',
  DEADLIFT: 'Peso muerto',
  SNATCH: 'Arranque',
  CLEAN: 'Cargada',
  CLEAN_AND_JERK: 'Envión (cargada y envión)',
  STRICT_PRESS: 'Press estricto',
  PUSH_PRESS: 'Push press',
};

/**
 * Loads are rounded to the nearest 0.5 kg (halves up): fractional plates of 0.25 kg a side exist
 * in most boxes, and a member with dumbbells or kettlebells picks the nearest anyway. Recorded in
 * docs/decisions.md.
 */
const LOAD_STEP_KG = 0.5;

/** The load for `percent` % of a 1RM, rounded to LOAD_STEP_KG. */
export function loadFromPercent(oneRepMaxKg: number, percent: number): number {
  const exact = (oneRepMaxKg * percent) / 100;
  // Rounded in hundredths first so 72.49999999 (floating point) is not taken for 72.
  const steps = Math.round(Math.round((exact / LOAD_STEP_KG) * 100) / 100);
  return steps * LOAD_STEP_KG;
}

/** Largest 1RM or logged load the store accepts (the world records are far below). */
const MAX_LOAD_KG = 500;
const MAX_WEEKS = 104;

const idSchema = z.pipe(
  z.nullish(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'El identificador no es válido.'))),
  z.transform((id) => id ?? null),
);

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `${label} no puede superar los ${max} caracteres.`))),
    z.transform((text) => (text ? text : null)),
  );

const optionalInt = (label: string, min: number, max: number) =>
  z.pipe(
    z.nullish(
      z
        .number()
        .check(
          z.int(`${label} debe ser un número entero.`),
          z.gte(min, `${label} debe ser al menos ${min}.`),
          z.lte(max, `${label} no puede superar ${max}.`),
        ),
    ),
    z.transform((value) => value ?? null),
  );

const rpeSchema = z.pipe(
  z.nullish(z.number().check(z.gte(1, 'El RPE va de 1 a 10.'), z.lte(10, 'El RPE va de 1 a 10.'))),
  z.transform((value) => value ?? null),
);

const prescriptionSchema = z
  .object({
    sets: optionalInt('Las series', 1, 50),
    reps: optionalText('Las repeticiones', 20),
    percent: z.pipe(
      z.nullish(z.number().check(z.gte(1, 'El porcentaje debe ser al menos 1 %.'), z.lte(120, 'El porcentaje no puede superar el 120 %.'))),
      z.transform((value) => value ?? null),
    ),
    lift: z.pipe(
      z.nullish(z.enum(LIFTS as [Lift, ...Lift[]])),
      z.transform((lift) => lift ?? null),
    ),
    timeCapMinutes: optionalInt('El tiempo límite', 1, 180),
    rounds: optionalInt('Las rondas', 1, 100),
    rpe: rpeSchema,
  })
  .check(
    z.refine((p) => (p.percent === null) === (p.lift === null), {
      message: 'Un porcentaje necesita su levantamiento (y un levantamiento, su porcentaje).',
      path: ['percent'],
    }),
  );

const scalingSchema = z.pipe(
  z.nullish(
    z.object({
      beginner: optionalText('La escala Principiante', 500),
      intermediate: optionalText('La escala Intermedio', 500),
      rx: optionalText('La escala RX', 500),
    }),
  ),
  z.transform((scaling) => (scaling && (scaling.beginner || scaling.intermediate || scaling.rx) ? scaling : null)),
);

const programmeBlockSchema = z.object({
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

const programmeSessionSchema = z.object({
  id: idSchema,
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Cada sesión necesita un título.'),
      z.maxLength(80, 'El título de una sesión no puede superar los 80 caracteres.'),
    ),
  blocks: z
    .array(programmeBlockSchema)
    .check(z.minLength(1, 'Cada sesión necesita al menos un bloque.'), z.maxLength(12, 'Una sesión puede tener hasta 12 bloques.')),
});

const programmeDaySchema = z.object({
  dayNumber: z.number().check(z.int(), z.gte(1, 'El día va de 1 a 7.'), z.lte(7, 'El día va de 1 a 7.')),
  title: optionalText('El título del día', 80),
  sessions: z
    .array(programmeSessionSchema)
    .check(z.minLength(1, 'Cada día cargado necesita al menos una sesión.'), z.maxLength(3, 'Un día puede tener hasta 3 sesiones.')),
});

export const programmeWeekSchema = z
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
    days: z.array(programmeDaySchema).check(z.maxLength(7, 'Una semana tiene hasta 7 días.')),
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

export type ProgrammeWeekValues = z.infer<typeof programmeWeekSchema>;

export const sessionResultSchema = z.object({
  planningId: z.string().check(z.trim(), z.minLength(1)),
  weekNumber: z.number().check(z.int(), z.gte(1, 'La semana no es válida.'), z.lte(520, 'La semana no es válida.')),
  sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  timeSeconds: optionalInt('El tiempo', 1, 6 * 3600),
  loadKg: z.pipe(
    z.nullish(
      z
        .number()
        .check(z.positive('La carga debe ser mayor a cero.'), z.lte(MAX_LOAD_KG, `La carga no puede superar los ${MAX_LOAD_KG} kg.`)),
    ),
    z.transform((value) => value ?? null),
  ),
  rounds: optionalInt('Las rondas', 0, 1000),
  reps: optionalInt('Las repeticiones', 0, 10_000),
  rpe: rpeSchema,
  notes: optionalText('Las notas', 1000),
});

export const liftMaxSchema = z.object({
  lift: z.enum(LIFTS as [Lift, ...Lift[]], 'Elegí un levantamiento.'),
  kg: z
    .number()
    .check(
      z.positive('El máximo debe ser mayor a cero.'),
      z.lte(MAX_LOAD_KG, `El máximo no puede superar los ${MAX_LOAD_KG} kg.`),
      z.multipleOf(0.25, 'Ingresá el máximo en múltiplos de 0,25 kg.'),
    ),
});

/** Seconds as "m:ss" or "h:mm:ss", for results. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
