// The mail-delivery slice: the mail-sender function only (it takes messages off the mail queue and
// hands them to SES on AWS, or to the local mailbox on the local stack).
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const mailDeliverySettingsSchema = z
  .object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
    MAIL_TRANSPORT: z._default(z.enum(['ses', 'mailbox']), 'ses'),
    /** Folder of the local mailbox, required when MAIL_TRANSPORT is "mailbox". */
    MAILBOX_DIR: z.optional(z.string().check(z.minLength(1))),
    MAIL_FROM: z.email(),
  })
  .check(
    z.refine((env) => env.MAIL_TRANSPORT !== 'mailbox' || env.MAILBOX_DIR, {
      message: 'MAILBOX_DIR is required when MAIL_TRANSPORT=mailbox',
      path: ['MAILBOX_DIR'],
    }),
  );

export type MailDeliverySettings = z.infer<typeof mailDeliverySettingsSchema>;

export const mailDeliverySettings = (env?: Environment): MailDeliverySettings => loadSettings(mailDeliverySettingsSchema, env);
