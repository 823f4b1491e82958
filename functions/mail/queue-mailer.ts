// The mailer of the functions that e-mail someone: each message goes onto the mail queue (SQS on
// AWS; the local stack's queue, which speaks the same SQS API, locally). The mail-sender function
// takes it from there and delivers it; a send that fails is retried and, after the last attempt,
// kept in the dead-letter queue, where an alarm makes it visible.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MailQueueSettings } from '../settings/mail-queue';
import type { Mailer, OutgoingMail } from './mailer';
import { CORRELATION_ID_ATTRIBUTE } from './queued-mail';

/** `correlationId` answers the id of the request under way, which each message carries as an attribute. */
export function createQueueMailer(settings: MailQueueSettings, correlationId: () => string | undefined = () => undefined): Mailer {
  let client: SQSClient | undefined;
  const ready = (): SQSClient =>
    (client ??= new SQSClient({
      region: settings.AWS_REGION,
      ...(settings.MAIL_QUEUE_ENDPOINT
        ? {
            endpoint: settings.MAIL_QUEUE_ENDPOINT,
            // The local queue accepts any credentials; AWS uses the Lambda role's.
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }));
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const correlation = correlationId();
      await ready().send(
        new SendMessageCommand({
          QueueUrl: settings.MAIL_QUEUE_URL,
          MessageBody: JSON.stringify(mail),
          ...(correlation ? { MessageAttributes: { [CORRELATION_ID_ATTRIBUTE]: { DataType: 'String', StringValue: correlation } } } : {}),
        }),
      );
    },
  };
}
