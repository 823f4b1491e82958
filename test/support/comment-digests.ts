// Comment e-mails leave as digests when their window closes (domain/comment-digest.ts): a test
// runs the outbox worker (the scheduled run that sends them) until the mailbox holds what it waits
// for — waiting on the mailbox's state, never on the window's length.
import type { StoredMail } from '../../functions/mail/mailbox-mailer';
import { localSchedulePath } from '../../infra/local/local-scheduler';
import { readDeliveredMail } from '../../infra/local/mailbox';
import type { StackInfo } from './stack-info';

/** Runs the outbox worker once, as its schedule does, and waits for the mail it queued. */
export async function runOutboxWorker(stack: StackInfo): Promise<void> {
  const origin = new URL(stack.payments?.webhookUrl ?? '').origin;
  const response = await fetch(`${origin}${localSchedulePath('outboxWorker')}`, { method: 'POST' });
  const body = await response.text();
  if (!response.ok) throw new Error(`outbox worker answered ${response.status}: ${body}`);
}

/**
 * The e-mails to `to` that `match`, once there are at least `count` of them (the outbox run again
 * while a window is still open or its e-mail still queued); throws after a minute without them.
 */
export async function digestMails(
  stack: StackInfo,
  to: string,
  match: (mail: StoredMail) => boolean,
  count: number,
): Promise<StoredMail[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runOutboxWorker(stack);
    const mails = (await readDeliveredMail(stack, to)).filter(match);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} digest e-mails to ${to} after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
