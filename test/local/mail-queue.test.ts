// The mail queue's delivery guarantees, with the real parts: the functions' SQS mailer sends over
// SQS's JSON protocol to the local queue, which feeds the real mail-sender handler the event an
// SQS event source mapping builds. A send that fails is retried; once the fault clears, the
// message arrives once; a message that keeps failing lands in the dead-letter queue after the
// policy's number of receives (the same MAIL_MAX_RECEIVE_COUNT the CDK gives the SQS queue). The
// correlation id of the request that queued an e-mail travels as a message attribute into the mail
// sender's log lines.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MAIL_MAX_RECEIVE_COUNT } from '../../functions/mail/mail-queue-policy';
import { createQueueMailer } from '../../functions/mail/queue-mailer';
import { CORRELATION_ID_ATTRIBUTE } from '../../functions/mail/queued-mail';
import { currentCorrelationId, logger } from '../../functions/observability/logger';
import { readMailbox } from '../../infra/local/mailbox';
import { queueDrained, startLocalQueue, type LocalQueue, type QueueConsumer } from '../../infra/local/local-queue';
import { TEST_STACK_PORTS } from '../support/test-ports';

const folder = mkdtempSync(join(tmpdir(), 'mail-queue-test-'));
const mailboxDir = join(folder, 'mailbox');
const queueDir = join(folder, 'queue');
let queue: LocalQueue;
let mailer: ReturnType<typeof createQueueMailer>;

/** Makes the mailbox transport fail (its folder is a file) or work again. */
function mailboxBroken(broken: boolean): void {
  rmSync(mailboxDir, { recursive: true, force: true });
  if (broken) writeFileSync(mailboxDir, 'not a folder');
  else mkdirSync(mailboxDir, { recursive: true });
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // The mail sender reads its settings from the environment on its first invocation, as on Lambda;
  // it looks each address up on the suppression list in the stack's table.
  const stack = inject('stack');
  Object.assign(process.env, {
    MAIL_TRANSPORT: 'mailbox',
    MAILBOX_DIR: mailboxDir,
    MAIL_FROM: 'tienda@impulso.local',
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbUrl,
  });
  const { handler } = (await import('../../functions/handlers/mail-sender')) as { handler: QueueConsumer };
  queue = await startLocalQueue({
    port: TEST_STACK_PORTS.graphql + 40,
    name: 'mail',
    dataDir: queueDir,
    maxReceiveCount: MAIL_MAX_RECEIVE_COUNT,
    retryDelayMs: 150,
    consumer: handler,
  });
  mailer = createQueueMailer({ AWS_REGION: 'us-east-1', MAIL_QUEUE_URL: queue.url, MAIL_QUEUE_ENDPOINT: queue.endpoint });
});

