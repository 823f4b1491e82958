// Service cancellations (Botón de baja). One per order:
//   ORDER#<orderId> / CANCELLATION   the request (GSI1: CANCELLATIONS / <createdAt>#<trackingCode>)
// kept in the order's own partition beside its revocation request, so asking twice finds the
// first one (and its tracking code) with one conditional write; the admin's list is one Query.
// A cancellation is checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { ServiceCancellation } from '../domain/regret';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord } from './records';
import { GSI1 } from './table';

const CANCELLATIONS_PARTITION = 'CANCELLATIONS';
const cancellationKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'CANCELLATION' });

// `orderCode` null (or absent) for orders placed before codes existed.
const cancellationRecordSchema = z.object({
  trackingCode: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  orderCode: z.optional(z.nullable(z.string())),
  email: z.string(),
  itemName: z.string(),
  createdAt: z.string(),
});

/** The cancellation a stored CANCELLATION record holds, or a MalformedRecordError. */
function cancellationOfRecord(record: Record<string, unknown>): ServiceCancellation {
  const cancellation = readRecord(cancellationRecordSchema, record, 'service cancellation', record);
  return { ...cancellation, orderCode: cancellation.orderCode ?? null };
}

export function createServiceCancellationsRepository(ctx: TableContext) {
  const get = async (orderId: string): Promise<ServiceCancellation | null> => {
    const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: cancellationKey(orderId), ConsistentRead: true }));
    return result.Item ? cancellationOfRecord(result.Item) : null;
  };

  return {
    get,

    /** Registers the cancellation unless the order has one; answers the one that stands. */
    async register(cancellation: ServiceCancellation): Promise<{ cancellation: ServiceCancellation; created: boolean }> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              ...cancellationKey(cancellation.orderId),
              GSI1PK: CANCELLATIONS_PARTITION,
              GSI1SK: `${cancellation.createdAt}#${cancellation.trackingCode}`,
              entity: 'ServiceCancellation',
              ...cancellation,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { cancellation, created: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = await get(cancellation.orderId);
        if (!existing) throw error;
        return { cancellation: existing, created: false };
      }
    },

    /** Every cancellation, newest first. */
    async list(): Promise<ServiceCancellation[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': CANCELLATIONS_PARTITION },
        ScanIndexForward: false,
      });
      return records.map(cancellationOfRecord);
    },
  };
}

export type ServiceCancellationsRepository = ReturnType<typeof createServiceCancellationsRepository>;
