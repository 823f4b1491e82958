// The admin's changes to an item that move its `FEATURED` and `OFFERS` pointer records with it, in
// one transaction (the pointers the landing reads, items-repository.ts), and the data upgrade that
// gives items from before the pointers theirs. Apart from the items repository so that only the
// functions changing items are granted the writes (grants follow each function's import graph).
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, ItemStatus, ItemType, Offer } from '../domain/item';
import type { TableContext } from './dynamo-client';
import { CATALOGUE_PARTITION, FEATURED_PARTITION, itemKey, OFFERS_PARTITION, toItem } from './items-repository';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure } from './records';
import { GSI1 } from './table';

const featuredPointerKey = (id: string) => ({ PK: `ITEM#${id}`, SK: 'FEATURED' });
const offerPointerKey = (id: string) => ({ PK: `ITEM#${id}`, SK: 'OFFER' });

/** What the pointers of an item are drawn from. */
type PointedItem = Pick<Item, 'id' | 'type' | 'isFeatured' | 'offer'>;

/**
 * The pointer records an item in this state has: `FEATURED` while it is featured, `OFFERS` while
 * it has an offer, sorted there by the offer's end (UTC) so a read starts past the ended ones. A
 * pointer only narrows a read: whether the item is on sale, featured or its offer current is
 * always decided on the item itself, so a pointer left behind shows nothing.
 */
export function itemPointerRecords(item: PointedItem): { featured: Record<string, unknown> | null; offer: Record<string, unknown> | null } {
  return {
    featured: item.isFeatured
      ? {
          ...featuredPointerKey(item.id),
          GSI1PK: FEATURED_PARTITION,
          GSI1SK: `${item.type}#${item.id}`,
          entity: 'FeaturedItem',
          itemId: item.id,
        }
      : null,
    offer: item.offer
      ? {
          ...offerPointerKey(item.id),
          GSI1PK: OFFERS_PARTITION,
          GSI1SK: `${new Date(item.offer.validDateTimeTo).toISOString()}#${item.id}`,
          entity: 'ItemOffer',
          itemId: item.id,
        }
      : null,
  };
}

/** The transaction actions that make an item's pointers match its new state (put or delete each). */
function pointerWrites(tableName: string, item: PointedItem) {
  const { featured, offer } = itemPointerRecords(item);
  return [
    featured ? { Put: { TableName: tableName, Item: featured } } : { Delete: { TableName: tableName, Key: featuredPointerKey(item.id) } },
    offer ? { Put: { TableName: tableName, Item: offer } } : { Delete: { TableName: tableName, Key: offerPointerKey(item.id) } },
  ];
}

export interface ItemChanges {
  id: string;
  /** The item's type as read (never changed here): the update is conditional on it. */
  type: ItemType;
  name: string;
  price: number;
  isEnabled: boolean;
  isFeatured: boolean;
  offer: Offer | null;
  // The page's texts: undefined keeps the stored value.
  summary?: string | undefined;
  description?: string | undefined;
  highlights?: string[] | undefined;
  level?: string | undefined;
  coachName?: string | undefined;
  coachBio?: string | undefined;
  durationWeeks?: number | null | undefined;
  courseHours?: number | null | undefined;
}

const DETAIL_FIELDS = ['summary', 'description', 'highlights', 'level', 'coachName', 'coachBio', 'durationWeeks', 'courseHours'] as const;

/** A status change, applied only if the item is still as it was read (status and visibility). */
export interface StatusTransition {
  id: string;
  from: { status: ItemStatus; isEnabled: boolean };
  /** `isFeatured: false` unfeatures the item too (an archive). */
  to: { status: ItemStatus; isEnabled: boolean; isFeatured?: false };
  at: Date;
}

