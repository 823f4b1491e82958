// The local stack's mail transport, SES's stand-in: each message becomes a JSON file in the mailbox
// folder, named so that listing the folder gives messages in the order they were sent. Each file
// appears whole (written under a temporary name, then renamed): readers in other processes — the
// tests, the load test — list the folder while the stack writes to it, and once read half a message.
// An address marked as bouncing (bouncingRecipientPath: a person's "this inbox does not exist"
// or "this inbox is full", set from the mailbox page or a test) gets no file: the stand-in reports
// the bounce as SES's configuration set does, the event on the feedback queue, after the send.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { suppressionAddress } from '../domain/mail-suppression';
import type { Mailer, OutgoingMail } from './mailer';
import { sesBounceEvent } from './ses-feedback';

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
  /** The verification or reset code, for Cognito's messages. */
  code?: string;
}

/** How the stand-in's receiving server answers an address: SES's bounce types. */
export type BouncingRecipient = { bounceType: 'Permanent' | 'Transient' };

/** The file that marks an address as bouncing, in the mailbox folder's `bouncing/`. */
export const bouncingRecipientPath = (directory: string, address: string): string =>
  join(directory, 'bouncing', `${encodeURIComponent(suppressionAddress(address))}.json`);

async function bouncing(directory: string, address: string): Promise<BouncingRecipient | null> {
  try {
    return JSON.parse(await readFile(bouncingRecipientPath(directory, address), 'utf8')) as BouncingRecipient;
  } catch {
    return null;
  }
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

/** `feedbackQueueUrl`: where bounces are reported (the local feedback queue); without it, no address bounces. */
export function createMailboxMailer(directory: string, from: string, feedbackQueueUrl?: string): Mailer {
  let client: SQSClient | undefined;
  const feedback = (url: string): SQSClient =>
    (client ??= new SQSClient({
      region: 'us-east-1',
      endpoint: new URL(url).origin,
      // The local queue accepts any credentials.
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }));
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const bounce = feedbackQueueUrl ? await bouncing(directory, mail.to) : null;
      if (!bounce || !feedbackQueueUrl) {
        await appendToMailbox(directory, { ...mail, from });
        return;
      }
      const event = sesBounceEvent({
        address: mail.to,
        bounceType: bounce.bounceType,
        from,
        subject: mail.subject,
        at: new Date(),
        feedbackId: randomUUID(),
        messageId: randomUUID(),
      });
      await feedback(feedbackQueueUrl).send(new SendMessageCommand({ QueueUrl: feedbackQueueUrl, MessageBody: event }));
    },
  };
}
