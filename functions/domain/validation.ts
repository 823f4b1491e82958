// Turns a zod failure into field errors (one Spanish message per field): the server's
// ValidationError carries them, and the web's forms show them next to each field. Schemas live
// next to the service that owns the input (and the web checks with the same schemas).
import * as z from 'zod/mini';
import { AppError } from './errors';
import { spanishIssueMessage } from './issue-messages';

// Every message a person or client reads comes through this module, so its default words are set here.
z.config({ localeError: spanishIssueMessage });

/** The first message for each field, keyed by its dotted path ("input" for the whole value). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string>;
/** The same, only for the form's own fields (a form shows nothing for a field it does not have). */
export function fieldErrors<Field extends string>(error: z.core.$ZodError, fields: readonly Field[]): Partial<Record<Field, string>>;
export function fieldErrors(error: z.core.$ZodError, fields?: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'input';
    if (fields && !fields.includes(field)) continue;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = fieldErrors(result.error);
  const first = Object.values(details)[0];
  throw new AppError('ValidationError', first ? `Revisá los datos: ${first}` : 'Revisá los datos ingresados.', details);
}
