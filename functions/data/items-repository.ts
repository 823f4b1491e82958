// Items (courses and plannings). One record per item; the catalogue is one GSI1 partition so the
// store front lists it with a single Query, sorted by type then id.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, ItemType, Offer, PlanningPhase, Competition } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const CATALOG_PARTITION = 'CATALOG';
const itemKey = (id: string) => ({ PK: `ITEM#${id}`, SK: 'ITEM' });

/** The stored record of an item, with its keys. */
export const itemStorageRecord = (item: Item): Record<string, unknown> => ({
  ...itemKey(item.id),
  GSI1PK: CATALOG_PARTITION,
  GSI1SK: `${item.type}#${item.id}`,
  entity: 'Item',
  ...item,
});

export interface ItemChanges {
  id: string;
  name: string;
  price: number;
  isEnabled: boolean;
  isFeatured: boolean;
  offer: Offer | null;
}

export interface PlanningSchedule {
  id: string;
  durationWeeks: number;
  phases: PlanningPhase[];
  competitions: Competition[];
}

export function createItemsRepository(ctx: TableContext) {
  return {
    async get(id: string): Promise<Item | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: itemKey(id) }));
      return result.Item ? withoutKeys<Item>(result.Item) : null;
    },

    async list(type?: ItemType | null): Promise<Item[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: type
          ? '#pk = :pk AND begins_with(#sk, :type)'
          : '#pk = :pk',
        ExpressionAttributeNames: type
          ? { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey }
          : { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: type
          ? { ':pk': CATALOG_PARTITION, ':type': `${type}#` }
          : { ':pk': CATALOG_PARTITION },
      });
      return records.map((record) => withoutKeys<Item>(record));
    },

    /** Applies the admin item update; null when the item does not exist. */
    async update(changes: ItemChanges): Promise<Item | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: itemKey(changes.id),
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression:
              'SET #name = :name, price = :price, isEnabled = :isEnabled, isFeatured = :isFeatured, offer = :offer',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: {
              ':name': changes.name,
              ':price': changes.price,
              ':isEnabled': changes.isEnabled,
              ':isFeatured': changes.isFeatured,
              ':offer': changes.offer,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutKeys<Item>(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Replaces a planning's phases and competitions; null when no such planning exists. */
    async updateSchedule(schedule: PlanningSchedule): Promise<Item | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: itemKey(schedule.id),
            ConditionExpression: 'attribute_exists(PK) AND #type = :planning',
            UpdateExpression:
              'SET durationWeeks = :durationWeeks, phases = :phases, competitions = :competitions',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':planning': 'PLANNING',
              ':durationWeeks': schedule.durationWeeks,
              ':phases': schedule.phases,
              ':competitions': schedule.competitions,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutKeys<Item>(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
