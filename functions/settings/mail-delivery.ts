// The mail-delivery slice: the mail-sender function only (it takes messages off the mail queue and
// hands them to SES on AWS, or to the local mailbox on the local stack).
import * as z from 'zod';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const mailDeliverySettingsSchema = z
  .object({
    AWS_REGION: z.string().min(1).default(REGION_DEFAULT),
    MAIL_TRANSPORT: z.enum(['ses', 'mailbox']).default('ses'),
    /** Folder of the local mailbox, required when MAIL_TRANSPORT is "mailbox". */
    MAILBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.email(),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'mailbox' || env.MAILBOX_DIR, {
    message: 'MAILBOX_DIR is required when MAIL_TRANSPORT=mailbox',
    path: ['MAILBOX_DIR'],
  });

export type MailDeliverySettings = z.infer<typeof mailDeliverySettingsSchema>;

export const mailDeliverySettings = (env?: Environment): MailDeliverySettings => loadSettings(mailDeliverySettingsSchema, env);
