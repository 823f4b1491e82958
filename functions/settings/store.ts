// The store slice: the store's display name, for messages and documents (e-mails, certificates),
// and its web address where a document prints a link (the certificate's verification page).
import * as z from 'zod/mini';
import { loadSettings, type Environment } from './load';

export const storeSettingsSchema = z.object({
  STORE_NAME: z._default(z.string().check(z.minLength(1)), 'Impulso'),
  STORE_WEB_URL: z.optional(z.url()),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const storeSettings = (env?: Environment): StoreSettings => loadSettings(storeSettingsSchema, env);
