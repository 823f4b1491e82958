// SES's bounce and complaint events, as a configuration set's event destination publishes them to
// SNS (raw message delivery to the feedback queue, so the queue message is the event itself):
// https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
//   { "eventType": "Bounce", "bounce": { "bounceType": "Permanent" | "Transient" | "Undetermined",
//     "bouncedRecipients": [{ "emailAddress", "status", "diagnosticCode" }], "timestamp", "feedbackId" }, "mail": {…} }
//   { "eventType": "Complaint", "complaint": { "complainedRecipients": [{ "emailAddress" }],
//     "complaintFeedbackType", "timestamp", "feedbackId" }, "mail": {…} }
// An identity's own feedback notifications carry the same objects under "notificationType"
// instead of "eventType"; both are read. Other event types answer no feedback.
import * as z from 'zod/mini';
import type { MailFeedback } from '../domain/mail-suppression';

const recipient = z.looseObject({
  emailAddress: z.string().check(z.minLength(3)),
  status: z.optional(z.string()),
  diagnosticCode: z.optional(z.string()),
});

const bounceEvent = z.looseObject({
  bounce: z.looseObject({
    bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
    bounceSubType: z.optional(z.string()),
    bouncedRecipients: z.array(recipient).check(z.minLength(1)),
    timestamp: z.string(),
    feedbackId: z.string().check(z.minLength(1)),
  }),
});

const complaintEvent = z.looseObject({
  complaint: z.looseObject({
    complainedRecipients: z.array(recipient).check(z.minLength(1)),
    complaintFeedbackType: z.optional(z.string()),
    timestamp: z.string(),
    feedbackId: z.string().check(z.minLength(1)),
  }),
});

const envelope = z.looseObject({ eventType: z.optional(z.string()), notificationType: z.optional(z.string()) });

const BOUNCE_KINDS = { Permanent: 'PERMANENT_BOUNCE', Transient: 'TRANSIENT_BOUNCE', Undetermined: 'UNDETERMINED_BOUNCE' } as const;

/**
 * The feedback one SES event carries, one entry per recipient; empty for event types the store
 * does not act on (deliveries, sends…). A Bounce or Complaint event that does not have SES's shape
 * throws, so its queue message is retried and then kept in the dead-letter queue for a person.
 */
export function sesFeedback(body: string): MailFeedback[] {
  const parsed: unknown = JSON.parse(body);
  const { eventType, notificationType } = z.parse(envelope, parsed);
  const type = eventType ?? notificationType;
  if (type === 'Bounce') {
    const { bounce } = z.parse(bounceEvent, parsed);
    return bounce.bouncedRecipients.map((bounced) => ({
      kind: BOUNCE_KINDS[bounce.bounceType],
      address: bounced.emailAddress,
      at: bounce.timestamp,
      detail: bounced.diagnosticCode ?? bounced.status ?? bounce.bounceSubType ?? null,
      feedbackId: bounce.feedbackId,
    }));
  }
  if (type === 'Complaint') {
    const { complaint } = z.parse(complaintEvent, parsed);
    return complaint.complainedRecipients.map((complained) => ({
      kind: 'COMPLAINT',
      address: complained.emailAddress,
      at: complaint.timestamp,
      detail: complaint.complaintFeedbackType ?? null,
      feedbackId: complaint.feedbackId,
    }));
  }
  return [];
}

/** A Bounce event as SES publishes it, for one recipient: what the local mail stand-in reports. */
export function sesBounceEvent(input: {
  address: string;
  bounceType: 'Permanent' | 'Transient';
  from: string;
  subject: string;
  at: Date;
  feedbackId: string;
  messageId: string;
}): string {
  const permanent = input.bounceType === 'Permanent';
  return JSON.stringify({
    eventType: 'Bounce',
    bounce: {
      bounceType: input.bounceType,
      bounceSubType: permanent ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: input.address,
          action: 'failed',
          status: permanent ? '5.1.1' : '4.2.2',
          diagnosticCode: permanent ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: input.at.toISOString(),
      feedbackId: input.feedbackId,
      reportingMTA: 'dsn; mta.impulso.local',
    },
    mail: {
      timestamp: input.at.toISOString(),
      source: input.from,
      messageId: input.messageId,
      destination: [input.address],
      headersTruncated: false,
      commonHeaders: { from: [input.from], to: [input.address], subject: input.subject },
    },
  });
}
