// Shared field rules for inputs (zod), with Spanish messages.
import * as z from 'zod/mini';
import { isRealDate, isRealDateTime } from './argument-bounds';

/** An ISO date-time with an explicit offset, as AppSync's AWSDateTime and the offers use. Parsed strictly. */
export const isoDateTimeSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'La fecha y hora no tiene un formato válido.'),
    z.refine(isRealDateTime, 'La fecha y hora no es válida.'),
  );

/** A calendar date YYYY-MM-DD that exists. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha no tiene un formato válido.'), z.refine(isRealDate, 'La fecha no es válida.'));

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'El e-mail es demasiado largo.'), z.email('Ingresá un e-mail válido.'));
