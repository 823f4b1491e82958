// Items (courses and plannings). One record per item; the catalogue is one GSI1 partition so the
// store front lists it with a single Query, sorted by type then id. A featured item and an item
// with an offer also have a small pointer record in their own partition, on GSI1 under `FEATURED`
// and `OFFERS`, written in the same transaction as the item (item-changes-repository.ts, apart so
// the visitors' catalogue function is granted no writes): the landing reads those few items
// without reading the catalogue.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Competition, Item, ItemPicture, ItemType, PlanningPhase } from '../domain/item';
import { statusOf } from '../domain/item-publication';
import type { TableContext } from './dynamo-client';
import { batchGetAll } from './batch-get-all';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

// The stored GSI1 partition keeps its first spelling: items already written carry it.
export const CATALOGUE_PARTITION = 'CATALOG';
/** GSI1 partitions of the pointer records (item-changes-repository.ts writes them). */
export const FEATURED_PARTITION = 'FEATURED';
export const OFFERS_PARTITION = 'OFFERS';
export const itemKey = (id: string) => ({ PK: `ITEM#${id}`, SK: 'ITEM' });
/** Catalogue order: type, then id (as GSI1 `CATALOG` sorts). */
const byCatalogueOrder = (a: Item, b: Item): number => {
  const left = `${a.type}#${a.id}`;
  const right = `${b.type}#${b.id}`;
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * An item as the API returns it. Records written before these attributes existed (the seed's)
 * read as published, without a picture, at syllabus version 0; storage-only attributes stay here.
 */
export function toItem(record: Record<string, unknown>): Item {
  const {
    illustrationSource: _illustration,
    createdAt: _created,
    statusChangedAt: _statusChanged,
    programIdCounter: _counter,
    ...item
  } = withoutKeys<Item & Record<string, unknown>>(record);
  return {
    ...item,
    status: statusOf(item),
    picture: item.picture ?? null,
    programVersion: item.programVersion ?? 0,
    courseHours: item.courseHours ?? null,
    // Kept on the item by the subscription offer's save (decision 161); absent: sold once only.
    monthlyOffer: item.monthlyOffer ?? null,
  };
}

/** An item to store; the seed's come without the admin's attributes (published, no picture). */
export type ItemToStore = Omit<Item, 'status' | 'picture' | 'programVersion' | 'courseHours' | 'finalEvaluation' | 'monthlyOffer'> &
  Partial<Pick<Item, 'status' | 'picture' | 'programVersion' | 'courseHours' | 'finalEvaluation' | 'monthlyOffer'>>;

/** The stored record of an item, with its keys. */
export const itemStorageRecord = (item: ItemToStore): Record<string, unknown> => ({
  ...itemKey(item.id),
  GSI1PK: CATALOGUE_PARTITION,
  GSI1SK: `${item.type}#${item.id}`,
  entity: 'Item',
  status: 'PUBLISHED',
  picture: null,
  programVersion: 0,
  ...item,
});

/** Where a catalogue page continues: the keys of the last item the previous page returned. */
export type CataloguePageCursor = {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
};

const cursorOf = (record: Record<string, unknown>): CataloguePageCursor => ({
  PK: String(record['PK']),
  SK: String(record['SK']),
  GSI1PK: String(record['GSI1PK']),
  GSI1SK: String(record['GSI1SK']),
});

/** The opaque next token of a catalogue page: its cursor, base64url-encoded JSON. */
const encodeCursor = (cursor: CataloguePageCursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/**
 * The cursor a next token names, or null when it is not one this catalogue gave (another type's,
 * altered, or not a token at all): the keys must be an item's, in the catalogue's index partition.
 */
export function readCataloguePageToken(token: string, type?: ItemType | null): CataloguePageCursor | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null) return null;
  const { PK, SK, GSI1PK, GSI1SK, ...rest } = decoded as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof PK !== 'string' || typeof GSI1SK !== 'string') return null;
  const [itemType, id, ...more] = GSI1SK.split('#');
  if (SK !== 'ITEM' || GSI1PK !== CATALOGUE_PARTITION || more.length > 0 || !id || PK !== `ITEM#${id}`) return null;
  if (itemType !== 'COURSE' && itemType !== 'PLANNING') return null;
  if (type && itemType !== type) return null;
  return { PK, SK, GSI1PK, GSI1SK };
}

export interface PlanningSchedule {
  id: string;
  durationWeeks: number;
  phases: PlanningPhase[];
  competitions: Competition[];
}

