// A result's thread, in the member's own partition next to the result, so a thread is read with
// the same key a member can only ever name for herself:
//   USER#<sub> / COMMENT#<planningId>#<sessionId>#<resultId>#<createdAt>#<id>   one message
// (coach or member): a thread is a Query of its result's prefix, and the member's planning view
// reads all her threads of a planning with one Query of the planning's prefix.
// Adding a message also counts it on the coach's feed pointer, in one transaction.
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ResultComment } from '../domain/training-log';
import { feedKey } from './coaching-log-items';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isTransactionConditionFailure, userPartition, withoutKeys } from './records';

const planningPrefix = (planningId: string) => `COMMENT#${planningId}#`;
const threadPrefix = (comment: Pick<ResultComment, 'planningId' | 'sessionId' | 'resultId'>) =>
  `${planningPrefix(comment.planningId)}${comment.sessionId}#${comment.resultId}#`;

export type StoredComment = ResultComment & { userId: string };

const commentOf = (record: Record<string, unknown>): ResultComment => {
  const stored = withoutKeys<StoredComment>(record);
  return {
    id: stored.id,
    planningId: stored.planningId,
    sessionId: stored.sessionId,
    resultId: stored.resultId,
    resultLoggedAt: stored.resultLoggedAt,
    author: stored.author,
    authorName: stored.authorName,
    text: stored.text,
    createdAt: stored.createdAt,
  };
};

export function createResultCommentsRepository(ctx: TableContext) {
  return {
    /** A result's messages, oldest first. */
    async thread(userId: string, result: Pick<ResultComment, 'planningId' | 'sessionId' | 'resultId'>): Promise<ResultComment[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': threadPrefix(result) },
      });
      return records.map(commentOf);
    },

    /** Every message on a member's results in a planning, oldest first (thread by thread). */
    async planningThreads(userId: string, planningId: string): Promise<ResultComment[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': planningPrefix(planningId) },
      });
      return records.map(commentOf);
    },

    /** Writes the message and counts it on the feed pointer of its result. */
    async add(comment: StoredComment): Promise<void> {
      const message = {
        TableName: ctx.tableName,
        Item: {
          PK: userPartition(comment.userId),
          SK: `${threadPrefix(comment)}${comment.createdAt}#${comment.id}`,
          entity: 'ResultComment',
          ...comment,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      };
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: message,
              },
              {
                Update: {
                  TableName: ctx.tableName,
                  Key: feedKey(comment.planningId, comment.resultLoggedAt, comment.resultId),
                  UpdateExpression: 'ADD comments :one',
                  // Only an existing pointer (results logged before the feed existed have none).
                  ConditionExpression: 'attribute_exists(PK)',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        );
      } catch (error) {
        // A result logged before the feed existed has no pointer to count on: the message alone.
        if (!isTransactionConditionFailure(error)) throw error;
        await ctx.doc.send(new PutCommand(message));
      }
    },
  };
}

export type ResultCommentsRepository = ReturnType<typeof createResultCommentsRepository>;
