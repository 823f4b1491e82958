// A result's form-check video (domain/form-check.ts), in its member's own partition beside the
// result, so only a key the member can name for herself (or the coach naming her) reaches it:
//   USER#<sub> / FORMCHECK#<resultId>   the video's key, its limits as submitted, its ladder
// Written once (a conditional Put: a result's form check is never replaced, decision 148), then
// moved by the ladder's producer — only while it still points at the upload the ladder was made from.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { FORM_CHECK_VIDEO_TYPES, type FormCheckRecord, type FormCheckStatus } from '../domain/form-check';
import type { TableContext } from './dynamo-client';
import { isConditionFailure, userPartition, withoutKeys, readRecord } from './records';

const formCheckKey = (userId: string, resultId: string) => ({ PK: userPartition(userId), SK: `FORMCHECK#${resultId}` });

const recordSchema = z.object({
  userId: z.string(),
  planningId: z.string(),
  sessionId: z.string(),
  resultId: z.string(),
  videoKey: z.string(),
  contentType: z.enum(Object.keys(FORM_CHECK_VIDEO_TYPES) as [keyof typeof FORM_CHECK_VIDEO_TYPES]),
  sizeBytes: z.number(),
  submittedAt: z.string(),
  status: z.enum(['PROCESSING', 'READY', 'TOO_LONG', 'FAILED']),
  durationSeconds: z.nullable(z.number()),
  stream: z.nullable(z.object({ masterKey: z.string(), renditions: z.array(z.string()) })),
});

function recordOf(item: Record<string, unknown>): FormCheckRecord {
  return readRecord(recordSchema, withoutKeys(item), 'FormCheck', item);
}

export function createFormChecksRepository(ctx: TableContext) {
  return {
    async get(userId: string, resultId: string): Promise<FormCheckRecord | null> {
      const answer = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: formCheckKey(userId, resultId) }));
      return answer.Item ? recordOf(answer.Item) : null;
    },

    /** Stores the result's form check; false when it already has one (it is never replaced). */
    async submit(record: FormCheckRecord): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: { ...formCheckKey(record.userId, record.resultId), entity: 'FormCheck', ...record },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * The producer's outcome for the upload `sourceKey`: READY with its ladder, TOO_LONG or FAILED.
     * False when the result's form check is not that upload's (or there is none).
     */
    async recordLadder(
      userId: string,
      resultId: string,
      sourceKey: string,
      outcome: { status: Exclude<FormCheckStatus, 'PROCESSING'>; durationSeconds: number | null; stream: FormCheckRecord['stream'] },
    ): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: formCheckKey(userId, resultId),
            ConditionExpression: 'attribute_exists(PK) AND videoKey = :sourceKey',
            UpdateExpression: 'SET #status = :status, durationSeconds = :duration, #stream = :stream',
            ExpressionAttributeNames: { '#status': 'status', '#stream': 'stream' },
            ExpressionAttributeValues: {
              ':sourceKey': sourceKey,
              ':status': outcome.status,
              ':duration': outcome.durationSeconds,
              ':stream': outcome.stream,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type FormChecksRepository = ReturnType<typeof createFormChecksRepository>;
