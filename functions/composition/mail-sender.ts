// The mail sender's dependencies: the mail transport, SES on AWS and the local mailbox locally.
// The only function that reads the mail-delivery settings or can send through SES.
import { createMailboxMailer } from '../mail/mailbox-mailer';
import type { Mailer } from '../mail/mailer';
import { createSesMailer } from '../mail/ses-mailer';
import { mailDeliverySettings } from '../settings/mail-delivery';
import { perContainer } from './per-container';

export const mailSenderDependencies = perContainer((): { transport: Mailer } => {
  const settings = mailDeliverySettings();
  return {
    transport:
      settings.MAIL_TRANSPORT === 'mailbox' && settings.MAILBOX_DIR
        ? createMailboxMailer(settings.MAILBOX_DIR, settings.MAIL_FROM)
        : createSesMailer(settings.AWS_REGION, settings.MAIL_FROM),
  };
});
