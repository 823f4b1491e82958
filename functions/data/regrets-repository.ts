// Purchase revocations (Botón de arrepentimiento). One request per order:
//   ORDER#<orderId> / REGRET         the request (GSI1: REGRETS / <createdAt>#<trackingCode>)
// kept in the order's own partition, so asking twice finds the first request (and its tracking
// code) with one conditional write, and the admin's list is one Query on GSI1.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RegretRequest } from '../domain/regret';

/** A request as stored: what it returns is read from its order when asked (services/regret-service.ts). */
export type StoredRegret = Omit<RegretRequest, 'refundAmount' | '__typename'>;
import type { TableContext } from './dynamo-client';
import { batchGetAll } from './batch-get-all';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const REGRETS_PARTITION = 'REGRETS';
const regretKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'REGRET' });

export function createRegretsRepository(ctx: TableContext) {
  const get = async (orderId: string): Promise<StoredRegret | null> => {
    const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: regretKey(orderId), ConsistentRead: true }));
    return result.Item ? withoutKeys<StoredRegret>(result.Item) : null;
  };

  return {
    get,

    /** The requests of these orders (those that have one), by key: one BatchGetItem per 100 orders. */
    async getMany(orderIds: readonly string[]): Promise<StoredRegret[]> {
      if (orderIds.length === 0) return [];
      return (await batchGetAll(ctx, orderIds.map(regretKey))).map((record) => withoutKeys<StoredRegret>(record));
    },

    /** Registers the request unless the order has one; answers the request that stands. */
    async register(request: StoredRegret): Promise<{ request: StoredRegret; created: boolean }> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              ...regretKey(request.orderId),
              GSI1PK: REGRETS_PARTITION,
              GSI1SK: `${request.createdAt}#${request.trackingCode}`,
              entity: 'RegretRequest',
              ...request,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { request, created: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = await get(request.orderId);
        if (!existing) throw error;
        return { request: existing, created: false };
      }
    },

    /** Every request, newest first. */
    async list(): Promise<StoredRegret[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': REGRETS_PARTITION },
        ScanIndexForward: false,
      });
      return records.map((record) => withoutKeys<StoredRegret>(record));
    },

    /** Marks the request refunded; a second call keeps the first date. */
    async markRefunded(orderId: string, at: string): Promise<void> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: regretKey(orderId),
            UpdateExpression: 'SET #status = :refunded, refundedAt = :at',
            ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':refunded': 'REFUNDED', ':pending': 'PENDING', ':at': at },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type RegretsRepository = ReturnType<typeof createRegretsRepository>;
