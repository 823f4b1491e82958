import * as z from 'zod/mini';
const s = z.object({ a: z.string().check(z.minLength(1), z.maxLength(5), z.trim()), b: z.optional(z.email()), c: z.pipe(z.string(), z.transform((x) => x.toUpperCase())) });
export const handler = async (e: unknown) => s.parse(e);
