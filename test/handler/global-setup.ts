// The handler layer's world: DynamoDB Local with the store's table and seed, and the Mercado Pago
// simulator (the checkout creates a preference there), in a fresh data folder. No Cognito, no
// AppSync endpoint, no web: a test invokes one function's handler with the event AppSync would
// send. Starts in seconds, where the local layer's whole stack takes a minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { DEFAULT_TABLE_NAME } from '../../functions/data/table';
import { seedDemoStore } from '../../functions/seed/seed';
import { ensureTable, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { startMercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { closeServer, stopChildProcess } from '../../infra/local/stopping';
import { handlerEnvironment } from '../support/handler-environment';
import { HANDLER_TEST_PORTS } from '../support/test-ports';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-handler-test-'));
  const dynamo = await startDynamoDbLocal({ port: HANDLER_TEST_PORTS.dynamodb, dataDir: join(dataDir, 'dynamodb') });
  let simulator: Awaited<ReturnType<typeof startMercadoPagoSimulator>> | null = null;
  const stop = async () => {
    if (simulator) await closeServer(simulator.server);
    await stopChildProcess(dynamo.process);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureTable(dynamo.client, DEFAULT_TABLE_NAME);
    await seedDemoStore({ doc: createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), tableName: DEFAULT_TABLE_NAME });
    simulator = await startMercadoPagoSimulator({
      port: HANDLER_TEST_PORTS.payments,
      dataDir: join(dataDir, 'mercado-pago'),
      sellerNames: { STORE: 'Impulso', DELFI: 'DELFI' },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide(
    'handlerEnvironment',
    handlerEnvironment({
      dynamodbUrl: dynamo.endpoint,
      tableName: DEFAULT_TABLE_NAME,
      mercadoPagoUrl: simulator.url,
      sellerCredentials: Object.fromEntries(
        simulator.accounts.map((account) => [account.seller, { accessToken: account.accessToken, webhookSecret: account.webhookSecret }]),
      ),
      unusedPort: HANDLER_TEST_PORTS.payments + 1,
    }),
  );
  return stop;
}
