// Owned items, in the owner's partition: OWNS#<itemId>. Entitlements are written by the payment
// flow in the same transaction that approves an order; reading one is a single GetItem. An entry
// read is checked against its shape: a malformed one is a MalformedRecordError naming its key.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { InventoryEntry } from '../domain/item';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { readRecord, userPartition } from './records';

// What an approval's grant (domain/order-access.ts) writes. `orderId` is null for an entry no order
// gave (absent there reads null too: the API's field has always been optional).
const inventoryRecordSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  itemType: z.enum(['COURSE', 'PLANNING']),
  name: z.string(),
  acquiredAt: z.string(),
  orderId: z.optional(z.nullable(z.string())),
});

/** The entry a stored OWNS# record holds, or a MalformedRecordError. */
function inventoryEntryOfRecord(record: Record<string, unknown>): InventoryEntry {
  const entry = readRecord(inventoryRecordSchema, record, 'inventory entry', record);
  return { ...entry, orderId: entry.orderId ?? null };
}

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
      return result.Item ? inventoryEntryOfRecord(result.Item) : null;
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
      return records.map(inventoryEntryOfRecord);
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
