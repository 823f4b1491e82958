// The message on the mail queue: an OutgoingMail as JSON. Checked when taken off the queue, so a
// malformed message fails (and, after the retries, lands in the dead-letter queue) instead of
// reaching a transport half-formed. Fields added to OutgoingMail later pass through unchanged.
import * as z from 'zod/mini';
import type { OutgoingMail } from './mailer';

const queuedMailSchema = z.looseObject({
  to: z.email(),
  subject: z.string().check(z.minLength(1)),
  text: z.string(),
  html: z.optional(z.string()),
  replyTo: z.optional(z.email()),
  attachments: z.optional(
    z.array(
      z.object({
        fileName: z.string().check(z.regex(/^[\w.-]{1,120}$/)),
        contentType: z.literal('application/pdf'),
        contentBase64: z.base64(),
      }),
    ),
  ),
});

/**
 * The message attribute that carries the correlation id of the request that queued the e-mail
 * (AppSync's request id, the webhook's x-request-id), so the mail sender's log lines of that
 * e-mail carry it too: one Logs Insights query follows a purchase to its e-mail.
 */
export const CORRELATION_ID_ATTRIBUTE = 'correlationId';

export function parseQueuedMail(body: string): OutgoingMail {
  return z.parse(queuedMailSchema, JSON.parse(body)) as OutgoingMail;
}
