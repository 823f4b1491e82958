// A member's training log, in the member's own partition (USER#<sub>), so nobody else's results
// are ever on the read path:
//   RESULT#<planningId>#<sessionId>#<loggedAt>#<id>  one logged result (a session's history is a
//                                                   Query on its prefix)
//   PLANLOG#<planningId>                            the ids of the sessions marked done (a string
//                                                   set: ADD is idempotent)
//   LIFT_MAXES                                      the member's 1RM per named lift (a map)
//   RESULT_KEY#<idempotencyKey>                     the result a client's key wrote, with the
//                                                   request's fingerprint (a resend is answered
//                                                   from it, nothing written again)
// Logging a result writes the result, its key and marks its session done in one transaction.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lift, LiftMax, SessionResult } from '../generated/graphql';
import type { StoredIdempotentWrite } from '../domain/result-idempotency';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isTransactionConditionFailure, userPartition, withoutKeys } from './records';

const resultPrefix = (planningId: string, sessionId?: string): string =>
  sessionId ? `RESULT#${planningId}#${sessionId}#` : `RESULT#${planningId}#`;

const doneKey = (userId: string, planningId: string) => ({ PK: userPartition(userId), SK: `PLANLOG#${planningId}` });
const maxesKey = (userId: string) => ({ PK: userPartition(userId), SK: 'LIFT_MAXES' });

const resultKeyKey = (userId: string, idempotencyKey: string) => ({ PK: userPartition(userId), SK: `RESULT_KEY#${idempotencyKey}` });

/** Two requests with one key racing: DynamoDB cancels one transaction, which then reads the other's write. */
const RACE_ATTEMPTS = 3;

const newestFirst = (a: SessionResult, b: SessionResult): number => b.loggedAt.localeCompare(a.loggedAt);

export function createTrainingLogRepository(ctx: TableContext) {
  const queryResults = async (userId: string, prefix: string): Promise<SessionResult[]> => {
    const records = await queryAll(ctx, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    });
    return records.map((record) => withoutKeys<SessionResult>(record)).sort(newestFirst);
  };

  const storedKey = async (userId: string, key: string): Promise<StoredIdempotentWrite<SessionResult> | null> => {
    const answer = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: resultKeyKey(userId, key), ConsistentRead: true }));
    if (!answer.Item) return null;
    return { fingerprint: answer.Item['fingerprint'] as string, result: answer.Item['result'] as SessionResult };
  };

  /** The key's record (only if new), the result and the session's done mark: all or nothing. */
  const logResultTransaction = (result: SessionResult, idempotency: { key: string; fingerprint: string }) =>
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: ctx.tableName,
            Item: { ...resultKeyKey(result.userId, idempotency.key), entity: 'ResultKey', fingerprint: idempotency.fingerprint, result },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: ctx.tableName,
            Item: {
              PK: userPartition(result.userId),
              SK: `${resultPrefix(result.planningId, result.sessionId)}${result.loggedAt}#${result.id}`,
              entity: 'SessionResult',
              ...result,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Update: {
            TableName: ctx.tableName,
            Key: doneKey(result.userId, result.planningId),
            UpdateExpression: 'SET entity = :entity, planningId = :planningId, updatedAt = :at ADD doneSessionIds :session',
            ExpressionAttributeValues: {
              ':entity': 'PlanningLog',
              ':planningId': result.planningId,
              ':at': result.loggedAt,
              ':session': new Set([result.sessionId]),
            },
          },
        },
      ],
    });

  return {
    /**
     * Writes the result, its idempotency key and adds its session to the done set, together:
     * 'written', or the result stored earlier under the same key (nothing written).
     */
    async logResult(
      result: SessionResult,
      idempotency: { key: string; fingerprint: string },
    ): Promise<{ written: true } | { written: false; stored: StoredIdempotentWrite<SessionResult> }> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await ctx.doc.send(logResultTransaction(result, idempotency));
          return { written: true };
        } catch (error) {
          if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
          // The key's record decides: present → a repeat (or the winner of a race) wrote it.
          const stored = await storedKey(result.userId, idempotency.key);
          if (stored) return { written: false, stored };
          // Cancelled by a conflicting transaction that did not write the key: try again.
          if (isTransactionConditionFailure(error) || attempt >= RACE_ATTEMPTS) throw error;
        }
      }
    },

    /** One session's results, newest first. */
    sessionResults: (userId: string, planningId: string, sessionId: string) => queryResults(userId, resultPrefix(planningId, sessionId)),

    /** Every result of a member in a planning, newest first. */
    planningResults: (userId: string, planningId: string) => queryResults(userId, resultPrefix(planningId)),

    async doneSessionIds(userId: string, planningId: string): Promise<string[]> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: doneKey(userId, planningId) }));
      const done = result.Item?.['doneSessionIds'];
      // The document client reads a string set as a Set.
      return done instanceof Set ? [...(done as Set<string>)] : [];
    },

    async liftMaxes(userId: string): Promise<LiftMax[]> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: maxesKey(userId) }));
      const maxes = (result.Item?.['maxes'] ?? {}) as Record<string, { kg: number; updatedAt: string }>;
      return Object.entries(maxes).map(([lift, max]) => ({ lift: lift as Lift, kg: max.kg, updatedAt: max.updatedAt }));
    },

    async setLiftMax(userId: string, max: LiftMax): Promise<void> {
      // One attribute of the map: two lifts edited at once never overwrite each other.
      await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: maxesKey(userId),
          UpdateExpression: 'SET entity = :entity, maxes = if_not_exists(maxes, :empty)',
          ExpressionAttributeValues: { ':entity': 'LiftMaxes', ':empty': {} },
        }),
      );
      await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: maxesKey(userId),
          UpdateExpression: 'SET maxes.#lift = :max',
          ExpressionAttributeNames: { '#lift': max.lift },
          ExpressionAttributeValues: { ':max': { kg: max.kg, updatedAt: max.updatedAt } },
        }),
      );
    },
  };
}

export type TrainingLogRepository = ReturnType<typeof createTrainingLogRepository>;
