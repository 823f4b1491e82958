// The rate-limit counters read as a sliding window (decision 141), on a mocked DynamoDB document
// client that keeps the counter items in memory and applies each transaction's condition
// (`uses <= :max`) all or nothing, as DynamoDB does. The comment limit (8 per 10 minutes per
// member, decision 112) used fixed windows: 8 comments at a window's last second and 8 more at the
// next one's first passed, 16 e-mails to the coach in two seconds. Sliding, the previous window's
// uses count with the share of it the last 10 minutes still cover.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimitsRepository } from '../../functions/data/rate-limits-repository';

const documentClient = mockClient(DynamoDBDocumentClient);
afterAll(() => documentClient.restore());

/** PK|SK → uses. */
let uses: Map<string, number>;
const itemKey = (key: Record<string, unknown> | undefined) => `${String(key?.['PK'])}|${String(key?.['SK'])}`;

beforeEach(() => {
  uses = new Map();
  documentClient.reset();
  documentClient.on(GetCommand).callsFake((input: GetCommand['input']) => {
    const found = uses.get(itemKey(input.Key));
    return { Item: found === undefined ? undefined : { uses: found } };
  });
  documentClient.on(TransactWriteCommand).callsFake((input: TransactWriteCommand['input']) => {
    const items = (input.TransactItems ?? []).map((item) => {
      const key = itemKey(item.Update?.Key);
      return { key, full: (uses.get(key) ?? 0) > Number(item.Update?.ExpressionAttributeValues?.[':max']) };
    });
    if (items.some((item) => item.full)) {
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: items.map((item) => ({ Code: item.full ? 'ConditionalCheckFailed' : 'None' })),
      });
    }
    for (const item of items) uses.set(item.key, (uses.get(item.key) ?? 0) + 1);
    return {};
  });
});

const repository = () =>
  createRateLimitsRepository({ doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 'store' });
const counter = [{ scope: 'comment-author', key: 'member-1', limit: 8 }];
const WINDOW = 600;

/** How many of `tries` uses at `at` are allowed. */
async function allowed(take: 'take' | 'takeSliding', at: string, tries: number): Promise<number> {
  const limits = repository();
  let count = 0;
  for (let index = 0; index < tries; index += 1) {
    if ((await limits[take](counter, new Date(at), WINDOW)).allowed) count += 1;
  }
  return count;
}

describe('sliding window counters', () => {
  it('a fixed window lets twice the limit through across its edge (what the comment limit did)', async () => {
    expect(await allowed('take', '2026-12-02T10:09:59Z', 10)).toBe(8);
    expect(await allowed('take', '2026-12-02T10:10:01Z', 10)).toBe(8);
  });

  it('sliding: 8 at a window’s last second, then none at the next one’s first', async () => {
    expect(await allowed('takeSliding', '2026-12-02T10:09:59Z', 10)).toBe(8);
    expect(await allowed('takeSliding', '2026-12-02T10:10:01Z', 10)).toBe(0);
  });

  it('sliding: halfway into the next window half the previous uses still count', async () => {
    expect(await allowed('takeSliding', '2026-12-02T10:09:59Z', 8)).toBe(8);
    // 8 × 0.5 = 4 carried: 4 more.
    expect(await allowed('takeSliding', '2026-12-02T10:15:00Z', 10)).toBe(4);
    // A window later the 10:00 window no longer counts; the 10:10 window's 4 count whole at 10:20:00.
    expect(await allowed('takeSliding', '2026-12-02T10:20:00Z', 10)).toBe(4);
  });

  it('a refused use spends nothing: the count stays at the limit', async () => {
    expect(await allowed('takeSliding', '2026-12-02T10:01:00Z', 12)).toBe(8);
    expect([...uses.values()]).toEqual([8]);
  });
});
