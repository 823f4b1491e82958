// Coupons: one record per code (COUPON#<CODE>), and one GSI1 partition (COUPONS) so the admin
// list is a single Query. `uses` is only ever incremented inside the transaction that approves
// an order (see orders-repository), so each order counts once.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const COUPONS_PARTITION = 'COUPONS';

export const couponKey = (code: string) => ({ PK: `COUPON#${code}`, SK: 'COUPON' });

export const couponStorageRecord = (coupon: Coupon): Record<string, unknown> => ({
  ...couponKey(coupon.code),
  GSI1PK: COUPONS_PARTITION,
  GSI1SK: coupon.code,
  entity: 'Coupon',
  ...coupon,
});

/**
 * The transaction part that counts one use of a coupon. With `enforceLimit` it only succeeds
 * while uses < maxUses; without, it records a use past the limit (a payment already taken is
 * never refused because another buyer used the last one first).
 */
export function couponUseUpdate(tableName: string, code: string, enforceLimit: boolean) {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET uses = uses + :one',
      ConditionExpression: enforceLimit ? 'attribute_exists(PK) AND uses < maxUses' : 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

export function createCouponsRepository(ctx: TableContext) {
  return {
    async get(code: string): Promise<Coupon | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: couponKey(code) }));
      return result.Item ? withoutKeys<Coupon>(result.Item) : null;
    },

    async list(): Promise<Coupon[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': COUPONS_PARTITION },
      });
      return records.map((record) => withoutKeys<Coupon>(record));
    },

    /** Creates a coupon unless its code exists; false when it did. */
    async createIfMissing(coupon: Coupon): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: couponStorageRecord(coupon),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
