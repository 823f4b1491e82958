// The mailer of every function that e-mails someone: it puts the message on the mail queue, from
// which the mail-sender function delivers it with retries and a dead-letter queue.
import { createQueueMailer } from '../mail/queue-mailer';
import type { Mailer } from '../mail/mailer';
import { currentCorrelationId } from '../observability/logger';
import { mailQueueSettings } from '../settings/mail-queue';

/** Each queued e-mail carries the correlation id of the request that sent it. */
export const mailQueue = (): Mailer => createQueueMailer(mailQueueSettings(), currentCorrelationId);
