// The local stand-in for an SQS queue with a dead-letter queue: an HTTP endpoint speaking SQS's
// JSON protocol for SendMessage (what the functions' SQS client sends, string message attributes
// included), and a poller that feeds the
// consumer function the same SQS event Lambda's event source mapping builds, one message per
// batch. A message the consumer reports as failed (partial batch response) or that throws becomes
// visible again after the visibility timeout; after `maxReceiveCount` receives it moves to the
// dead-letter folder, as SQS's redrive policy does. Messages waiting and dead letters are files,
// so a restart keeps them and a person (or a test) can look at them.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes } from 'aws-lambda';
import { listen } from './http';

export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface LocalQueueOptions {
  port: number;
  /** Queue name, as in its URL (http://localhost:<port>/000000000000/<name>). */
  name: string;
  dataDir: string;
  maxReceiveCount: number;
  /** Milliseconds before a failed message is delivered again (SQS: the visibility timeout). */
  retryDelayMs: number;
  consumer: QueueConsumer;
  log?: (line: string) => void;
}

/** A message attribute as SendMessage receives it (the local queue keeps String ones). */
interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
}

interface StoredMessage {
  messageId: string;
  body: string;
  attributes?: Record<string, MessageAttributeValue>;
  sentAt: number;
  receiveCount: number;
  /** Not delivered before this time (ms since epoch). */
  visibleAt: number;
  lastError?: string;
}

export interface LocalQueue {
  url: string;
  endpoint: string;
  server: Server;
  /** Messages moved to the dead-letter queue, oldest first. */
  deadLetters(): StoredMessage[];
  /** Messages not yet delivered or waiting for a retry. */
  pending(): StoredMessage[];
  stop(): Promise<void>;
}

const ACCOUNT = '000000000000';

function readMessages(folder: string): StoredMessage[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as StoredMessage);
}

/**
 * SQS's MD5 of the message attributes (MD5OfMessageAttributes): for each attribute in name order,
 * its name, data type, transport type (1: string) and value, each length-prefixed (4 bytes, big-endian).
 */
function md5OfAttributes(attributes: Record<string, MessageAttributeValue>): string {
  const lengthPrefixed = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return Buffer.concat([length, bytes]);
  };
  const parts = Object.keys(attributes)
    .sort()
    .flatMap((name) => {
      const attribute = attributes[name] as MessageAttributeValue;
      return [lengthPrefixed(name), lengthPrefixed(attribute.DataType), Buffer.from([1]), lengthPrefixed(attribute.StringValue ?? '')];
    });
  return createHash('md5').update(Buffer.concat(parts)).digest('hex');
}

/** The attributes in the shape Lambda's SQS event carries them. */
function eventAttributes(attributes: Record<string, MessageAttributeValue> = {}): SQSMessageAttributes {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, attribute]) => [
      name,
      { dataType: attribute.DataType, stringValue: attribute.StringValue, stringListValues: [], binaryListValues: [] },
    ]),
  );
}

function sqsError(code: string, message: string): string {
  return JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message });
}

