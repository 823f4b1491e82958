// The rules of the admin's item inputs (a new item, the spec's "admin item update" with the page's
// texts, a planning's schedule and a course's syllabus), shared by the server, which enforces them,
// and the admin pages, which show the same messages before sending.
import * as z from 'zod/mini';
import { DECIMALS, MAX_MONEY } from './argument-bounds';
import { isoDateSchema, isoDateTimeSchema } from './input-schemas';
import { formatMoney } from './money';
import { priceFloor } from './pricing';
import type { Competition, ItemType, Offer, PlanningPhase } from './item';
import type { Seller } from './seller';

// The admin's requests as they arrive, before the schemas below check them (the API's inputs have
// these shapes: the handlers pass them on as they are). An optional field may come as null.

/** A new item: createItemSchema checks it. */
export interface NewItemRequest {
  type: ItemType;
  seller: Seller;
  name: string;
  price: number;
}

/** The spec's item update with the page's texts (each left out keeps its value): updateItemSchema checks it. */
export interface ItemUpdateRequest {
  id: string;
  name: string;
  price: number;
  isEnabled: boolean;
  isFeatured: boolean;
  offer?: Offer | null;
  summary?: string | null;
  description?: string | null;
  highlights?: string[] | null;
  level?: string | null;
  coachName?: string | null;
  coachBio?: string | null;
  durationWeeks?: number | null;
  courseHours?: number | null;
}

/** A planning's schedule, replaced whole: planningScheduleSchema checks it. */
export interface PlanningScheduleRequest {
  id: string;
  durationWeeks: number;
  phases: PlanningPhase[];
  competitions: Competition[];
}

const offerSchema = z
  .object({
    price: DECIMALS['offer.price'],
    validDateTimeFrom: isoDateTimeSchema,
    validDateTimeTo: isoDateTimeSchema,
  })
  .check(
    z.refine((offer) => Date.parse(offer.validDateTimeTo) > Date.parse(offer.validDateTimeFrom), {
      message: 'La oferta debe terminar después de empezar.',
      path: ['validDateTimeTo'],
    }),
  );

const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'El nombre debe tener al menos 3 caracteres.'),
    z.maxLength(120, 'El nombre no puede superar los 120 caracteres.'),
  );
const MAX_ITEM_PRICE = MAX_MONEY;
const priceSchema = DECIMALS.price;

