// Turns a zod failure into the store's ValidationError: one Spanish message per field, nothing
// written. Schemas live next to the service that owns the input.
import type { z } from 'zod';
import { AppError } from './errors';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'input';
    details[field] ??= issue.message;
  }
  const first = Object.entries(details)[0];
  throw new AppError(
    'ValidationError',
    first ? `Revisá los datos: ${first[1]}` : 'Revisá los datos ingresados.',
    details,
  );
}
