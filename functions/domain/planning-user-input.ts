// The rules of the admin's planning-user forms (add someone who paid outside the store, extend a
// membership), shared by the server and the planning users page; and the status an admin sees,
// derived from the stored membership and the store's calendar date (-03:00).
import * as z from 'zod/mini';
import type { PlanningUserStatus } from './membership';
import { emailSchema, isoDateSchema } from './input-schemas';

const personName = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `Ingresá el ${label}.`), z.maxLength(60, `El ${label} no puede superar los 60 caracteres.`));

export const addPlanningUserSchema = z
  .object({
    planningId: z.string().check(z.trim(), z.minLength(1, 'Elegí una planificación.')),
    email: emailSchema,
    firstName: personName('nombre'),
    lastName: personName('apellido'),
    phone: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(30, 'El teléfono no puede superar los 30 caracteres.'))),
      z.transform((phone) => (phone ? phone : null)),
    ),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .check(
    z.refine((input) => input.endDate > input.startDate, {
      message: 'La fecha de fin debe ser posterior a la de inicio.',
      path: ['endDate'],
    }),
  );

export const extendPlanningUserSchema = z.object({
  planningId: z.string().check(z.trim(), z.minLength(1)),
  userId: z.string().check(z.trim(), z.minLength(1)),
  endDate: isoDateSchema,
});

export const extendEndDateMessage = 'La nueva fecha de fin debe ser posterior a la de inicio.';

/**
 * The status an admin sees: a deactivated membership is INACTIVE; an active one whose end date
 * has passed in the store's calendar is EXPIRED (the end date is the last day with access).
 */
export function planningUserStatus(stored: PlanningUserStatus, endDate: string, today: string): PlanningUserStatus {
  if (stored === 'INACTIVE') return 'INACTIVE';
  return endDate < today ? 'EXPIRED' : 'ACTIVE';
}
