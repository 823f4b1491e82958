import * as z from 'zod/mini';
const s = z.object({
  A: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  B: z.optional(z.url()),
  C: z._default(z.enum(['ses', 'mailbox']), 'ses'),
  D: z._default(z.coerce.number().check(z.int(), z.minimum(500), z.maximum(20000)), 5000),
  E: z.email(),
}).check(z.refine((env) => env.C !== 'mailbox' || env.B, { message: 'B required', path: ['B'] }));
console.log(s.safeParse({ E: 'a@b.co', D: '700' }));
const r = s.safeParse({ E: 'x', C: 'mailbox', D: '3' });
console.log(r.success, r.error?.issues.map(i => `${i.path.join('.')}: ${i.message}`));
