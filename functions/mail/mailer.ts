// What the services need from e-mail: send one message. SES implements it on AWS; the local
// mailbox (files a person and the tests can read) implements it on the local stack.
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
