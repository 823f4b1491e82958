// The rules of the admin's item inputs (the spec's "admin item update" and a planning's
// schedule), shared by the server, which enforces them, and the admin pages, which show the same
// messages before sending.
import * as z from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './input-schemas';
import { formatMoney } from './money';
import { priceFloor } from './pricing';

const offerSchema = z
  .object({
    price: z.number().positive('El precio de la oferta debe ser mayor a cero.'),
    validDateTimeFrom: isoDateTimeSchema,
    validDateTimeTo: isoDateTimeSchema,
  })
  .refine((offer) => Date.parse(offer.validDateTimeTo) > Date.parse(offer.validDateTimeFrom), {
    message: 'La oferta debe terminar después de empezar.',
    path: ['validDateTimeTo'],
  });

export const updateItemSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().trim().min(3, 'El nombre debe tener al menos 3 caracteres.').max(120, 'El nombre no puede superar los 120 caracteres.'),
    price: z.number().positive('El precio debe ser mayor a cero.').max(10_000_000, 'El precio es demasiado alto.'),
    isEnabled: z.boolean(),
    isFeatured: z.boolean(),
    offer: offerSchema.nullish().transform((offer) => offer ?? null),
  })
  .refine((input) => !input.offer || input.offer.price < input.price, {
    message: 'El precio de la oferta debe ser menor al precio.',
    path: ['offer', 'price'],
  })
  // The same floor checkout applies (≥ 1 ARS and ≥ 10 % of the list price, domain/pricing.ts):
  // an offer below it could never be charged.
  .superRefine((input, ctx) => {
    if (input.offer && input.offer.price < priceFloor(input.price)) {
      ctx.addIssue({
        code: 'custom',
        path: ['offer', 'price'],
        message: `El precio de la oferta debe ser de al menos ${formatMoney(priceFloor(input.price))} (1 peso y el 10 % del precio).`,
      });
    }
  });

export const planningScheduleSchema = z
  .object({
    id: z.string().min(1),
    durationWeeks: z.number().int().min(1, 'La duración debe ser de al menos una semana.').max(104, 'La duración no puede superar las 104 semanas.'),
    phases: z
      .array(
        z
          .object({
            name: z.string().trim().min(2, 'Cada fase necesita un nombre.').max(60),
            description: z.string().trim().max(500),
            startWeek: z.number().int().min(1, 'Una fase empieza en la semana 1 o después.'),
            endWeek: z.number().int().min(1),
          })
          .refine((phase) => phase.endWeek >= phase.startWeek, {
            message: 'Una fase no puede terminar antes de empezar.',
            path: ['endWeek'],
          }),
      )
      .max(20),
    competitions: z
      .array(
        z.object({
          name: z.string().trim().min(2, 'Cada competencia necesita un nombre.').max(80),
          date: isoDateSchema,
          location: z.string().trim().max(80),
        }),
      )
      .max(20),
  })
  .superRefine((schedule, ctx) => {
    const phases = [...schedule.phases].sort((a, b) => a.startWeek - b.startWeek);
    phases.forEach((phase, i) => {
      const previous = phases[i - 1];
      if (previous && phase.startWeek <= previous.endWeek) {
        ctx.addIssue({ code: 'custom', path: ['phases'], message: `Las fases "${previous.name}" y "${phase.name}" se superponen.` });
      }
      if (phase.endWeek > schedule.durationWeeks) {
        ctx.addIssue({ code: 'custom', path: ['phases'], message: `La fase "${phase.name}" termina después de la semana ${schedule.durationWeeks}.` });
      }
    });
    const dates = schedule.competitions.map((c) => c.date);
    if (dates.some((date, i) => i > 0 && date < (dates[i - 1] ?? ''))) {
      ctx.addIssue({ code: 'custom', path: ['competitions'], message: 'Las competencias deben estar en orden de fecha.' });
    }
  });

