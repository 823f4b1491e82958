// The mail sender's dependencies: the mail transport, SES on AWS and the local mailbox locally,
// the store's suppression list and the pace that keeps it under SES's send rate.
// The only function that reads the mail-delivery settings or can send through SES.
import { createMailSuppressionsRepository, type MailSuppressionsRepository } from '../data/mail-suppressions-repository';
import { createMailboxMailer } from '../mail/mailbox-mailer';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { CORRELATION_ID_ATTRIBUTE, parseQueuedMail } from '../mail/queued-mail';
import { createSendPacer } from '../mail/send-pacer';
import { createSesMailer } from '../mail/ses-mailer';
import { mailDeliverySettings } from '../settings/mail-delivery';
import { perContainer } from './per-container';
import { tableContext } from './table';

export interface MailSenderDependencies {
  transport: Mailer;
  /** A queue message's e-mail (the queue's message format, mail/queued-mail.ts). */
  queuedMail(body: string): OutgoingMail;
  /** The message attribute carrying the correlation id of the request that queued it. */
  correlationIdAttribute: string;
  /** Addresses SES reported as a hard bounce or a complaint: not written to again. */
  suppressions: Pick<MailSuppressionsRepository, 'find' | 'countSkipped'>;
  /** Resolves when the next send may start (this sender's share of SES's send rate). */
  pace(): Promise<void>;
  now(): Date;
}

export const mailSenderDependencies = perContainer((): MailSenderDependencies => {
  const settings = mailDeliverySettings();
  return {
    queuedMail: parseQueuedMail,
    correlationIdAttribute: CORRELATION_ID_ATTRIBUTE,
    transport:
      settings.MAIL_TRANSPORT === 'mailbox' && settings.MAILBOX_DIR
        ? createMailboxMailer(settings.MAILBOX_DIR, settings.MAIL_FROM, settings.MAIL_FEEDBACK_QUEUE_URL)
        : createSesMailer(settings.AWS_REGION, settings.MAIL_FROM, settings.MAIL_CONFIGURATION_SET),
    suppressions: createMailSuppressionsRepository(tableContext()),
    pace: createSendPacer(settings.MAIL_SEND_INTERVAL_MS),
    now: () => new Date(),
  };
});
