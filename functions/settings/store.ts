// The store slice: the store's display name, for messages and documents (e-mails, certificates).
import * as z from 'zod';
import { loadSettings, type Environment } from './load';

export const storeSettingsSchema = z.object({
  STORE_NAME: z.string().min(1).default('Impulso'),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const storeSettings = (env?: Environment): StoreSettings => loadSettings(storeSettingsSchema, env);
