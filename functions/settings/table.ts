// The table slice: every function that reads or writes the store's DynamoDB table.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const tableSettingsSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  /** Only set on the local stack (DynamoDB Local). */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
});

export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const tableSettings = (env?: Environment): TableSettings => loadSettings(tableSettingsSchema, env);
