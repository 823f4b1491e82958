// Purchase revocations (Botón de arrepentimiento). One request per order:
//   ORDER#<orderId> / REGRET         the request (GSI1: REGRETS / <createdAt>#<trackingCode>)
// kept in the order's own partition, so asking twice finds the first request (and its tracking
// code) with one conditional write, and the admin's list is one Query on GSI1. A request is
// checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { RegretRequest } from '../domain/regret';
import type { TableContext } from './dynamo-client';
import { batchGetAll } from './batch-get-all';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord } from './records';
import { GSI1 } from './table';

/** A request as stored: what it returns is read from its order when asked (services/regret-service.ts). */
export type StoredRegret = Omit<RegretRequest, 'refundAmount' | '__typename'>;

// `orderCode` is absent on requests made before orders had codes (read null, as on the order).
const regretRecordSchema = z.object({
  trackingCode: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  orderCode: z.optional(z.nullable(z.string())),
  email: z.string(),
  itemName: z.string(),
  amount: z.number().check(z.refine(Number.isFinite, 'not a number')),
  status: z.enum(['PENDING', 'REFUNDED']),
  createdAt: z.string(),
  refundedAt: z.optional(z.nullable(z.string())),
});

/** The request a stored REGRET record holds, or a MalformedRecordError. */
function regretOfRecord(record: Record<string, unknown>): StoredRegret {
  const regret = readRecord(regretRecordSchema, record, 'regret request', record);
  return { ...regret, orderCode: regret.orderCode ?? null, refundedAt: regret.refundedAt ?? null };
}

const REGRETS_PARTITION = 'REGRETS';
const regretKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'REGRET' });

export function createRegretsRepository(ctx: TableContext) {
  const get = async (orderId: string): Promise<StoredRegret | null> => {
    const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: regretKey(orderId), ConsistentRead: true }));
    return result.Item ? regretOfRecord(result.Item) : null;
  };

  return {
    get,

    /** The requests of these orders (those that have one), by key: one BatchGetItem per 100 orders. */
    async getMany(orderIds: readonly string[]): Promise<StoredRegret[]> {
      if (orderIds.length === 0) return [];
      return (await batchGetAll(ctx, orderIds.map(regretKey))).map(regretOfRecord);
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
      return records.map(regretOfRecord);
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
