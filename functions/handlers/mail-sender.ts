// Mail sender: takes the buyers' and the store's e-mails off the mail queue (SQS event source,
// partial batch responses) and delivers them. A message whose delivery fails is reported back as
// failed, so the queue delivers it again; after the last attempt the queue moves it to the
// dead-letter queue (infra: an alarm watches it).
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { mailSenderDependencies } from '../composition/mail-sender';
import { logger, startInvocation } from '../observability/logger';

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const { transport, queuedMail, correlationIdAttribute } = mailSenderDependencies();
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    // The correlation id of the request that queued the e-mail; else the queue message's id (the
    // same in every attempt, and in the dead-letter queue).
    startInvocation(context, record.messageAttributes[correlationIdAttribute]?.stringValue ?? record.messageId);
    try {
      await transport.send(queuedMail(record.body));
    } catch (error) {
      logger.error('e-mail not delivered; the queue will retry it', {
        messageId: record.messageId,
        attempt: Number(record.attributes.ApproximateReceiveCount),
        error: error instanceof Error ? error.message : String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
