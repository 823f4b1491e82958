// How the mail queue retries, one definition for the CDK (SQS redrive policy) and the local queue.
/** Deliveries of one message before it moves to the dead-letter queue (first attempt included). */
export const MAIL_MAX_RECEIVE_COUNT = 3;
/** Seconds a message stays invisible while the mail sender works on it (then it is retried). */
export const MAIL_VISIBILITY_TIMEOUT_SECONDS = 60;
/** Days a message that exhausted its retries is kept in the dead-letter queue (SQS's maximum). */
export const MAIL_DEAD_LETTER_RETENTION_DAYS = 14;
