// The contact slice: where contact messages and sales notices go (the account function only).
import * as z from 'zod/mini';
import { loadSettings, type Environment } from './load';

export const contactSettingsSchema = z.object({
  /** Where contact messages and sales notices go. */
  STORE_EMAIL: z.email(),
});

export type ContactSettings = z.infer<typeof contactSettingsSchema>;

export const contactSettings = (env?: Environment): ContactSettings => loadSettings(contactSettingsSchema, env);
