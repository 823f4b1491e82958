// The AWS mail transport: Amazon SES (v2 API) from the store's verified sender.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, OutgoingMail } from './mailer';

export function createSesMailer(region: string, from: string): Mailer {
  const client = new SESv2Client({ region });
  return {
    async send(mail: OutgoingMail): Promise<void> {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