/** The JSON lines the functions' logger writes (Powertools writes errors to stderr). */
function captureLogLines(): () => Record<string, unknown>[] {
  const written: string[] = [];
  const original = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return original(chunk);
  });
  return () =>
    written
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await queue.stop();
  await new Promise((resolve) => queue.server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('mail queue', () => {
  it('delivers a queued e-mail to the transport', async () => {
    mailboxBroken(false);
    await mailer.send({ to: 'ana@example.com', subject: 'Tu compra fue aprobada', text: 'Hola Ana' });
    await queueDrained(queueDir);
    expect(await readMailbox(mailboxDir, 'ana@example.com')).toEqual([
      expect.objectContaining({ subject: 'Tu compra fue aprobada', text: 'Hola Ana', from: 'tienda@impulso.local' }),
    ]);
    expect(queue.deadLetters()).toEqual([]);
  });

  it('retries a failed send and delivers it once when the fault clears', async () => {
    mailboxBroken(true);
    await mailer.send({ to: 'bruno@example.com', subject: 'Reintento', text: 'Hola Bruno' });
    // The first delivery failed: the message waits for its retry, received once.
    await until(() => queue.pending().find((message) => message.receiveCount === 1), 'a failed first receive');
    mailboxBroken(false);
    await queueDrained(queueDir);
    expect(await readMailbox(mailboxDir, 'bruno@example.com')).toHaveLength(1);
    expect(queue.deadLetters()).toEqual([]);
  });

  it('moves a message that keeps failing to the dead-letter queue after the last receive', async () => {
    mailboxBroken(true);
    await mailer.send({ to: 'carla@example.com', subject: 'Nunca llega', text: 'Hola Carla' });
    const dead = await until(() => queue.deadLetters().find((message) => message.body.includes('carla@example.com')), 'a dead letter');
    expect(dead.receiveCount).toBe(MAIL_MAX_RECEIVE_COUNT);
    expect(dead.lastError).toBe('reported as failed');
    expect(queue.pending()).toEqual([]);
    mailboxBroken(false);
    expect(readdirSync(mailboxDir)).toEqual([]);
  });

  it('dead-letters a malformed message instead of sending it', async () => {
    mailboxBroken(false);
    const response = await fetch(queue.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AmazonSQS.SendMessage', 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({ QueueUrl: queue.url, MessageBody: '{"to":"not-an-address"}' }),
    });
    expect(response.status).toBe(200);
    await until(
      () => queue.deadLetters().find((message) => message.body.includes('not-an-address')),
      'the malformed message dead-lettered',
    );
    expect(readdirSync(mailboxDir)).toEqual([]);
  });

  it("carries the correlation id of the request that queued an e-mail into the mail sender's log lines", async () => {
    const logLines = captureLogLines();
    // The producer's side as the functions wire it (composition/mail-queue.ts): the id of the
    // request under way (here as the webhook handler sets it from x-request-id).
    logger.setCorrelationId('webhook-req-4711');
    const producer = createQueueMailer(
      { AWS_REGION: 'us-east-1', MAIL_QUEUE_URL: queue.url, MAIL_QUEUE_ENDPOINT: queue.endpoint },
      currentCorrelationId,
    );
    mailboxBroken(true);
    await producer.send({ to: 'dario@example.com', subject: 'Tu compra fue aprobada', text: 'Hola Darío' });
    const dead = await until(() => queue.deadLetters().find((message) => message.body.includes('dario@example.com')), 'a dead letter');
    expect(dead.attributes).toEqual({ [CORRELATION_ID_ATTRIBUTE]: { DataType: 'String', StringValue: 'webhook-req-4711' } });
    const failures = logLines().filter((line) => line['message'] === 'e-mail not delivered; the queue will retry it');
    expect(failures).toHaveLength(MAIL_MAX_RECEIVE_COUNT);
    for (const line of failures) expect(line).toMatchObject({ level: 'ERROR', correlation_id: 'webhook-req-4711' });
    mailboxBroken(false);
  });

  it('takes the correlation id from the message, not from what the function handled before', async () => {
    const logLines = captureLogLines();
    logger.setCorrelationId('an-earlier-request');
    mailboxBroken(true);
    const response = await fetch(queue.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AmazonSQS.SendMessage', 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({
        QueueUrl: queue.url,
        MessageBody: JSON.stringify({ to: 'elena@example.com', subject: 'Reintento', text: 'Hola Elena' }),
        MessageAttributes: { [CORRELATION_ID_ATTRIBUTE]: { DataType: 'String', StringValue: 'appsync-req-0815' } },
      }),
    });
    expect(response.status).toBe(200);
    // SQS answers the MD5 of the attributes next to the body's.
    expect(((await response.json()) as { MD5OfMessageAttributes?: string }).MD5OfMessageAttributes).toMatch(/^[0-9a-f]{32}$/);
    await until(() => queue.deadLetters().find((message) => message.body.includes('elena@example.com')), 'a dead letter');
    const failures = logLines().filter((line) => line['message'] === 'e-mail not delivered; the queue will retry it');
    expect(failures.map((line) => line['correlation_id'])).toEqual(Array(MAIL_MAX_RECEIVE_COUNT).fill('appsync-req-0815'));
    mailboxBroken(false);
  });

  it("without an attribute, correlates by the queue message's id", async () => {
    const logLines = captureLogLines();
    logger.setCorrelationId('an-earlier-request');
    mailboxBroken(true);
    await mailer.send({ to: 'fabian@example.com', subject: 'Sin correlación', text: 'Hola Fabián' });
    const dead = await until(() => queue.deadLetters().find((message) => message.body.includes('fabian@example.com')), 'a dead letter');
    expect(dead.attributes).toBeUndefined();
    const failures = logLines().filter((line) => line['message'] === 'e-mail not delivered; the queue will retry it');
    expect(failures.map((line) => line['correlation_id'])).toEqual(Array(MAIL_MAX_RECEIVE_COUNT).fill(dead.messageId));
    mailboxBroken(false);
  });
});
