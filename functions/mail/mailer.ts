// What the services need from e-mail: send one message. SES implements it on AWS; the local
// mailbox (files a person and the tests can read) implements it on the local stack.
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part (always sent: the alternative for clients that do not show HTML). */
  text: string;
  /** The HTML part (mail/mail-template.ts), sent beside the text as multipart/alternative. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
