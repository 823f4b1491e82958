// The user-pool slice: the account function keeps a person's names in their Cognito account as
// well as in the profile record (the profile page changes both).
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const userPoolSettingsSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  /** The store's user pool (CDK: the data stack's pool). */
  USER_POOL_ID: z.string().check(z.minLength(1)),
  /** Local stack only: the local Cognito-compatible server. */
  COGNITO_ENDPOINT: z.optional(z.url()),
});

export type UserPoolSettings = z.infer<typeof userPoolSettingsSchema>;

export const userPoolSettings = (env?: Environment): UserPoolSettings => loadSettings(userPoolSettingsSchema, env);
