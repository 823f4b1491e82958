// The local stack's mail transport: each message becomes a JSON file in the mailbox folder,
// named so that listing the folder gives messages in the order they were sent. Each file appears
// whole (written under a temporary name, then renamed): readers in other processes — the tests,
// the load test — list the folder while the stack writes to it, and once read half a message.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from './mailer';

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
  /** The verification or reset code, for Cognito's messages. */
  code?: string;
}

export async function appendToMailbox(directory: string, mail: Omit<StoredMail, 'id' | 'sentAt'>): Promise<void> {
  await mkdir(directory, { recursive: true });
  const sentAt = new Date().toISOString();
  const stored: StoredMail = { id: randomUUID(), sentAt, ...mail };
  const name = `${sentAt.replace(/[:.]/g, '-')}-${stored.id}.json`;
  const path = join(directory, name);
  const temporary = `${path}.tmp`;
  await writeFile(temporary, JSON.stringify(stored, null, 2));
  await rename(temporary, path);
}

export function createMailboxMailer(directory: string, from: string): Mailer {
  return { send: (mail) => appendToMailbox(directory, { ...mail, from }) };
}