export function createItemChangesRepository(ctx: TableContext) {
  /** An item as just written (a strongly consistent read, after a transaction that returns nothing). */
  async function getConsistent(id: string): Promise<Item | null> {
    const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: itemKey(id), ConsistentRead: true }));
    return result.Item ? toItem(result.Item) : null;
  }

  return {
    /**
     * Moves an item to another status; null when it changed since it was read (or is gone). An
     * archive also unfeatures the item: its `FEATURED` pointer goes in the same transaction.
     */
    async changeStatus(transition: StatusTransition): Promise<Item | null> {
      const unfeature = transition.to.isFeatured === false;
      const update = {
        TableName: ctx.tableName,
        Key: itemKey(transition.id),
        ConditionExpression:
          'attribute_exists(PK) AND isEnabled = :wasEnabled AND ' +
          (transition.from.status === 'PUBLISHED' ? '(attribute_not_exists(#status) OR #status = :was)' : '#status = :was'),
        UpdateExpression: `SET #status = :status, isEnabled = :isEnabled, statusChangedAt = :at${unfeature ? ', isFeatured = :isFeatured' : ''}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':was': transition.from.status,
          ':wasEnabled': transition.from.isEnabled,
          ':status': transition.to.status,
          ':isEnabled': transition.to.isEnabled,
          ':at': transition.at.toISOString(),
          ...(unfeature ? { ':isFeatured': false } : {}),
        },
      };
      try {
        if (!unfeature) {
          const result = await ctx.doc.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
          return result.Attributes ? toItem(result.Attributes) : null;
        }
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [{ Update: update }, { Delete: { TableName: ctx.tableName, Key: featuredPointerKey(transition.id) } }],
          }),
        );
        return await getConsistent(transition.id);
      } catch (error) {
        if (isConditionFailure(error) || isTransactionConditionFailure(error)) return null;
        throw error;
      }
    },

    /**
     * Applies the admin item update; null when the item does not exist, or, with `expectedStatus`,
     * when its status changed since it was read (the visibility rule was checked against it). The
     * item's `FEATURED` and `OFFERS` pointers follow its new state in the same transaction.
     */
    async update(changes: ItemChanges, expectedStatus?: ItemStatus): Promise<Item | null> {
      const details = DETAIL_FIELDS.filter((field) => changes[field] !== undefined);
      const statusCondition =
        expectedStatus === undefined
          ? ''
          : expectedStatus === 'PUBLISHED'
            ? ' AND (attribute_not_exists(#status) OR #status = :status)'
            : ' AND #status = :status';
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: ctx.tableName,
                  Key: itemKey(changes.id),
                  // The type is read back in the condition: the FEATURED pointer's sort key carries it.
                  ConditionExpression: `attribute_exists(PK) AND #type = :type${statusCondition}`,
                  UpdateExpression: [
                    'SET #name = :name, price = :price, isEnabled = :isEnabled, isFeatured = :isFeatured, offer = :offer',
                    ...details.map((field) => `#${field} = :${field}`),
                  ].join(', '),
                  ExpressionAttributeNames: {
                    '#name': 'name',
                    '#type': 'type',
                    ...Object.fromEntries(details.map((field) => [`#${field}`, field])),
                    ...(expectedStatus === undefined ? {} : { '#status': 'status' }),
                  },
                  ExpressionAttributeValues: {
                    ':name': changes.name,
                    ':price': changes.price,
                    ':isEnabled': changes.isEnabled,
                    ':isFeatured': changes.isFeatured,
                    ':offer': changes.offer,
                    ':type': changes.type,
                    ...Object.fromEntries(details.map((field) => [`:${field}`, changes[field]])),
                    ...(expectedStatus === undefined ? {} : { ':status': expectedStatus }),
                  },
                },
              },
              ...pointerWrites(ctx.tableName, changes),
            ],
          }),
        );
        return await getConsistent(changes.id);
      } catch (error) {
        if (isTransactionConditionFailure(error)) return null;
        throw error;
      }
    },

    /**
     * Data from before the pointers: gives every featured item and every item with an offer the
     * pointer it lacks (conditional put: a pointer already there is kept). Reads the catalogue
     * once; run by the data upgrade, never on a request path. The count of pointers created.
     */
    async addMissingPointers(): Promise<number> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: 'isFeatured = :featured OR attribute_type(offer, :map)',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': CATALOGUE_PARTITION, ':featured': true, ':map': 'M' },
      });
      let created = 0;
      for (const record of records) {
        const { featured, offer } = itemPointerRecords(toItem(record));
        for (const pointer of [featured, offer]) {
          if (!pointer) continue;
          try {
            await ctx.doc.send(
              new PutCommand({ TableName: ctx.tableName, Item: pointer, ConditionExpression: 'attribute_not_exists(PK)' }),
            );
            created += 1;
          } catch (error) {
            if (!isConditionFailure(error)) throw error;
          }
        }
      }
      return created;
    },
  };
}

export type ItemChangesRepository = ReturnType<typeof createItemChangesRepository>;
