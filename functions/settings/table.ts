// The table slice: every function that reads or writes the store's DynamoDB table.
import * as z from 'zod';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const tableSettingsSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default(REGION_DEFAULT),
  /** Only set on the local stack (DynamoDB Local). */
  DYNAMODB_ENDPOINT: z.url().optional(),
});

export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const tableSettings = (env?: Environment): TableSettings => loadSettings(tableSettingsSchema, env);
