// How fast the mail sender may send, from the one stage setting `sesSendRatePerSecond` (its share of
// the account's SES maximum send rate: SES answers a send past the rate with a throttling error,
// and a launch's purchase spike would retry its e-mails into the dead-letter queue). The SQS event
// source runs at most `maximumConcurrency` mail senders at once, and each one starts a send at
// most every `sendIntervalMs`, so together they never exceed the rate:
//   maximumConcurrency × 1000 / sendIntervalMs ≤ sesSendRatePerSecond.
// The batch fits the function's time with the last send's own time to spare, and the function's
// time fits the queue's visibility timeout (SQS requires it).
import { MAIL_VISIBILITY_TIMEOUT_SECONDS } from '../../functions/mail/mail-queue-policy';
import type { StageSettings } from '../stage-settings';

/** The SES domain the store sends from: Cognito's sender's (the store's mail shares it), else the stage's domain. */
export const sendingDomainOf = (settings: Pick<StageSettings, 'cognitoSesSender' | 'domain'>): string | null =>
  settings.cognitoSesSender?.split('@')[1] ?? settings.domain?.name ?? null;

/**
 * Whether the data stack creates the domain identity itself (with Easy DKIM and MAIL FROM): when
 * the stage has a domain. Otherwise the operator creates it (preflight says how).
 */
export const stackOwnsDomainIdentity = (settings: Pick<StageSettings, 'domain'>): boolean => settings.domain !== null;

/** Lambda's floor for an SQS event source's maximum concurrency. */
const MINIMUM_MAXIMUM_CONCURRENCY = 2;
/** Its ceiling. */
const MAXIMUM_MAXIMUM_CONCURRENCY = 1000;
/** Messages a mail sender takes per invocation (SQS's most for a standard queue's batch without a window). */
const MAIL_BATCH_SIZE = 10;
/** Time left for one send after the last one starts (an SES call takes a few hundred milliseconds). */
const SEND_ALLOWANCE_SECONDS = 10;

export interface MailSendingPlan {
  maximumConcurrency: number;
  sendIntervalMs: number;
  batchSize: number;
  timeoutSeconds: number;
}

export function mailSendingPlan(sesSendRatePerSecond: number): MailSendingPlan {
  if (!Number.isFinite(sesSendRatePerSecond) || sesSendRatePerSecond < 1) {
    throw new Error('"sesSendRatePerSecond" must be at least 1 (the SES sandbox sends 1 a second).');
  }
  const maximumConcurrency = Math.min(MAXIMUM_MAXIMUM_CONCURRENCY, Math.max(MINIMUM_MAXIMUM_CONCURRENCY, Math.floor(sesSendRatePerSecond)));
  const sendIntervalMs = Math.ceil((1000 * maximumConcurrency) / sesSendRatePerSecond);
  const timeoutSeconds = Math.ceil(((MAIL_BATCH_SIZE - 1) * sendIntervalMs) / 1000) + SEND_ALLOWANCE_SECONDS;
  if (timeoutSeconds > MAIL_VISIBILITY_TIMEOUT_SECONDS) {
    throw new Error(`A mail batch would take ${timeoutSeconds} s, past the mail queue's visibility timeout.`);
  }
  return { maximumConcurrency, sendIntervalMs, batchSize: MAIL_BATCH_SIZE, timeoutSeconds };
}
