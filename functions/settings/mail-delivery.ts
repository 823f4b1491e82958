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
    /**
     * The SES configuration set every e-mail is sent with (its bounce and complaint events feed the
     * store's suppression list). AWS only; the local mailbox has none.
     */
    MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    /**
     * Milliseconds between the starts of two sends in one mail sender (its share of SES's send rate:
     * infra/shared/mail-sending.ts). 0 locally.
     */
    MAIL_SEND_INTERVAL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000)), 0),
    /**
     * Local mail stand-in only: the queue it reports bounces to, as SES's configuration set does
     * through SNS on AWS (the mail feedback function's queue).
     */
    MAIL_FEEDBACK_QUEUE_URL: z.optional(z.url()),
  })
  .check(
    z.refine((env) => env.MAIL_TRANSPORT !== 'mailbox' || env.MAILBOX_DIR, {
      message: 'MAILBOX_DIR is required when MAIL_TRANSPORT=mailbox',
      path: ['MAILBOX_DIR'],
    }),
  );

export type MailDeliverySettings = z.infer<typeof mailDeliverySettingsSchema>;

export const mailDeliverySettings = (env?: Environment): MailDeliverySettings => loadSettings(mailDeliverySettingsSchema, env);
