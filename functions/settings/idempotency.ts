// The idempotency slice: every function that makes an operation once per key (the payment webhook
// per delivery). Defaults are AWS's; the local test stack shortens them.
import * as z from 'zod/mini';
import { loadSettings, type Environment } from './load';

export const idempotencySettingsSchema = z.object({
  /**
   * Seconds a key stays IN PROGRESS before another request may take it over: longer than the
   * function runs (the webhook's timeout is 10 s), so only a run that died leaves it to expire.
   */
  IDEMPOTENCY_IN_PROGRESS_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(900)), 60),
});

export type IdempotencySettings = z.infer<typeof idempotencySettingsSchema>;

export const idempotencySettings = (env?: Environment): IdempotencySettings => loadSettings(idempotencySettingsSchema, env);
