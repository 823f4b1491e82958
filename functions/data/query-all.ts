// Reads every page of a Query. Only for partitions the key design keeps small (a catalogue, a
// course's units, one user's orders); never a Scan.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';

export async function queryAll(
  ctx: TableContext,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ctx.doc.send(new QueryCommand({ ...input, TableName: ctx.tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
