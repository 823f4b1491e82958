// Service cancellations (Botón de baja). One per order:
//   ORDER#<orderId> / CANCELLATION   the request (GSI1: CANCELLATIONS / <createdAt>#<trackingCode>)
// kept in the order's own partition beside its revocation request, so asking twice finds the
// first one (and its tracking code) with one conditional write; the admin's list is one Query.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ServiceCancellation } from '../domain/regret';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const CANCELLATIONS_PARTITION = 'CANCELLATIONS';
const cancellationKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'CANCELLATION' });

export function createServiceCancellationsRepository(ctx: TableContext) {
  const get = async (orderId: string): Promise<ServiceCancellation | null> => {
    const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: cancellationKey(orderId), ConsistentRead: true }));
    return result.Item ? withoutKeys<ServiceCancellation>(result.Item) : null;
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
      return records.map((record) => withoutKeys<ServiceCancellation>(record));
    },
  };
}

export type ServiceCancellationsRepository = ReturnType<typeof createServiceCancellationsRepository>;
