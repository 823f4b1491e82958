// The publishing slice: on AWS, the publish function that catalogue changes invoke (asynchronously)
// to republish the storefront (functions/publish). The local stack publishes in-process instead
// (it registers its publisher, see storefront-publishing.ts); with neither, nothing is published.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const publishingSettingsSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  /** AWS: name of the publish function. */
  PUBLISH_FUNCTION_NAME: z.optional(z.string().check(z.minLength(1))),
});

export type PublishingSettings = z.infer<typeof publishingSettingsSchema>;

export const publishingSettings = (env?: Environment): PublishingSettings => loadSettings(publishingSettingsSchema, env);
