// A planning's subscription offer (issue 39):
//   ITEM#<planningId> / SUBSCRIPTION_OFFER   how it is sold (once, monthly, both), the monthly
//                                            price, the free trial and the grace days
// In the item's partition, apart from the item record: a planning without the record is sold once,
// as before. Checked when read. What a card shows of it (sale and monthly price, `monthlyOffer`) is
// also kept on the item record, written in the offer's own transaction (decision 161), so every
// read of the catalogue carries it without reading the offers.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OwedEffect } from '../domain/effects';
import * as z from 'zod/mini';
import { itemMonthlyOffer, type SubscriptionOffer } from '../domain/subscription-offer';
import { batchGetAll } from './batch-get-all';
import type { TableContext } from './dynamo-client';
import { CATALOGUE_PARTITION, itemKey } from './items-repository';
import { outboxPut } from './outbox';
import { queryAll } from './query-all';
import { isConditionFailure } from './records';
import { GSI1 } from './table';

const offerKey = (planningId: string) => ({ PK: `ITEM#${planningId}`, SK: 'SUBSCRIPTION_OFFER' });

/** The item's copy of the offer (its card's), set over whatever it had: the offer just saved decides. */
const itemCopy = (tableName: string, offer: SubscriptionOffer) => ({
  TableName: tableName,
  Key: itemKey(offer.planningId),
  ConditionExpression: 'attribute_exists(PK)',
  UpdateExpression: 'SET monthlyOffer = :monthlyOffer',
  ExpressionAttributeValues: { ':monthlyOffer': itemMonthlyOffer(offer) },
});

const offerSchema = z.object({
  planningId: z.string(),
  sale: z.enum(['ONCE', 'MONTHLY', 'BOTH']),
  monthlyPrice: z.number().check(z.nonnegative()),
  trialDays: z.number().check(z.int(), z.nonnegative()),
  graceDays: z.number().check(z.int(), z.nonnegative()),
  updatedAt: z.string(),
  priceChangedAt: z.optional(z.string()),
});

export function createSubscriptionOffersRepository(ctx: TableContext) {
  const read = (planningId: string, record: Record<string, unknown>): SubscriptionOffer => {
    const parsed = offerSchema.safeParse(record);
    if (!parsed.success) throw new Error(`subscription offer of ${planningId} is not an offer: ${parsed.error.message}`);
    return parsed.data;
  };

  return {
    async get(planningId: string): Promise<SubscriptionOffer | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: offerKey(planningId) }));
      return result.Item ? read(planningId, result.Item) : null;
    },

    /**
     * Writes the offer and the item's copy of it (its card's, decision 161), with the effects it
     * owes (a price change's fan-out, decision 154), in one transaction. The planning must exist.
     */
    async save(offer: SubscriptionOffer, owed: readonly OwedEffect[] = []): Promise<SubscriptionOffer> {
      const put = { TableName: ctx.tableName, Item: { ...offerKey(offer.planningId), entity: 'SubscriptionOffer', ...offer } };
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: put },
            { Update: itemCopy(ctx.tableName, offer) },
            ...owed.map((effect) => outboxPut(ctx.tableName, effect, offer.updatedAt)),
          ],
        }),
      );
      return offer;
    },

    /**
     * Data from before decision 161: gives each planning whose item has no copy of its offer the
     * copy (conditional: one written since is kept). Reads the catalogue's plannings once and their
     * offers by key; run by the data upgrade, never on a request path. The count of items given one.
     */
    async copyOffersToItems(): Promise<number> {
      const plannings = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :type)',
        FilterExpression: 'attribute_not_exists(monthlyOffer)',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
        ExpressionAttributeValues: { ':pk': CATALOGUE_PARTITION, ':type': 'PLANNING#' },
        ProjectionExpression: 'id',
      });
      const records = await batchGetAll(
        ctx,
        plannings.map((planning) => offerKey(String(planning['id']))),
      );
      let copied = 0;
      for (const record of records) {
        const offer = read(String(record['planningId']), record);
        try {
          await ctx.doc.send(
            new UpdateCommand({
              ...itemCopy(ctx.tableName, offer),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(monthlyOffer)',
            }),
          );
          copied += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return copied;
    },
  };
}

/** @public The module's API, for the services that use it. */
export type SubscriptionOffersRepository = ReturnType<typeof createSubscriptionOffersRepository>;
