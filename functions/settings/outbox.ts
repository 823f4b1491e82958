// The outbox slice: every function that writes effects on the outbox and carries them out (the
// payment paths and the outbox worker). Defaults are AWS's; the local stack shortens them.
import * as z from 'zod/mini';
import { loadSettings, type Environment } from './load';

export const outboxSettingsSchema = z.object({
  /** Seconds a taken entry is held before another worker may take it (longer than any handler runs). */
  OUTBOX_LEASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(900)), 120),
  /** Seconds before a failed effect is tried again; doubles per attempt, up to 6 hours. */
  OUTBOX_RETRY_FIRST_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 30),
  /** Attempts before an effect is given up onto the dead-letter list (alarmed). */
  OUTBOX_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});

export type OutboxSettings = z.infer<typeof outboxSettingsSchema>;

export const outboxSettings = (env?: Environment): OutboxSettings => loadSettings(outboxSettingsSchema, env);
