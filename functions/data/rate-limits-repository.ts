// Fixed-window usage counters (RATE#<scope>#<key> / WINDOW#<window start>), e.g. contact messages
// per e-mail and per client address. Several counters are taken in one transaction, so a refused
// use spends none of them. `expiresAt` (the table's TTL attribute) removes old windows.
// `takeSliding` reads the same counters as a sliding window (the "sliding window counter"): the
// previous window's uses count in proportion to how much of it the last `windowSeconds` still
// cover, so no burst of twice the limit passes across a window's edge (decision 141).
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
  /**
   * Adds one use to every counter of the window starting at `windowStart`, unless one of them
   * already holds more than its `maxUses` (a counter's most uses before this one).
   */
  async function addUse(
    counters: readonly RateCounter[],
    maxUses: readonly number[],
    windowStart: number,
    windowSeconds: number,
  ): Promise<TakeResult> {
    const refusedUpFront = counters.filter((_, index) => (maxUses[index] ?? 0) < 0).map((counter) => counter.scope);
    if (refusedUpFront.length > 0) return { allowed: false, exceeded: refusedUpFront };
    try {
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: counters.map((counter, index) => ({
            Update: {
              TableName: ctx.tableName,
              Key: counterKey(counter, windowStart),
              UpdateExpression: 'SET entity = :entity, #ttl = :expires ADD uses :one',
              ConditionExpression: 'attribute_not_exists(uses) OR uses <= :max',
              ExpressionAttributeNames: { '#ttl': TIME_TO_LIVE_ATTRIBUTE },
              ExpressionAttributeValues: {
                ':entity': 'RateCounter',
                // Kept one extra window, then DynamoDB's TTL deletes it.
                ':expires': windowStart + 2 * windowSeconds,
                ':one': 1,
                ':max': maxUses[index],
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
  }

  return {
    /** Adds one use to every counter of the window containing `at`, unless one of them is full. */
    async take(counters: readonly RateCounter[], at: Date, windowSeconds: number): Promise<TakeResult> {
      const windowStart = Math.floor(at.getTime() / 1000 / windowSeconds) * windowSeconds;
      return addUse(
        counters,
        counters.map((counter) => counter.limit - 1),
        windowStart,
        windowSeconds,
      );
    },

    /**
     * As `take`, over the last `windowSeconds` before `at`: the previous window's uses are counted
     * with the share of it still inside that span. The previous window no longer moves (it is
     * only written while current), so reading it first and then taking the current one is exact.
     */
    async takeSliding(counters: readonly RateCounter[], at: Date, windowSeconds: number): Promise<TakeResult> {
      const seconds = at.getTime() / 1000;
      const windowStart = Math.floor(seconds / windowSeconds) * windowSeconds;
      const stillCovered = 1 - (seconds - windowStart) / windowSeconds;
      const previousUses = await Promise.all(
        counters.map(async (counter) => {
          const { Item } = await ctx.doc.send(
            new GetCommand({ TableName: ctx.tableName, Key: counterKey(counter, windowStart - windowSeconds), ConsistentRead: true }),
          );
          const uses: unknown = Item?.['uses'];
          return typeof uses === 'number' ? uses : 0;
        }),
      );
      return addUse(
        counters,
        counters.map((counter, index) => counter.limit - 1 - (previousUses[index] ?? 0) * stillCovered),
        windowStart,
        windowSeconds,
      );
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
