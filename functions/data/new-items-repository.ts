// New items: an item record written together with the record of its id (its slug), in one
// transaction. Kept apart from the items repository so that only the function creating items is
// granted the writes a creation needs (grants follow each function's import graph).
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Item } from '../domain/item';
import type { TableContext } from './dynamo-client';
import { itemPointerRecords } from './item-changes-repository';
import { itemStorageRecord } from './items-repository';
import { isTransactionConditionFailure } from './records';

/** One record per slug ever given: never deleted, so an item id is never given twice. */
const slugKey = (slug: string) => ({ PK: `SLUG#${slug}`, SK: 'SLUG' });

export function createNewItemsRepository(ctx: TableContext) {
  return {
    /**
     * Writes a new item under a slug never given before, in one transaction with the slug's own
     * record (both conditional on not existing). False when the slug is taken: try the next one.
     */
    async create(item: Item, at: Date): Promise<boolean> {
      const { featured, offer } = itemPointerRecords(item);
      const pointers = [featured, offer].flatMap((pointer) => (pointer ? [{ Put: { TableName: ctx.tableName, Item: pointer } }] : []));
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: ctx.tableName,
                  Item: { ...slugKey(item.id), entity: 'Slug', itemId: item.id, createdAt: at.toISOString() },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              {
                Put: {
                  TableName: ctx.tableName,
                  Item: { ...itemStorageRecord(item), createdAt: at.toISOString() },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              // A new item is neither featured nor on offer today; its pointers if it ever is.
              ...pointers,
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type NewItemsRepository = ReturnType<typeof createNewItemsRepository>;
