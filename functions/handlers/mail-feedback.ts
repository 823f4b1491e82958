// Mail feedback: SES's bounce and complaint events (the configuration set's event destination,
// SNS, then the feedback queue) put hard-bounced and complained addresses on the store's
// suppression list, so the mail sender writes to them no more. A soft bounce changes nothing. A
// message that cannot be read is reported failed: the queue retries it, then keeps it in its
// dead-letter queue, where an alarm sees it.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { mailFeedbackDependencies } from '../composition/mail-feedback';
import { suppressionFor } from '../domain/mail-suppression';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';

const processor = new BatchProcessor(EventType.SQS);

async function record(message: SQSRecord): Promise<void> {
  const { suppressions, feedbackOf } = mailFeedbackDependencies();
  logger.setCorrelationId(message.messageId);
  for (const feedback of feedbackOf(message.body)) {
    const reason = suppressionFor(feedback);
    // The address itself is personal data: the log names the kind and SES's report id only.
    logger.info('mail feedback', { kind: feedback.kind, feedbackId: feedback.feedbackId, suppressed: reason !== null });
    if (!reason) continue;
    await suppressions.suppress({
      address: feedback.address,
      reason,
      at: feedback.at,
      detail: feedback.detail,
      feedbackId: feedback.feedbackId,
    });
    count(STORE_METRICS.mailSuppressed);
  }
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  logger.addContext(context);
  return processPartialResponse(event, record, processor, { throwOnFullBatchFailure: false });
}
