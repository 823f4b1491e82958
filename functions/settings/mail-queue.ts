// The mail-queue slice: functions that e-mail someone put the message on the mail queue (SQS on
// AWS, the local stack's queue locally); only the mail-sender function talks to SES.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const mailQueueSettingsSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  /** The queue's URL (SQS on AWS; the local queue's address on the local stack). */
  MAIL_QUEUE_URL: z.url(),
  /** Local stack only: the local queue's endpoint and its (unchecked) credentials. */
  MAIL_QUEUE_ENDPOINT: z.optional(z.url()),
});

export type MailQueueSettings = z.infer<typeof mailQueueSettingsSchema>;

export const mailQueueSettings = (env?: Environment): MailQueueSettings => loadSettings(mailQueueSettingsSchema, env);
