// A subscription's Botón de baja (issue 39, Disposición 954/2025). One per subscription:
//   SUBSCRIPTION#<id> / CANCELLATION   the request and its tracking code
//                                      (GSI1: SUBSCRIPTION_CANCELLATIONS / <createdAt>#<trackingCode>)
// beside the subscription, so asking twice finds the first request (and its code) with one
// conditional write; the admin's list is one Query.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OwedEffect } from '../domain/effects';
import * as z from 'zod/mini';
import type { TableContext } from './dynamo-client';
import { outboxPut } from './outbox';
import { isTransactionConditionFailure } from './records';

const PARTITION = 'SUBSCRIPTION_CANCELLATIONS';
const cancellationKey = (subscriptionId: string) => ({ PK: `SUBSCRIPTION#${subscriptionId}`, SK: 'CANCELLATION' });

export interface SubscriptionCancellation {
  trackingCode: string;
  subscriptionId: string;
  planningId: string;
  memberId: string;
  email: string;
  /** Who asked: the member signed in, a visitor with the e-mail, or the admin. */
  requestedBy: 'MEMBER' | 'VISITOR' | 'ADMIN';
  createdAt: string;
}

const cancellationSchema = z.object({
  trackingCode: z.string(),
  subscriptionId: z.string(),
  planningId: z.string(),
  memberId: z.string(),
  email: z.string(),
  requestedBy: z.enum(['MEMBER', 'VISITOR', 'ADMIN']),
  createdAt: z.string(),
});

export function createSubscriptionCancellationsRepository(ctx: TableContext) {
  const get = async (subscriptionId: string): Promise<SubscriptionCancellation | null> => {
    const result = await ctx.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: cancellationKey(subscriptionId), ConsistentRead: true }),
    );
    if (!result.Item) return null;
    const parsed = cancellationSchema.safeParse(result.Item);
    if (!parsed.success) throw new Error(`cancellation of subscription ${subscriptionId} is not one: ${parsed.error.message}`);
    return parsed.data;
  };

  return {
    get,

    /**
     * Registers the request unless the subscription has one, with the effects it owes (its
     * confirmation e-mail) on the outbox in the same transaction; answers the one that stands.
     */
    async register(
      cancellation: SubscriptionCancellation,
      effects: readonly OwedEffect[],
    ): Promise<{ cancellation: SubscriptionCancellation; created: boolean }> {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: ctx.tableName,
                  Item: {
                    ...cancellationKey(cancellation.subscriptionId),
                    GSI1PK: PARTITION,
                    GSI1SK: `${cancellation.createdAt}#${cancellation.trackingCode}`,
                    entity: 'SubscriptionCancellation',
                    ...cancellation,
                  },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              ...effects.map((owed) => outboxPut(ctx.tableName, owed, cancellation.createdAt)),
            ],
          }),
        );
        return { cancellation, created: true };
      } catch (error) {
        if (!isTransactionConditionFailure(error)) throw error;
        const existing = await get(cancellation.subscriptionId);
        if (!existing) throw error;
        return { cancellation: existing, created: false };
      }
    },
  };
}

/** @public The module's API, for the services that use it. */
export type SubscriptionCancellationsRepository = ReturnType<typeof createSubscriptionCancellationsRepository>;