export async function startLocalQueue(options: LocalQueueOptions): Promise<LocalQueue> {
  const log = options.log ?? (() => undefined);
  const waiting = join(options.dataDir, 'messages');
  const dead = join(options.dataDir, 'dead-letter');
  mkdirSync(waiting, { recursive: true });
  mkdirSync(dead, { recursive: true });
  const endpoint = `http://localhost:${options.port}`;
  const url = `${endpoint}/${ACCOUNT}/${options.name}`;
  const fileOf = (message: StoredMessage) => `${String(message.sentAt).padStart(15, '0')}-${message.messageId}.json`;
  const save = (message: StoredMessage) => writeFileSync(join(waiting, fileOf(message)), JSON.stringify(message, null, 2));

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function deliver(message: StoredMessage): Promise<void> {
    message.receiveCount += 1;
    const event: SQSEvent = {
      Records: [
        {
          messageId: message.messageId,
          receiptHandle: `${message.messageId}#${message.receiveCount}`,
          body: message.body,
          attributes: {
            ApproximateReceiveCount: String(message.receiveCount),
            SentTimestamp: String(message.sentAt),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: eventAttributes(message.attributes),
          md5OfBody: createHash('md5').update(message.body).digest('hex'),
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:us-east-1:${ACCOUNT}:${options.name}`,
          awsRegion: 'us-east-1',
        },
      ],
    };
    let failed: string | null = null;
    try {
      const response = await options.consumer(event);
      if (response?.batchItemFailures.some((failure) => failure.itemIdentifier === message.messageId)) failed = 'reported as failed';
    } catch (error) {
      failed = error instanceof Error ? error.message : String(error);
    }
    rmSync(join(waiting, fileOf(message)), { force: true });
    if (!failed) return;
    message.lastError = failed;
    if (message.receiveCount >= options.maxReceiveCount) {
      writeFileSync(join(dead, fileOf(message)), JSON.stringify(message, null, 2));
      log(
        `cola ${options.name}: el mensaje ${message.messageId} pasó a la cola de mensajes fallidos tras ${message.receiveCount} intentos`,
      );
      return;
    }
    message.visibleAt = Date.now() + options.retryDelayMs;
    save(message);
  }

  async function poll(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const next = readMessages(waiting).find((message) => message.visibleAt <= Date.now());
        if (!next || stopped) break;
        await deliver(next);
      }
    } finally {
      running = false;
    }
    const soonest = readMessages(waiting).reduce((min, message) => Math.min(min, message.visibleAt), Infinity);
    if (!stopped && Number.isFinite(soonest)) {
      clearTimeout(timer);
      timer = setTimeout(() => void poll(), Math.max(10, soonest - Date.now()));
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(body);
      const target = String(req.headers['x-amz-target'] ?? '');
      let input: { QueueUrl?: string; MessageBody?: string; MessageAttributes?: Record<string, MessageAttributeValue> };
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof input;
      } catch {
        return reply(400, sqsError('InvalidParameterValue', 'body is not JSON'));
      }
      if (target !== 'AmazonSQS.SendMessage') return reply(400, sqsError('UnsupportedOperation', `${target} is not supported locally`));
      if (input.QueueUrl !== url) return reply(400, sqsError('QueueDoesNotExist', `no queue at ${input.QueueUrl ?? '(none)'}`));
      if (typeof input.MessageBody !== 'string' || input.MessageBody.length === 0) {
        return reply(400, sqsError('MissingParameter', 'MessageBody is required'));
      }
      // SQS's limit for one message.
      if (Buffer.byteLength(input.MessageBody) > 256 * 1024) return reply(400, sqsError('InvalidParameterValue', 'message too long'));
      const attributes = input.MessageAttributes;
      if (attributes) {
        for (const [name, attribute] of Object.entries(attributes)) {
          if (attribute.DataType !== 'String' || typeof attribute.StringValue !== 'string' || attribute.StringValue === '') {
            return reply(
              400,
              sqsError('InvalidParameterValue', `message attribute ${name}: only non-empty String values are supported locally`),
            );
          }
        }
      }
      const message: StoredMessage = {
        messageId: randomUUID(),
        body: input.MessageBody,
        ...(attributes && Object.keys(attributes).length > 0 ? { attributes } : {}),
        sentAt: Date.now(),
        receiveCount: 0,
        visibleAt: 0,
      };
      save(message);
      reply(
        200,
        JSON.stringify({
          MessageId: message.messageId,
          MD5OfMessageBody: createHash('md5').update(message.body).digest('hex'),
          ...(message.attributes ? { MD5OfMessageAttributes: md5OfAttributes(message.attributes) } : {}),
        }),
      );
      setImmediate(() => void poll());
    });
  });
  await listen(server, options.port);
  // Messages left by a previous run are delivered now.
  void poll();

  return {
    url,
    endpoint,
    server,
    deadLetters: () => readMessages(dead),
    pending: () => readMessages(waiting),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Resolves once the queue kept in `dataDir` has nothing waiting or in delivery (its messages
 * folder is empty): every message sent before the call has been delivered or dead-lettered.
 */
export async function queueDrained(dataDir: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const waiting = join(dataDir, 'messages');
  for (;;) {
    let left: string[];
    try {
      left = readdirSync(waiting).filter((name) => name.endsWith('.json'));
    } catch {
      left = [];
    }
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`queue in ${dataDir} still holds ${left.length} message(s)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
