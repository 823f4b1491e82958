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
  /** Files sent with the message (the invoice's PDF), carried whole so the queued message is all the sender needs. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the file is saved with ("Factura-B-00003-00000042.pdf"). */
  fileName: string;
  contentType: 'application/pdf';
  /** The file's bytes, base64. */
  contentBase64: string;
}

/**
 * The largest file carried on the mail queue: its base64 (4/3 of it) and the rest of the message
 * stay under SQS's 256 KiB message limit. A larger file is not attached; the message says where
 * to download it.
 */
export const MAX_ATTACHMENT_BYTES = 150 * 1024;

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
