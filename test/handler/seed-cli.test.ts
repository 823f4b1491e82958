// `npm run seed` against a fresh table on the handler layer's DynamoDB Local: without --demo it
// writes no catalogue and no coupon; with --demo the demo store, its coupons included.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { DEFAULT_TABLE_NAME } from '../../functions/data/table';
import { ensureTable } from '../../infra/local/dynamodb-local';

const run = promisify(execFile);
const environment = inject('handlerEnvironment');
const endpoint = environment.DYNAMODB_ENDPOINT ?? '';

async function freshTable(name: string): Promise<void> {
  await ensureTable(
    new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    name,
  );
}

async function entities(tableName: string): Promise<string[]> {
  const doc = createDocumentClient({ region: 'us-east-1', endpoint });
  const found = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await doc.send(new ScanCommand({ TableName: tableName, ProjectionExpression: 'entity', ExclusiveStartKey: startKey }));
    for (const item of answer.Items ?? []) found.add(String(item['entity']));
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return [...found].sort();
}

function seed(tableName: string, ...args: string[]) {
  return run('npx', ['tsx', 'infra/operator/seed-cli.ts', ...args], {
    env: {
      ...process.env,
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    },
  });
}

describe('npm run seed', () => {
  it('writes no demo catalogue or coupon without --demo, and reports each seller', async () => {
    const tableName = `${DEFAULT_TABLE_NAME}-real-seed`;
    await freshTable(tableName);
    const { stdout } = await seed(tableName);
    expect(await entities(tableName)).toEqual([]);
    expect(stdout).toMatch(/Seller STORE: no fiscal settings yet/);
    expect(stdout).toMatch(/Seller DELFI: no fiscal settings yet/);
    expect(stdout).toMatch(/No demo catalogue or coupons written/);
  });

  it('writes the demo store, its coupons included, with --demo', async () => {
    const tableName = `${DEFAULT_TABLE_NAME}-demo-seed`;
    await freshTable(tableName);
    const { stdout } = await seed(tableName, '--demo');
    expect(stdout).toMatch(/Demo store: \d+ records created, 0 already present/);
    expect(await entities(tableName)).toEqual(expect.arrayContaining(['Coupon', 'Item']));
  });
});
