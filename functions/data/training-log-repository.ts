// A member's training log, in the member's own partition (USER#<sub>), so nobody else's results
// are ever on the read path:
//   RESULT#<planningId>#<sessionId>#<loggedAt>#<id>  one logged result (a session's history is a
//                                                   Query on its prefix)
//   PLANLOG#<planningId>                            the ids of the sessions marked done (a string
//                                                   set: ADD is idempotent)
//   LIFT_MAXES                                      the member's 1RM per named lift (a map)
// Logging a result writes the result and marks its session done in one transaction.
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lift, LiftMax, SessionResult } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { userPartition } from './records';
import { resultFromRecord, resultKey, resultPrefix } from './session-result-record';

/** More items of the same transaction (coaching counters and the coach's feed: coaching-log-items.ts). */
export type ExtraTransactItems = readonly NonNullable<TransactWriteCommandInput['TransactItems']>[number][];

const doneKey = (userId: string, planningId: string) => ({ PK: userPartition(userId), SK: `PLANLOG#${planningId}` });
const maxesKey = (userId: string) => ({ PK: userPartition(userId), SK: 'LIFT_MAXES' });

const newestFirst = (a: SessionResult, b: SessionResult): number => b.loggedAt.localeCompare(a.loggedAt);

export function createTrainingLogRepository(ctx: TableContext) {
  const queryResults = async (userId: string, prefix: string): Promise<SessionResult[]> => {
    const records = await queryAll(ctx, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    });
    return records.map(resultFromRecord).sort(newestFirst);
  };

  return {
    /** Writes the result and adds its session to the done set, together (with `extra`, the coaching records). */
    async logResult(result: SessionResult, extra: ExtraTransactItems = []): Promise<void> {
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: ctx.tableName,
                Item: {
                  ...resultKey(result),
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
            ...extra,
          ],
        }),
      );
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
