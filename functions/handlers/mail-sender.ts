// Mail sender: takes the buyers' and the store's e-mails off the mail queue (SQS event source,
// partial batch responses through Powertools Batch) and delivers them. A message whose delivery
// fails is reported back as failed, so the queue delivers it again; after the last attempt the
// queue moves it to the dead-letter queue (infra: an alarm watches it). An e-mail to an address on
// the store's suppression list (a hard bounce or a complaint SES reported) is not sent: it is
// counted on the address's record, which the admin sees, and taken off the queue. Each send waits
// for this sender's pace (its share of SES's send rate).
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { mailSenderDependencies } from '../composition/mail-sender';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';

const processor = new BatchProcessor(EventType.SQS);

async function deliver(record: SQSRecord): Promise<void> {
  // The correlation id of the request that queued the e-mail; else the queue message's id (the
  // same in every attempt, and in the dead-letter queue).
  const { transport, queuedMail, correlationIdAttribute, suppressions, pace, now } = mailSenderDependencies();
  logger.setCorrelationId(record.messageAttributes[correlationIdAttribute]?.stringValue ?? record.messageId);
  try {
    const mail = queuedMail(record.body);
    if (await suppressions.find(mail.to)) {
      await suppressions.countSkipped(mail.to, now());
      count(STORE_METRICS.mailSkipped);
      logger.warn('e-mail not sent: the address is on the suppression list', { messageId: record.messageId, subject: mail.subject });
      return;
    }
    await pace();
    await transport.send(mail);
  } catch (error) {
    logger.error('e-mail not delivered; the queue will retry it', {
      messageId: record.messageId,
      attempt: Number(record.attributes.ApproximateReceiveCount),
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  logger.addContext(context);
  // One record at a time, as before (SES's send rate). A batch whose every e-mail failed is
  // answered as failed items too, not thrown: the messages go back to the queue either way, and a
  // throw would count as a function error (an alarm) for what is an SES refusal of the e-mails.
  return processPartialResponse(event, deliver, processor, { throwOnFullBatchFailure: false, processInParallel: false });
}
