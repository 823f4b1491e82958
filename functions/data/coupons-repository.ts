// Coupons: one record per code (COUPON#<CODE>), and one GSI1 partition (COUPONS) so the admin
// list is a single Query. `uses` is only ever incremented inside the transaction that approves
// an order (see orders-repository), so each order counts once.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const COUPONS_PARTITION = 'COUPONS';

const couponKey = (code: string) => ({ PK: `COUPON#${code}`, SK: 'COUPON' });

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

    /**
     * The admin's edit: every term except `uses` (only the approval transaction counts uses) and
     * `createdAt`. Conditional on the coupon existing and on the new maximum not being below the
     * uses counted meanwhile; null when either fails (the caller re-reads to tell which).
     */
    async updateTerms(
      terms: Pick<Coupon, 'code' | 'discountType' | 'value' | 'isEnabled' | 'validDateTimeFrom' | 'validDateTimeTo' | 'maxUses' | 'itemIds'>,
    ): Promise<Coupon | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: couponKey(terms.code),
            UpdateExpression:
              'SET discountType = :discountType, #value = :value, isEnabled = :isEnabled, validDateTimeFrom = :from, validDateTimeTo = :to, maxUses = :maxUses, itemIds = :itemIds',
            ConditionExpression: 'attribute_exists(PK) AND uses <= :maxUses',
            ExpressionAttributeNames: { '#value': 'value' },
            ExpressionAttributeValues: {
              ':discountType': terms.discountType,
              ':value': terms.value,
              ':isEnabled': terms.isEnabled,
              ':from': terms.validDateTimeFrom,
              ':to': terms.validDateTimeTo,
              ':maxUses': terms.maxUses,
              ':itemIds': terms.itemIds,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutKeys<Coupon>(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
