// Coupons: one record per code (COUPON#<CODE>), and one GSI1 partition (COUPONS) so the admin
// list is a single Query. `claimed` and `uses` only change inside the transactions that create,
// approve or end an order (see orders-repository), so each order counts once. A once-per-buyer
// coupon also keeps, in its own partition, one record per buyer who holds or used it
// (COUPON#<CODE> / BUYER#<sub> → the order), written and removed in those same transactions.
// Read records are checked against the coupon's shape (a malformed one is a MalformedRecordError
// naming its key, never a half-read coupon).
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { DISCOUNT_TYPES, type Coupon, type CouponTermsUpdate } from '../domain/coupons';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord } from './records';
import { GSI1 } from './table';

const COUPONS_PARTITION = 'COUPONS';

const couponKey = (code: string) => ({ PK: `COUPON#${code}`, SK: 'COUPON' });
const buyerUseKey = (code: string, userId: string) => ({ PK: `COUPON#${code}`, SK: `BUYER#${userId}` });

const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an instant'));
const count = z.number().check(z.int(), z.nonnegative());

const couponRecordSchema = z.object({
  code: z.string().check(z.minLength(1)),
  discountType: z.enum(DISCOUNT_TYPES),
  value: z.number().check(z.refine(Number.isFinite, 'not a number')),
  isEnabled: z.boolean(),
  validDateTimeFrom: instant,
  validDateTimeTo: instant,
  maxUses: count,
  uses: count,
  itemIds: z.array(z.string()),
  // Records from before the term read false.
  oncePerBuyer: z.optional(z.boolean()),
  // Records from before the claim counter count their uses as claimed (see couponClaim).
  claimed: z.optional(z.nullable(z.number().check(z.int()))),
  createdAt: instant,
});

/** A stored coupon with its storage-only `claimed` counter, or a MalformedRecordError. */
export function couponOfRecord(record: Record<string, unknown>): Coupon & { claimed: number | null } {
  const { oncePerBuyer, claimed, ...coupon } = readRecord(couponRecordSchema, record, 'coupon', record);
  return { ...coupon, oncePerBuyer: oncePerBuyer === true, claimed: claimed ?? null };
}

/** The coupon alone, as the admin reads it (the claim counter is storage only). */
function withoutClaim({ claimed: _claimed, ...coupon }: Coupon & { claimed: number | null }): Coupon {
  return coupon;
}

export const couponStorageRecord = (coupon: Coupon): Record<string, unknown> => ({
  ...couponKey(coupon.code),
  GSI1PK: COUPONS_PARTITION,
  GSI1SK: coupon.code,
  entity: 'Coupon',
  ...coupon,
});

// A coupon's uses go through two counters: `claimed` (uses held by open checkouts plus uses
// confirmed by approvals) and `uses` (confirmed). A use is claimed when an order is created, only
// while claimed < maxUses, so approvals can never exceed the limit; it is released when the order
// is cancelled, rejected or expires, and confirmed on approval. Records written before `claimed`
// existed count their `uses` as claimed.
const CLAIM_AVAILABLE = '((attribute_not_exists(claimed) AND uses < maxUses) OR claimed < maxUses)';

type CouponUpdate = {
  Update: {
    TableName: string;
    Key: Record<string, string>;
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeValues: Record<string, number>;
  };
};