export function createItemsRepository(ctx: TableContext) {
  /** Items by id (BatchGetItem, see batchGetAll). */
  async function getMany(ids: readonly string[]): Promise<Item[]> {
    const records = await batchGetAll(ctx, [...new Set(ids)].map(itemKey));
    return records.map(toItem).sort(byCatalogueOrder);
  }

  /** The items a GSI1 pointer partition points at (the Query's other conditions as given). */
  async function pointedItems(input: { partition: string; sortKeyAfter?: string }): Promise<Item[]> {
    const pointers = await queryAll(ctx, {
      IndexName: GSI1.indexName,
      KeyConditionExpression: input.sortKeyAfter === undefined ? '#pk = :pk' : '#pk = :pk AND #sk > :after',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey, ...(input.sortKeyAfter === undefined ? {} : { '#sk': GSI1.sortKey }) },
      ExpressionAttributeValues: { ':pk': input.partition, ...(input.sortKeyAfter === undefined ? {} : { ':after': input.sortKeyAfter }) },
      ProjectionExpression: 'itemId',
    });
    return getMany(pointers.map((pointer) => String(pointer['itemId'])));
  }

  return {
    async get(id: string): Promise<Item | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: itemKey(id) }));
      return result.Item ? toItem(result.Item) : null;
    },

    /**
     * Shows an uploaded picture (or, with null, the illustration again). The first picture keeps
     * the illustration the item had, so removing the picture brings that one back.
     */
    async setPicture(id: string, picture: ItemPicture | null, imageSource: string | null): Promise<Item | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: itemKey(id),
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression: picture
              ? 'SET illustrationSource = if_not_exists(illustrationSource, imageSource), picture = :picture, imageSource = :image'
              : 'SET picture = :picture, imageSource = if_not_exists(illustrationSource, imageSource)',
            ExpressionAttributeValues: picture ? { ':picture': picture, ':image': imageSource } : { ':picture': null },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? toItem(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** The highest unit or topic id number given in the course's syllabus (0 before any edit). */
    async programIdCounter(id: string): Promise<number> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: itemKey(id), ProjectionExpression: 'programIdCounter' }),
      );
      const counter = result.Item?.['programIdCounter'];
      return typeof counter === 'number' ? counter : 0;
    },

    /**
     * One page of the items visitors see (published and enabled, as isOnSale says), in the
     * catalogue's order (type, then id): a Query on GSI1 with that rule as its filter, read on
     * until the page is full or the catalogue ends. The next token points after the last item
     * returned, so pages never skip nor repeat one. Reads `limit` records plus the hidden ones
     * met on the way.
     */
    async listOnSalePage(options: {
      type?: ItemType | null;
      limit: number;
      after: CataloguePageCursor | null;
    }): Promise<{ items: Item[]; nextToken: string | null }> {
      const { type, limit } = options;
      const records: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined = options.after ? { ...options.after } : undefined;
      let more = true;
      while (records.length < limit && more) {
        const page = await ctx.doc.send(
          new QueryCommand({
            TableName: ctx.tableName,
            IndexName: GSI1.indexName,
            KeyConditionExpression: type ? '#pk = :pk AND begins_with(#sk, :type)' : '#pk = :pk',
            FilterExpression: 'isEnabled = :enabled AND (attribute_not_exists(#status) OR #status = :published)',
            ExpressionAttributeNames: {
              '#pk': GSI1.partitionKey,
              '#status': 'status',
              ...(type ? { '#sk': GSI1.sortKey } : {}),
            },
            ExpressionAttributeValues: {
              ':pk': CATALOGUE_PARTITION,
              ':enabled': true,
              ':published': 'PUBLISHED',
              ...(type ? { ':type': `${type}#` } : {}),
            },
            Limit: limit - records.length,
            ExclusiveStartKey: startKey,
          }),
        );
        records.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
        more = startKey !== undefined;
      }
      const last = records.at(-1);
      return { items: records.map(toItem), nextToken: more && last ? encodeCursor(cursorOf(last)) : null };
    },

    /**
     * The items the `FEATURED` pointers name, in catalogue order (the service keeps those featured
     * and on sale). Reads the featured items, whatever the catalogue's size.
     */
    listFeatured(): Promise<Item[]> {
      return pointedItems({ partition: FEATURED_PARTITION });
    },

    /**
     * The items with an offer that has not ended at `now`, in catalogue order: GSI1 `OFFERS` from
     * `now` on, so offers already ended are never read (the service keeps those on sale whose
     * offer applies now).
     */
    listWithOfferNotEndedAt(now: Date): Promise<Item[]> {
      return pointedItems({ partition: OFFERS_PARTITION, sortKeyAfter: now.toISOString() });
    },

    async list(type?: ItemType | null): Promise<Item[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: type ? '#pk = :pk AND begins_with(#sk, :type)' : '#pk = :pk',
        ExpressionAttributeNames: type ? { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey } : { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: type ? { ':pk': CATALOGUE_PARTITION, ':type': `${type}#` } : { ':pk': CATALOGUE_PARTITION },
      });
      return records.map(toItem);
    },

    /** Replaces a planning's phases and competitions; null when no such planning exists. */
    async updateSchedule(schedule: PlanningSchedule): Promise<Item | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: itemKey(schedule.id),
            ConditionExpression: 'attribute_exists(PK) AND #type = :planning',
            UpdateExpression: 'SET durationWeeks = :durationWeeks, phases = :phases, competitions = :competitions',
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
        return result.Attributes ? toItem(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
