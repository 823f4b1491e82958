// The coaching slice: how the comments on members' results reach the other side (the coaching
// function, which places each comment in a digest). The default is AWS's; the local stack's tests
// shorten it.
import * as z from 'zod/mini';
import { loadSettings, type Environment } from './load';

export const coachingSettingsSchema = z.object({
  /** Seconds a comment digest stays open after its first comment (domain/comment-digest.ts): its e-mail leaves when it closes. */
  COMMENT_DIGEST_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 300),
});

export type CoachingSettings = z.infer<typeof coachingSettingsSchema>;

export const coachingSettings = (env?: Environment): CoachingSettings => loadSettings(coachingSettingsSchema, env);
