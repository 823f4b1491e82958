// The local mailbox: every e-mail the local stack sends (store e-mails through the functions'
// mailbox transport, Cognito codes through the local Cognito) is a JSON file in one folder.
// A person reads it at /_local/mailbox on the web address; tests read it with readMailbox().
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { bouncingRecipientPath, type BouncingRecipient, type StoredMail } from '../../functions/mail/mailbox-mailer';
import { queueDrained } from './local-queue';

/** Messages in the order they were sent, optionally only those to one address. */
export async function readMailbox(directory: string, to?: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const messages = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as StoredMail));
  return to ? messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : messages;
}

/**
 * The mailbox once the mail queue has delivered everything sent so far: the store's own e-mails
 * travel through the queue (Cognito's codes do not), so a reader waits for it first.
 */
export async function readDeliveredMail(directories: { mailboxDir: string; mailQueueDir: string }, to?: string): Promise<StoredMail[]> {
  await queueDrained(directories.mailQueueDir);
  return readMailbox(directories.mailboxDir, to);
}

/**
 * How the stand-in's receiving server answers an address from now on: a hard bounce (`Permanent`:
 * the inbox does not exist), a soft one (`Transient`: the inbox is full), or delivered (null).
 * A bounced e-mail gets no file in the mailbox; SES's Bounce event reaches the feedback queue.
 */
export async function setBouncing(directory: string, address: string, bounceType: BouncingRecipient['bounceType'] | null): Promise<void> {
  const path = bouncingRecipientPath(directory, address);
  if (bounceType === null) {
    await rm(path, { force: true });
    return;
  }
  await mkdir(dirname(path), { recursive: true });
  const recipient: BouncingRecipient = { bounceType };
  await writeFile(path, JSON.stringify(recipient));
}
