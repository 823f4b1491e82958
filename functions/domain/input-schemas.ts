// Shared field rules for inputs (zod), with Spanish messages.
import * as z from 'zod';

/** An ISO date-time with an explicit offset, as AppSync's AWSDateTime and the offers use. */
export const isoDateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'La fecha y hora no tiene un formato válido.',
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), 'La fecha y hora no es válida.');

/** A calendar date YYYY-MM-DD that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha no tiene un formato válido.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'La fecha no es válida.');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'El e-mail es demasiado largo.')
  .email('Ingresá un e-mail válido.');
