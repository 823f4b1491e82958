// Owned items, in the owner's partition: OWNS#<itemId>. Entitlements are written by the payment
// flow in the same transaction that approves an order; reading one is a single GetItem.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryEntry } from '../domain/item';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { userPartition, withoutKeys } from './records';

const inventoryKey = (userId: string, itemId: string) => ({
  PK: userPartition(userId),
  SK: `OWNS#${itemId}`,
});

/**
 * Transaction part: the entitlement an approved order grants. A course is owned through one
 * order only: the write fails when another order already granted it (that payment is refunded).
 * A planning bought again is a renewal and takes the entry over.
 */
export const inventoryGrantPut = (tableName: string, userId: string, entry: InventoryEntry) => ({
  Put: {
    TableName: tableName,
    Item: { ...inventoryKey(userId, entry.itemId), entity: 'InventoryEntry', ...entry },
    ...(entry.itemType === 'COURSE'
      ? {
          ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
          ExpressionAttributeValues: { ':orderId': entry.orderId ?? '' },
        }
      : {}),
  },
});

/** Transaction part: takes back the entitlement of a refunded or charged-back order. */
export const inventoryRevokeDelete = (tableName: string, userId: string, itemId: string) => ({
  Delete: { TableName: tableName, Key: inventoryKey(userId, itemId) },
});

export function createInventoryRepository(ctx: TableContext) {
  return {
    async get(userId: string, itemId: string): Promise<InventoryEntry | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: inventoryKey(userId, itemId) }));
      return result.Item ? withoutKeys<InventoryEntry>(result.Item) : null;
    },

    async owns(userId: string, itemId: string): Promise<boolean> {
      const result = await ctx.doc.send(
        new GetCommand({
          TableName: ctx.tableName,
          Key: inventoryKey(userId, itemId),
          ProjectionExpression: 'PK',
        }),
      );
      return result.Item !== undefined;
    },

    async list(userId: string): Promise<InventoryEntry[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :owns)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':owns': 'OWNS#' },
      });
      return records.map((record) => withoutKeys<InventoryEntry>(record));
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
