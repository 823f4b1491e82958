// How many rows a paged list answers at once: a whole number from 1 to the list's maximum, its
// default when absent, refused in Spanish naming what is counted ("miembros", "resultados").
import * as z from 'zod/mini';

export function pageLimitSchema({ counted, byDefault, max }: { counted: string; byDefault: number; max: number }) {
  const outOfRange = `La cantidad de ${counted} por página debe estar entre 1 y ${max}.`;
  return z.object({
    limit: z._default(
      z.int(`La cantidad de ${counted} por página debe ser un número entero.`).check(z.minimum(1, outOfRange), z.maximum(max, outOfRange)),
      byDefault,
    ),
  });
}