/** Transaction part: hold one use for a new order (fails when none is left). */
export function couponClaim(tableName: string, code: string): CouponUpdate {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET claimed = if_not_exists(claimed, uses) + :one',
      ConditionExpression: `attribute_exists(PK) AND ${CLAIM_AVAILABLE}`,
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Transaction part: give back a held use (order cancelled, rejected or expired). */
export function couponRelease(tableName: string, code: string): CouponUpdate {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET claimed = if_not_exists(claimed, uses) - :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/**
 * Transaction part: a refunded purchase gives its use back (docs/decisions/, 2026-11-27): one use
 * fewer, and one claim fewer, so the coupon's limit counts only purchases that kept their money.
 */
export function couponReturn(tableName: string, code: string): CouponUpdate {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET uses = uses - :one, claimed = if_not_exists(claimed, uses) - :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Transaction part: an approval confirms its held use. */
export function couponConfirm(tableName: string, code: string): CouponUpdate {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET uses = uses + :one',
      ConditionExpression: 'attribute_exists(PK) AND uses < maxUses',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The order (id and short code) holding a buyer's use of a once-per-buyer coupon. */
export interface BuyerUse {
  orderId: string;
  orderCode: string | null;
}

type BuyerUsePart =
  | {
      Put: {
        TableName: string;
        Item: Record<string, unknown>;
        ConditionExpression: string;
        ExpressionAttributeValues: Record<string, string>;
      };
    }
  | {
      Delete: {
        TableName: string;
        Key: Record<string, string>;
        ConditionExpression: string;
        ExpressionAttributeValues: Record<string, string>;
      };
    };

/**
 * Transaction part: the buyer's one use of a once-per-buyer coupon goes to this order (fails when
 * another of her orders holds or used it). Taken again by the same order (a retried write), it passes.
 */
export function couponBuyerUseTake(tableName: string, code: string, userId: string, use: BuyerUse, at: string): BuyerUsePart {
  return {
    Put: {
      TableName: tableName,
      Item: { ...buyerUseKey(code, userId), entity: 'CouponBuyerUse', orderId: use.orderId, orderCode: use.orderCode, takenAt: at },
      ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
      ExpressionAttributeValues: { ':orderId': use.orderId },
    },
  };
}

/**
 * Transaction part: the order gives the buyer's use back (it ended unpaid, or its money was
 * returned), so she may use the coupon in another purchase. Never removes another order's use.
 */
export function couponBuyerUseGiveBack(tableName: string, code: string, userId: string, orderId: string): BuyerUsePart {
  return {
    Delete: {
      TableName: tableName,
      Key: buyerUseKey(code, userId),
      ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
      ExpressionAttributeValues: { ':orderId': orderId },
    },
  };
}

/** Transaction part: an approval whose hold was released meanwhile claims and confirms a use at once. */
export function couponClaimAndConfirm(tableName: string, code: string): CouponUpdate {
  return {
    Update: {
      TableName: tableName,
      Key: couponKey(code),
      UpdateExpression: 'SET claimed = if_not_exists(claimed, uses) + :one, uses = uses + :one',
      ConditionExpression: `attribute_exists(PK) AND ${CLAIM_AVAILABLE}`,
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

export function createCouponsRepository(ctx: TableContext) {
  return {
    /** The coupon with its storage-only `claimed` counter (see couponClaim). */
    async get(code: string): Promise<(Coupon & { claimed: number | null }) | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: couponKey(code) }));
      return result.Item ? couponOfRecord(result.Item) : null;
    },

    /** The order holding this buyer's use of a once-per-buyer coupon, or null (consistent read). */
    async buyerUse(code: string, userId: string): Promise<BuyerUse | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: buyerUseKey(code, userId), ConsistentRead: true }));
      const orderId = result.Item?.['orderId'];
      if (typeof orderId !== 'string') return null;
      const orderCode = result.Item?.['orderCode'];
      return { orderId, orderCode: typeof orderCode === 'string' ? orderCode : null };
    },

    async list(): Promise<Coupon[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': COUPONS_PARTITION },
      });
      return records.map((record) => withoutClaim(couponOfRecord(record)));
    },

    /**
     * The data upgrade: a coupon written before `oncePerBuyer` existed becomes once per buyer
     * (the welcome coupon), unless the field was set since; true when it changed.
     */
    async makeOncePerBuyerIfUnset(code: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: couponKey(code),
            UpdateExpression: 'SET oncePerBuyer = :true',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(oncePerBuyer)',
            ExpressionAttributeValues: { ':true': true },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
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
    async updateTerms(terms: CouponTermsUpdate): Promise<Coupon | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: couponKey(terms.code),
            UpdateExpression:
              'SET discountType = :discountType, #value = :value, isEnabled = :isEnabled, validDateTimeFrom = :from, validDateTimeTo = :to, maxUses = :maxUses, itemIds = :itemIds, oncePerBuyer = :oncePerBuyer',
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
              ':oncePerBuyer': terms.oncePerBuyer,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutClaim(couponOfRecord(result.Attributes)) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
