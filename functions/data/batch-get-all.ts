// Reads records by key with BatchGetItem: 100 keys a call (DynamoDB's limit), and the keys
// DynamoDB leaves unprocessed (throttling, the 16 MB answer limit) asked for again.
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';

const BATCH_GET_MAX = 100;

export async function batchGetAll(
  ctx: TableContext,
  keys: readonly Record<string, unknown>[],
  /** How many calls one group of keys may take; unlimited unless given. */
  options: { maxAttempts?: number } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + BATCH_GET_MAX);
    for (let attempt = 0; pending && pending.length > 0 && attempt < maxAttempts; attempt += 1) {
      const result: BatchGetCommandOutput = await ctx.doc.send(
        new BatchGetCommand({ RequestItems: { [ctx.tableName]: { Keys: pending } } }),
      );
      found.push(...(result.Responses?.[ctx.tableName] ?? []));
      pending = result.UnprocessedKeys?.[ctx.tableName]?.Keys;
    }
  }
  return found;
}
