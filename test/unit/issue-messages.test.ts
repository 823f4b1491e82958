// Rules without a message of their own answer in Spanish (zod/mini ships no locale); a rule's own
// message still wins.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldErrors } from '../../functions/domain/validation';

describe('default validation messages', () => {
  it('says in Spanish what a rule without its own message refused', () => {
    const schema = z.object({
      name: z.string().check(z.maxLength(3)),
      weeks: z.number().check(z.int()),
      lifts: z.array(z.string()).check(z.maxLength(1)),
      week: z.int(),
      id: z.string().check(z.minLength(1)),
      code: z.string().check(z.minLength(4)),
      level: z.enum(['Inicial']),
    });
    const result = schema.safeParse({ name: 'abcd', weeks: 1.5, lifts: ['a', 'b'], week: 'q', id: '', code: 'ab', level: 'Otro' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Puede tener hasta 3 caracteres.',
      weeks: 'Debe ser un número entero.',
      lifts: 'Puede tener hasta 1 elemento.',
      week: 'Debe ser un número entero.',
      id: 'Completá este dato.',
      code: 'Debe tener al menos 4 caracteres.',
      level: 'El valor no es uno de los permitidos.',
    });
  });

  it("keeps a rule's own message", () => {
    const schema = z.object({ name: z.string().check(z.maxLength(3, 'El nombre es largo.')) });
    const result = schema.safeParse({ name: 'abcd' });
    expect(fieldErrors(result.error!)).toEqual({ name: 'El nombre es largo.' });
  });
});
