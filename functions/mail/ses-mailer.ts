// The AWS mail transport: Amazon SES (v2 API) from the store's verified sender; attachments go in
// the simple content's Attachments (SES composes the MIME message). Every e-mail goes out with the
// store's configuration set, whose bounce and complaint events feed the suppression list.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, OutgoingMail } from './mailer';

export function createSesMailer(region: string, from: string, configurationSet?: string): Mailer {
  const client = new SESv2Client({ region });
  return {
    async send(mail: OutgoingMail): Promise<void> {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
          Destination: { ToAddresses: [mail.to] },
          ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              // Both parts: SES sends them as multipart/alternative, the client picks the one it shows.
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
              },
              // SES builds the MIME message (multipart/mixed around the alternative) itself.
              ...(mail.attachments?.length
                ? {
                    Attachments: mail.attachments.map((attachment) => ({
                      FileName: attachment.fileName,
                      ContentType: attachment.contentType,
                      ContentDisposition: 'ATTACHMENT' as const,
                      ContentTransferEncoding: 'BASE64' as const,
                      // The SDK base64-encodes the bytes on the wire.
                      RawContent: Buffer.from(attachment.contentBase64, 'base64'),
                    })),
                  }
                : {}),
            },
          },
        }),
      );
    },
  };
}