/** A text of the item's page: trimmed, at most `max` characters; empty is allowed while a draft. */
const pageText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} no puede superar los ${max} caracteres.`));

export const ITEM_TEXT_LIMITS = {
  summary: 200,
  description: 5000,
  level: 40,
  coachName: 80,
  coachBio: 2000,
  highlight: 160,
  highlights: 10,
} as const;

/** The page's texts; each omitted one keeps its stored value. */
const itemDetailsShape = {
  summary: z.optional(pageText('El resumen', ITEM_TEXT_LIMITS.summary)),
  description: z.optional(pageText('La descripción', ITEM_TEXT_LIMITS.description)),
  highlights: z.optional(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'Un punto destacado no puede estar vacío.'),
            z.maxLength(ITEM_TEXT_LIMITS.highlight, `Cada punto destacado puede tener hasta ${ITEM_TEXT_LIMITS.highlight} caracteres.`),
          ),
      )
      .check(z.maxLength(ITEM_TEXT_LIMITS.highlights, `Puede haber hasta ${ITEM_TEXT_LIMITS.highlights} puntos destacados.`)),
  ),
  level: z.optional(pageText('El nivel', ITEM_TEXT_LIMITS.level)),
  coachName: z.optional(pageText('El nombre del coach', ITEM_TEXT_LIMITS.coachName)),
  coachBio: z.optional(pageText('La biografía del coach', ITEM_TEXT_LIMITS.coachBio)),
  durationWeeks: z.nullish(
    z
      .number()
      .check(
        z.int('La duración es un número entero de semanas.'),
        z.gte(1, 'La duración debe ser de al menos una semana.'),
        z.lte(104, 'La duración no puede superar las 104 semanas.'),
      ),
  ),
  courseHours: z.nullish(
    z
      .number()
      .check(
        z.int('La carga horaria es un número entero de horas.'),
        z.gte(1, 'La carga horaria debe ser de al menos una hora.'),
        z.lte(2000, 'La carga horaria no puede superar las 2000 horas.'),
      ),
  ),
};

export const createItemSchema = z.object({
  type: z.enum(['COURSE', 'PLANNING'], 'Elegí si es un curso o una planificación.'),
  seller: z.enum(['STORE', 'DELFI'], 'Elegí quién lo vende.'),
  name: nameSchema,
  price: priceSchema,
});

export const updateItemSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    name: nameSchema,
    price: priceSchema,
    isEnabled: z.boolean(),
    isFeatured: z.boolean(),
    offer: z.pipe(
      z.nullish(offerSchema),
      z.transform((offer) => offer ?? null),
    ),
    ...itemDetailsShape,
  })
  .check(
    z.refine((input) => !input.offer || input.offer.price < input.price, {
      message: 'El precio de la oferta debe ser menor al precio.',
      path: ['offer', 'price'],
    }),
    // The same floor checkout applies (≥ 1 ARS and ≥ 10 % of the list price, domain/pricing.ts):
    // an offer below it could never be charged.
    z.superRefine((input, ctx) => {
      // Runs even when the price itself was refused (e.g. 1e308): that issue is already reported,
      // and the floor of a price out of range is not an amount of money.
      if (!(input.price > 0 && input.price <= MAX_ITEM_PRICE)) return;
      if (input.offer && input.offer.price < priceFloor(input.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['offer', 'price'],
          message: `El precio de la oferta debe ser de al menos ${formatMoney(priceFloor(input.price))} (1 peso y el 10 % del precio).`,
        });
      }
    }),
  );

export const planningScheduleSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    durationWeeks: z
      .number()
      .check(
        z.int(),
        z.gte(1, 'La duración debe ser de al menos una semana.'),
        z.lte(104, 'La duración no puede superar las 104 semanas.'),
      ),
    phases: z
      .array(
        z
          .object({
            name: z.string().check(z.trim(), z.minLength(2, 'Cada fase necesita un nombre.'), z.maxLength(60)),
            description: z.string().check(z.trim(), z.maxLength(500)),
            startWeek: z.number().check(z.int(), z.gte(1, 'Una fase empieza en la semana 1 o después.')),
            endWeek: z.number().check(z.int(), z.gte(1)),
          })
          .check(
            z.refine((phase) => phase.endWeek >= phase.startWeek, {
              message: 'Una fase no puede terminar antes de empezar.',
              path: ['endWeek'],
            }),
          ),
      )
      .check(z.maxLength(20)),
    competitions: z
      .array(
        z.object({
          name: z.string().check(z.trim(), z.minLength(2, 'Cada competencia necesita un nombre.'), z.maxLength(80)),
          date: isoDateSchema,
          location: z.string().check(z.trim(), z.maxLength(80)),
        }),
      )
      .check(z.maxLength(20)),
  })
  .check(
    z.superRefine((schedule, ctx) => {
      const phases = [...schedule.phases].sort((a, b) => a.startWeek - b.startWeek);
      phases.forEach((phase, i) => {
        const previous = phases[i - 1];
        if (previous && phase.startWeek <= previous.endWeek) {
          ctx.addIssue({ code: 'custom', path: ['phases'], message: `Las fases "${previous.name}" y "${phase.name}" se superponen.` });
        }
        if (phase.endWeek > schedule.durationWeeks) {
          ctx.addIssue({
            code: 'custom',
            path: ['phases'],
            message: `La fase "${phase.name}" termina después de la semana ${schedule.durationWeeks}.`,
          });
        }
      });
      const dates = schedule.competitions.map((c) => c.date);
      if (dates.some((date, i) => i > 0 && date < (dates[i - 1] ?? ''))) {
        ctx.addIssue({ code: 'custom', path: ['competitions'], message: 'Las competencias deben estar en orden de fecha.' });
      }
    }),
  );

// --- A course's syllabus -------------------------------------------------------------------------

const LESSON_COMPONENTS = ['video-lesson', 'text-lesson'] as const;
const SYLLABUS_LIMITS = { units: 50, topicsPerUnit: 60, topics: 200 } as const;
const syllabusIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, 'Identificador inválido.'));

export const courseSyllabusSchema = z
  .object({
    itemId: z.string().check(z.minLength(1)),
    programVersion: z.number().check(z.int(), z.gte(0)),
    units: z
      .array(
        z.object({
          id: z.pipe(
            z.nullish(syllabusIdSchema),
            z.transform((id) => id ?? null),
          ),
          name: z
            .string()
            .check(
              z.trim(),
              z.minLength(2, 'Cada unidad necesita un nombre.'),
              z.maxLength(80, 'El nombre de una unidad puede tener hasta 80 caracteres.'),
            ),
          topics: z
            .array(
              z.object({
                id: z.pipe(
                  z.nullish(syllabusIdSchema),
                  z.transform((id) => id ?? null),
                ),
                name: z
                  .string()
                  .check(
                    z.trim(),
                    z.minLength(2, 'Cada clase necesita un nombre.'),
                    z.maxLength(120, 'El nombre de una clase puede tener hasta 120 caracteres.'),
                  ),
                componentName: z.enum(LESSON_COMPONENTS, 'Una clase es de video o de texto.'),
                isPublic: z.boolean(),
              }),
            )
            .check(z.maxLength(SYLLABUS_LIMITS.topicsPerUnit, `Una unidad puede tener hasta ${SYLLABUS_LIMITS.topicsPerUnit} clases.`)),
        }),
      )
      .check(
        z.minLength(1, 'El programa necesita al menos una unidad.'),
        z.maxLength(SYLLABUS_LIMITS.units, `El programa puede tener hasta ${SYLLABUS_LIMITS.units} unidades.`),
      ),
    hasCertificate: z.boolean(),
    confirmRemovedTopicIds: z.pipe(
      z.nullish(z.array(z.string())),
      z.transform((ids) => ids ?? []),
    ),
  })
  .check(
    z.superRefine((program, ctx) => {
      program.units.forEach((unit, index) => {
        if (unit.topics.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['units', index, 'topics'], message: `La unidad «${unit.name}» no tiene clases.` });
        }
      });
      const topics = program.units.flatMap((unit) => unit.topics);
      if (topics.length > SYLLABUS_LIMITS.topics) {
        ctx.addIssue({ code: 'custom', path: ['units'], message: `El programa puede tener hasta ${SYLLABUS_LIMITS.topics} clases.` });
      }
      const ids = [...program.units, ...topics].map((entry) => entry.id).filter((id): id is string => id !== null);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['units'], message: 'Una unidad o una clase aparece dos veces.' });
      }
    }),
  );

export type CourseSyllabusChanges = z.infer<typeof courseSyllabusSchema>;
