// Fixed-window usage counters (RATE#<scope>#<key> / WINDOW#<window start>), e.g. contact messages
// per e-mail and per client address. Several counters are taken in one transaction, so a refused
// use spends none of them. `expiresAt` (the table's TTL attribute) removes old windows.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { TIME_TO_LIVE_ATTRIBUTE } from './table';

export interface RateCounter {
  /** What is counted, e.g. `contact-email`. */
  scope: string;
  /** Whom it is counted for, e.g. the e-mail address. */
  key: string;
  /** Uses allowed within one window. */
  limit: number;
}

export type TakeResult = { allowed: true } | { allowed: false; exceeded: string[] };

const counterKey = (counter: RateCounter, windowStart: number) => ({
  PK: `RATE#${counter.scope}#${counter.key}`,
  SK: `WINDOW#${windowStart}`,
});

function cancellationCodes(error: unknown): (string | undefined)[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}

export function createRateLimitsRepository(ctx: TableContext) {
  return {
    /** Adds one use to every counter of the window containing `at`, unless one of them is full. */
    async take(counters: readonly RateCounter[], at: Date, windowSeconds: number): Promise<TakeResult> {
      const windowStart = Math.floor(at.getTime() / 1000 / windowSeconds) * windowSeconds;
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: counters.map((counter) => ({
              Update: {
                TableName: ctx.tableName,
                Key: counterKey(counter, windowStart),
                UpdateExpression: 'SET entity = :entity, #ttl = :expires ADD uses :one',
                ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit',
                ExpressionAttributeNames: { '#ttl': TIME_TO_LIVE_ATTRIBUTE },
                ExpressionAttributeValues: {
                  ':entity': 'RateCounter',
                  // Kept one extra window, then DynamoDB's TTL deletes it.
                  ':expires': windowStart + 2 * windowSeconds,
                  ':one': 1,
                  ':limit': counter.limit,
                },
              },
            })),
          }),
        );
        return { allowed: true };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes || !codes.includes('ConditionalCheckFailed')) throw error;
        return {
          allowed: false,
          exceeded: counters.filter((_, index) => codes[index] === 'ConditionalCheckFailed').map((counter) => counter.scope),
        };
      }
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
