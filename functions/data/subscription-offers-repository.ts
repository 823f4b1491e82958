// A planning's subscription offer (issue 39):
//   ITEM#<planningId> / SUBSCRIPTION_OFFER   how it is sold (once, monthly, both), the monthly
//                                            price, the free trial and the grace days
// In the item's partition, apart from the item record: the catalogue's reads and writes of the item
// stay as they are, and a planning without the record is sold once, as before. Checked when read.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { SubscriptionOffer } from '../domain/subscription-offer';
import type { TableContext } from './dynamo-client';

const offerKey = (planningId: string) => ({ PK: `ITEM#${planningId}`, SK: 'SUBSCRIPTION_OFFER' });

const offerSchema = z.object({
  planningId: z.string(),
  sale: z.enum(['ONCE', 'MONTHLY', 'BOTH']),
  monthlyPrice: z.number().check(z.nonnegative()),
  trialDays: z.number().check(z.int(), z.nonnegative()),
  graceDays: z.number().check(z.int(), z.nonnegative()),
  updatedAt: z.string(),
});

export function createSubscriptionOffersRepository(ctx: TableContext) {
  return {
    async get(planningId: string): Promise<SubscriptionOffer | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: offerKey(planningId) }));
      if (!result.Item) return null;
      const parsed = offerSchema.safeParse(result.Item);
      if (!parsed.success) throw new Error(`subscription offer of ${planningId} is not an offer: ${parsed.error.message}`);
      return parsed.data;
    },

    async save(offer: SubscriptionOffer): Promise<SubscriptionOffer> {
      await ctx.doc.send(
        new PutCommand({ TableName: ctx.tableName, Item: { ...offerKey(offer.planningId), entity: 'SubscriptionOffer', ...offer } }),
      );
      return offer;
    },
  };
}

/** @public The module's API, for the services that use it. */
export type SubscriptionOffersRepository = ReturnType<typeof createSubscriptionOffersRepository>;
