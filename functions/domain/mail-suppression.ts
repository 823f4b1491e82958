// The store's own suppression list (issue 36): an address SES reported as a hard bounce (the
// receiving server says it does not exist) or a complaint (the person marked a message as spam) is
// not written to again. Soft bounces (a full mailbox, a server down) suppress nothing: the next
// e-mail is sent as usual. The admin sees why on the buyer's order.

/** Why an address is no longer written to. */
export type MailSuppressionReason = 'HARD_BOUNCE' | 'COMPLAINT';

/** What SES reported about one e-mail, for one recipient (functions/mail/ses-feedback.ts maps SES's event to it). */
export interface MailFeedback {
  kind: 'PERMANENT_BOUNCE' | 'TRANSIENT_BOUNCE' | 'UNDETERMINED_BOUNCE' | 'COMPLAINT';
  address: string;
  /** When the receiving server (or the complaint) answered, ISO 8601. */
  at: string;
  /** The receiving server's words (bounce diagnostic), or the complaint's feedback type. */
  detail: string | null;
  /** SES's id of the report, so a redelivered event is recognised. */
  feedbackId: string;
}

export interface MailSuppression {
  address: string;
  reason: MailSuppressionReason;
  /** When the first hard bounce or complaint was reported. */
  since: string;
  detail: string | null;
  /** E-mails the store did not send to the address since then. */
  skippedEmails: number;
  lastSkippedAt: string | null;
}

/** The one spelling an address is stored and looked up under. */
export const suppressionAddress = (address: string): string => address.trim().toLowerCase();

/**
 * The suppression a report asks for, or null: a permanent bounce and a complaint suppress the
 * address (what SES's own account-level list does); a transient or undetermined bounce does not.
 */
export function suppressionFor(feedback: MailFeedback): MailSuppressionReason | null {
  if (feedback.kind === 'PERMANENT_BOUNCE') return 'HARD_BOUNCE';
  if (feedback.kind === 'COMPLAINT') return 'COMPLAINT';
  return null;
}
