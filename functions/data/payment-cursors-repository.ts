// Where the scheduled reconciliation stopped reading each seller's payments at Mercado Pago (its
// search by last update): one record per seller,
//   PAYMENT_CURSOR#<seller> / CURSOR    updatedUntil (ISO), savedAt
// and the same for the subscriptions' reconciliation (issue 39), its own record:
//   SUBSCRIPTION_CURSOR#<seller> / CURSOR
// read and written by key only. A cursor only moves forward: a write older than the stored one
// (two runs racing, a retried run finishing late) is refused by its condition and changes nothing.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Seller } from '../domain/seller';
import type { TableContext } from './dynamo-client';
import { isConditionFailure } from './records';

/** What a cursor follows: the payments search or the subscriptions search. */
export type CursorStream = 'PAYMENT' | 'SUBSCRIPTION';

const cursorKey = (seller: Seller, stream: CursorStream) => ({ PK: `${stream}_CURSOR#${seller}`, SK: 'CURSOR' });

export interface PaymentCursor {
  seller: Seller;
  /** Every payment change at Mercado Pago up to this moment has been applied to its order. */
  updatedUntil: string;
  savedAt: string;
}

export function createPaymentCursorsRepository(ctx: TableContext, stream: CursorStream = 'PAYMENT') {
  return {
    async get(seller: Seller): Promise<PaymentCursor | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: cursorKey(seller, stream), ConsistentRead: true }));
      if (!result.Item) return null;
      return { seller, updatedUntil: String(result.Item['updatedUntil']), savedAt: String(result.Item['savedAt']) };
    },

    /** Moves the cursor forward; false (nothing written) when the stored one is already further. */
    async advance(seller: Seller, updatedUntil: Date, savedAt: Date): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              ...cursorKey(seller, stream),
              entity: stream === 'PAYMENT' ? 'PaymentCursor' : 'SubscriptionCursor',
              updatedUntil: updatedUntil.toISOString(),
              savedAt: savedAt.toISOString(),
            },
            // ISO instants in UTC with milliseconds compare as strings in time order.
            ConditionExpression: 'attribute_not_exists(PK) OR updatedUntil < :until',
            ExpressionAttributeValues: { ':until': updatedUntil.toISOString() },
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

export type PaymentCursorsRepository = ReturnType<typeof createPaymentCursorsRepository>;
