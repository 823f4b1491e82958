// The entries of a due list (a partition of GSI1 whose sort key starts with the time an entry is
// due), those due at `now`, soonest first, at most `limit`: a key condition, nothing else is read.
// The invoice outbox and the effects outbox keep their due entries this way.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { GSI1 } from './table';

export async function dueEntries(ctx: TableContext, partition: string, now: string, limit: number): Promise<Record<string, unknown>[]> {
  const page = await ctx.doc.send(
    new QueryCommand({
      TableName: ctx.tableName,
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#pk = :pk AND #sk <= :bound',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
      ExpressionAttributeValues: { ':pk': partition, ':bound': `${now}#~` },
      Limit: limit,
    }),
  );
  return page.Items ?? [];
}
