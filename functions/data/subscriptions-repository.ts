// Subscriptions (issue 39):
//   SUBSCRIPTION#<id> / SUBSCRIPTION   the aggregate, under `subscription`, with `version`
//                                      (GSI1: USER#<member>#SUBSCRIPTIONS / <createdAt>#<id>, the member's list)
// Every write is conditional: a new one on its id being free, a change on the version read, so two
// readers of the same notification or reconciliation can never both write (the second re-reads).
// The effects a change owes (its e-mails, domain/effects.ts) go on the outbox in the change's own
// transaction (data/outbox.ts, decision 095): a change that loses the version race owes nothing.
// So does the Factura of each charge it records as cleared (the invoice outbox, data/invoice-outbox.ts,
// decision 135): under an id fixed by the charge, written with the charge or not at all.
//   PLANNING_SUBSCRIBERS#<planning> / <createdAt>#<id>   a pointer to each subscription of a planning
//                                      (`subscriptionId`), put in the transaction that creates the
//                                      subscription and never changed: the admin's subscribers per
//                                      planning read the pointers, then the subscriptions by key.
// The record is checked when read (subscription-record.ts).
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OwedEffect } from '../domain/effects';
import type { OwedSubscriptionDocument } from '../domain/fiscal-documents';
import { invoiceOutboxItem } from './invoice-outbox';
import type { Subscription } from '../domain/subscription';
import type { TableContext } from './dynamo-client';
import { outboxPut } from './outbox';
import { batchGetAll } from './batch-get-all';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure } from './records';
import { subscriptionOfRecord } from './subscription-record';
import { GSI1 } from './table';

const subscriptionKey = (id: string) => ({ PK: `SUBSCRIPTION#${id}`, SK: 'SUBSCRIPTION' });
const memberPartition = (memberId: string) => `USER#${memberId}#SUBSCRIPTIONS`;
const planningPartition = (planningId: string) => `PLANNING_SUBSCRIBERS#${planningId}`;

export interface StoredSubscription {
  subscription: Subscription;
  version: number;
}

/** Someone else changed the subscription since it was read. */
export class SubscriptionChangedMeanwhile extends Error {
  constructor(id: string) {
    super(`subscription ${id} changed since it was read`);
    this.name = 'SubscriptionChangedMeanwhile';
  }
}

export function createSubscriptionsRepository(ctx: TableContext) {
  const toStored = (record: Record<string, unknown>): StoredSubscription => ({
    subscription: subscriptionOfRecord(record),
    version: Number(record['version']),
  });

  return {
    async get(id: string): Promise<StoredSubscription | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: subscriptionKey(id), ConsistentRead: true }));
      return result.Item ? toStored(result.Item) : null;
    },

    /** The member's subscriptions, the newest first. */
    async ofMember(memberId: string): Promise<StoredSubscription[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: 'GSI1PK = :member',
        ExpressionAttributeValues: { ':member': memberPartition(memberId) },
        ScanIndexForward: false,
      });
      return records.map(toStored);
    },

    /**
     * Every subscription of a planning, the newest first: its pointers (one Query), then the
     * subscriptions by key (BatchGetItem, 100 a call). Subscriptions made before the pointers
     * existed are not listed.
     */
    async ofPlanning(planningId: string): Promise<StoredSubscription[]> {
      const pointers = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :planning',
        ExpressionAttributeValues: { ':planning': planningPartition(planningId) },
        ScanIndexForward: false,
      });
      const ids = pointers.map((pointer) => String(pointer['subscriptionId']));
      const records = await batchGetAll(
        ctx,
        ids.map((id) => subscriptionKey(id)),
      );
      const byId = new Map(records.map((record) => [String(record['PK']), toStored(record)]));
      return ids.flatMap((id) => byId.get(`SUBSCRIPTION#${id}`) ?? []);
    },

    /**
     * One bounded page of a planning's subscriptions, the oldest first, after the pointer `after`
     * (its sort key; null: from the first): at most `limit` pointers (one Query), then their
     * subscriptions by key (one BatchGetItem). `last` is where the next page starts; null at the end.
     */
    async pageOfPlanning(
      planningId: string,
      after: string | null,
      limit: number,
    ): Promise<{ subscriptions: StoredSubscription[]; last: string | null }> {
      const result = await ctx.doc.send(
        new QueryCommand({
          TableName: ctx.tableName,
          KeyConditionExpression: 'PK = :planning',
          ExpressionAttributeValues: { ':planning': planningPartition(planningId) },
          Limit: limit,
          ...(after ? { ExclusiveStartKey: { PK: planningPartition(planningId), SK: after } } : {}),
        }),
      );
      const pointers = result.Items ?? [];
      const ids = pointers.map((pointer) => String(pointer['subscriptionId']));
      const records = ids.length === 0 ? [] : await batchGetAll(ctx, ids.map(subscriptionKey));
      const byId = new Map(records.map((record) => [String(record['PK']), toStored(record)]));
      const lastKey = result.LastEvaluatedKey;
      return {
        subscriptions: ids.flatMap((id) => byId.get(`SUBSCRIPTION#${id}`) ?? []),
        last: lastKey ? String(lastKey['SK']) : null,
      };
    },

    /**
     * Writes the subscription: new when `readVersion` is null, else only over the version read; the
     * effects it owes go on the outbox and the documents on the invoice outbox, in the same
     * transaction (due at `at`), or not at all.
     */
    async save(
      subscription: Subscription,
      readVersion: number | null,
      owed: readonly OwedEffect[] = [],
      at: string = new Date().toISOString(),
      documents: readonly OwedSubscriptionDocument[] = [],
    ): Promise<StoredSubscription> {
      const version = (readVersion ?? 0) + 1;
      const put = {
        TableName: ctx.tableName,
        Item: {
          ...subscriptionKey(subscription.id),
          GSI1PK: memberPartition(subscription.memberId),
          GSI1SK: `${subscription.createdAt}#${subscription.id}`,
          entity: 'Subscription',
          version,
          subscription,
        },
        ...(readVersion === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': readVersion } }),
      };
      // A new subscription comes with its planning's pointer, together or not at all.
      const pointer =
        readVersion === null
          ? [
              {
                Put: {
                  TableName: ctx.tableName,
                  Item: {
                    PK: planningPartition(subscription.planningId),
                    SK: `${subscription.createdAt}#${subscription.id}`,
                    entity: 'PlanningSubscriber',
                    subscriptionId: subscription.id,
                  },
                },
              },
            ]
          : [];
      try {
        if (pointer.length === 0 && owed.length === 0 && documents.length === 0) await ctx.doc.send(new PutCommand(put));
        else {
          const sale = { id: subscription.id, userId: subscription.memberId, item: { seller: subscription.seller } };
          await ctx.doc.send(
            new TransactWriteCommand({
              TransactItems: [
                { Put: put },
                ...pointer,
                ...owed.map((effect) => outboxPut(ctx.tableName, effect, at, effect.dueAt ?? at)),
                ...documents.map((document) => invoiceOutboxItem(ctx.tableName, sale, document.owed, at, document.sale)),
              ],
            }),
          );
        }
      } catch (error) {
        if (isConditionFailure(error) || isTransactionConditionFailure(error)) throw new SubscriptionChangedMeanwhile(subscription.id);
        throw error;
      }
      return { subscription, version };
    },
  };
}

/** @public The module's API, for the services that use it. */
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
