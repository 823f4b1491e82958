// Webhook deliveries already handled, by Mercado Pago's x-request-id (WEBHOOK#<id> / DELIVERY):
// a redelivered notification is answered at once without calling the API again. Correctness does
// not depend on it (order moves are conditional); it saves work. `expiresAt` (TIME_TO_LIVE_ATTRIBUTE, epoch seconds) is
// the table's TTL attribute, so the records clean themselves up.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { isConditionFailure } from './records';
import { TIME_TO_LIVE_ATTRIBUTE } from './table';

const deliveryKey = (requestId: string) => ({ PK: `WEBHOOK#${requestId}`, SK: 'DELIVERY' });

export function createWebhookDeliveriesRepository(ctx: TableContext) {
  return {
    /** Claims a delivery for processing; false when it was already claimed. */
    async claim(requestId: string, at: Date, keepSeconds: number): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              ...deliveryKey(requestId),
              entity: 'WebhookDelivery',
              receivedAt: at.toISOString(),
              [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(at.getTime() / 1000) + keepSeconds,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Gives a claim back after a failure, so Mercado Pago's retry is processed. */
    async release(requestId: string): Promise<void> {
      await ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key: deliveryKey(requestId) }));
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
