// The mail sender's dependencies: the mail transport, SES on AWS and the local mailbox locally.
// The only function that reads the mail-delivery settings or can send through SES.
import { createMailboxMailer } from '../mail/mailbox-mailer';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { CORRELATION_ID_ATTRIBUTE, parseQueuedMail } from '../mail/queued-mail';
import { createSesMailer } from '../mail/ses-mailer';
import { mailDeliverySettings } from '../settings/mail-delivery';
import { perContainer } from './per-container';

export interface MailSenderDependencies {
  transport: Mailer;
  /** A queue message's e-mail (the queue's message format, mail/queued-mail.ts). */
  queuedMail(body: string): OutgoingMail;
  /** The message attribute carrying the correlation id of the request that queued it. */
  correlationIdAttribute: string;
}

export const mailSenderDependencies = perContainer((): MailSenderDependencies => {
  const settings = mailDeliverySettings();
  return {
    queuedMail: parseQueuedMail,
    correlationIdAttribute: CORRELATION_ID_ATTRIBUTE,
    transport:
      settings.MAIL_TRANSPORT === 'mailbox' && settings.MAILBOX_DIR
        ? createMailboxMailer(settings.MAILBOX_DIR, settings.MAIL_FROM)
        : createSesMailer(settings.AWS_REGION, settings.MAIL_FROM),
  };
});
