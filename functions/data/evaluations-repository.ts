// Course evaluations: the admin's definition in the course's partition (COURSE#<id> / EVALUATION,
// with the answer key — only the services that grade read it) and each buyer's state in the buyer's
// partition (USER#<sub> / EVALUATION#<courseId>: attempts, passed, the current video submission).
// A state with a submission is on GSI1 under EVALUATION_REVIEWS / <status>#<submittedAt>#<sub>#<course>,
// so the coach lists the submissions waiting for review with one Query. A quiz attempt's sheet
// (USER#<sub> / QUIZ_SHEET#<courseId>#<attempt>) keeps the secret salt its option ids are made
// from; a new attempt is a new sheet, and DynamoDB's TTL removes old ones after 30 days.
// Definitions and states are checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { CourseEvaluationRecord, EvaluationStateRecord, SubmissionStatusName } from '../domain/course-evaluation';
import type { TableContext } from './dynamo-client';
import { itemKey } from './items-repository';
import { coursePartition } from './lessons-repository';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord, userPartition } from './records';
import { GSI1, TIME_TO_LIVE_ATTRIBUTE } from './table';

const definitionKey = (itemId: string) => ({ PK: coursePartition(itemId), SK: 'EVALUATION' });
const stateKey = (userId: string, itemId: string) => ({ PK: userPartition(userId), SK: `EVALUATION#${itemId}` });
const sheetKey = (userId: string, itemId: string, attempt: number) => ({
  PK: userPartition(userId),
  SK: `QUIZ_SHEET#${itemId}#${attempt}`,
});
const SHEET_LIFE_SECONDS = 30 * 86_400;
const REVIEWS_PARTITION = 'EVALUATION_REVIEWS';
const reviewSortKey = (status: SubmissionStatusName, submittedAt: string, userId: string, itemId: string) =>
  `${status}#${submittedAt}#${userId}#${itemId}`;

const kind = z.enum(['QUIZ', 'VIDEO_SUBMISSION']);
const count = z.number().check(z.int());
const percent = z.number().check(z.refine(Number.isFinite, 'not a number'));
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// What the admin's save and the seed write (evaluationStorageRecord): every field, a video
// submission with no questions.
const definitionRecordSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  kind,
  title: z.string(),
  instructions: z.string(),
  passPercent: percent,
  maxAttempts: z.nullable(count),
  questions: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      text: z.string(),
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.string().check(z.minLength(1)), text: z.string() })),
      correctOptionIds: z.array(z.string()),
    }),
  ),
  maxVideos: count,
  updatedAt: z.string(),
});

/** The evaluation a stored EVALUATION record holds (with its answer key), or a MalformedRecordError. */
const definitionOfRecord = (record: Record<string, unknown>): CourseEvaluationRecord =>
  readRecord(definitionRecordSchema, record, 'course evaluation', record);

// A buyer's state as the quiz attempt and the video submission write it (the review changes the
// submission in place). A quiz's state has no submission; `lastResults` absent reads empty, as
// the state always did; the nullable fields absent read null.
const stateRecordSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  kind,
  attemptsUsed: count,
  passed: z.boolean(),
  passedAt: orNull(z.string()),
  lastScorePercent: orNull(percent),
  lastResults: z.optional(z.array(z.object({ questionId: z.string(), correct: z.boolean() }))),
  submission: orNull(
    z.object({
      status: z.enum(['PENDING_REVIEW', 'APPROVED', 'CHANGES_REQUESTED']),
      videos: z.array(z.object({ key: z.string(), contentType: z.string() })),
      submittedAt: z.string(),
      reviewComment: orNull(z.string()),
      reviewedAt: orNull(z.string()),
    }),
  ),
  updatedAt: z.string(),
});

/** The buyer's evaluation state a stored EVALUATION# record holds, or a MalformedRecordError. */
function stateOfRecord(record: Record<string, unknown>): EvaluationStateRecord {
  const { submission, ...state } = readRecord(stateRecordSchema, record, 'evaluation state', record);
  return {
    ...state,
    passedAt: state.passedAt ?? null,
    lastScorePercent: state.lastScorePercent ?? null,
    lastResults: state.lastResults ?? [],
    submission: submission
      ? { ...submission, reviewComment: submission.reviewComment ?? null, reviewedAt: submission.reviewedAt ?? null }
      : null,
  };
}

/** The stored record of a course's evaluation (the seed writes it as the admin's save does). */
export const evaluationStorageRecord = (evaluation: CourseEvaluationRecord): Record<string, unknown> => ({
  ...definitionKey(evaluation.itemId),
  entity: 'CourseEvaluation',
  ...evaluation,
});

export function createEvaluationsRepository(ctx: TableContext) {
  return {
    async getDefinition(itemId: string): Promise<CourseEvaluationRecord | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: definitionKey(itemId) }));
      return result.Item ? definitionOfRecord(result.Item) : null;
    },

    /**
     * Writes the evaluation and, in the same transaction, the course's `finalEvaluation` (its kind,
     * which the public course page reads to say what the certificate asks), conditional on the course.
     */
    async putDefinition(evaluation: CourseEvaluationRecord): Promise<void> {
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: ctx.tableName, Item: evaluationStorageRecord(evaluation) } },
            {
              Update: {
                TableName: ctx.tableName,
                Key: itemKey(evaluation.itemId),
                ConditionExpression: 'attribute_exists(PK)',
                UpdateExpression: 'SET finalEvaluation = :kind',
                ExpressionAttributeValues: { ':kind': evaluation.kind },
              },
            },
          ],
        }),
      );
    },

    /** Removes the evaluation and the course's `finalEvaluation`, together. */
    async deleteDefinition(itemId: string): Promise<void> {
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: ctx.tableName, Key: definitionKey(itemId) } },
            {
              Update: {
                TableName: ctx.tableName,
                Key: itemKey(itemId),
                ConditionExpression: 'attribute_exists(PK)',
                UpdateExpression: 'REMOVE finalEvaluation',
              },
            },
          ],
        }),
      );
    },

    /**
     * The salt of the buyer's sheet for this attempt (attempt = attempts used so far): made once,
     * with `salt` when there is none yet (conditional, so two reads at once agree on one).
     */
    async quizSheetSalt(userId: string, itemId: string, attempt: number, salt: string, at: Date): Promise<string> {
      const stored = await this.findQuizSheetSalt(userId, itemId, attempt);
      if (stored) return stored;
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              ...sheetKey(userId, itemId, attempt),
              entity: 'QuizSheet',
              salt,
              createdAt: at.toISOString(),
              [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(at.getTime() / 1000) + SHEET_LIFE_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return salt;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.findQuizSheetSalt(userId, itemId, attempt)) ?? salt;
      }
    },

    /** The salt of an attempt's sheet, or null when the buyer never read that attempt's questions. */
    async findQuizSheetSalt(userId: string, itemId: string, attempt: number): Promise<string | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: sheetKey(userId, itemId, attempt), ConsistentRead: true }),
      );
      const salt = result.Item?.['salt'];
      return typeof salt === 'string' ? salt : null;
    },

    async getState(userId: string, itemId: string): Promise<EvaluationStateRecord | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: stateKey(userId, itemId), ConsistentRead: true }));
      return result.Item ? stateOfRecord(result.Item) : null;
    },

    /**
     * Records a graded quiz attempt, conditional on the attempts counted when it was read (two
     * attempts sent at once cannot both use the last one) and on not having passed already.
     * False when the condition failed (the caller re-reads and answers from the state).
     */
    async recordQuizAttempt(
      userId: string,
      itemId: string,
      expectedAttemptsUsed: number,
      grade: { passed: boolean; scorePercent: number; results: { questionId: string; correct: boolean }[] },
      at: Date,
    ): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: stateKey(userId, itemId),
            ConditionExpression: expectedAttemptsUsed === 0 ? 'attribute_not_exists(PK)' : 'attemptsUsed = :expected AND passed = :false',
            UpdateExpression:
              'SET entity = :entity, itemId = :itemId, userId = :userId, kind = :kind, attemptsUsed = :attempts, passed = :passed, ' +
              'passedAt = :passedAt, lastScorePercent = :score, lastResults = :results, updatedAt = :at',
            ExpressionAttributeValues: {
              ':entity': 'EvaluationState',
              ':itemId': itemId,
              ':userId': userId,
              ':kind': 'QUIZ',
              ':attempts': expectedAttemptsUsed + 1,
              ':passed': grade.passed,
              ':passedAt': grade.passed ? at.toISOString() : null,
              ':score': grade.scorePercent,
              ':results': grade.results,
              ':at': at.toISOString(),
              ...(expectedAttemptsUsed === 0 ? {} : { ':expected': expectedAttemptsUsed, ':false': false }),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Puts a new video submission up for review, unless one is already waiting or approved
     * (conditional): one submission at a time, and an approved evaluation stays approved.
     */
    async submitVideos(userId: string, itemId: string, videos: { key: string; contentType: string }[], at: Date): Promise<boolean> {
      const submittedAt = at.toISOString();
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: stateKey(userId, itemId),
            ConditionExpression: 'attribute_not_exists(PK) OR (passed = :false AND submission.#status = :changes)',
            UpdateExpression:
              'SET entity = :entity, itemId = :itemId, userId = :userId, kind = :kind, passed = :false, passedAt = :null, ' +
              'lastScorePercent = :null, lastResults = :empty, submission = :submission, updatedAt = :at, ' +
              'attemptsUsed = if_not_exists(attemptsUsed, :zero) + :one, GSI1PK = :reviews, GSI1SK = :reviewKey',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':entity': 'EvaluationState',
              ':itemId': itemId,
              ':userId': userId,
              ':kind': 'VIDEO_SUBMISSION',
              ':false': false,
              ':null': null,
              ':empty': [],
              ':changes': 'CHANGES_REQUESTED',
              ':submission': { status: 'PENDING_REVIEW', videos, submittedAt, reviewComment: null, reviewedAt: null },
              ':at': submittedAt,
              ':zero': 0,
              ':one': 1,
              ':reviews': REVIEWS_PARTITION,
              ':reviewKey': reviewSortKey('PENDING_REVIEW', submittedAt, userId, itemId),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * The coach's decision on the submission sent at `submittedAt`, conditional on it still
     * waiting: a second review (another tab, a double click) or a review of a replaced submission
     * changes nothing. Returns the new state, or null when the condition failed.
     */
    async reviewSubmission(
      userId: string,
      itemId: string,
      submittedAt: string,
      decision: { approved: boolean; comment: string | null },
      at: Date,
    ): Promise<EvaluationStateRecord | null> {
      const status: SubmissionStatusName = decision.approved ? 'APPROVED' : 'CHANGES_REQUESTED';
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: stateKey(userId, itemId),
            ConditionExpression: 'submission.#status = :pending AND submission.submittedAt = :submittedAt',
            UpdateExpression:
              'SET submission.#status = :status, submission.reviewComment = :comment, submission.reviewedAt = :at, ' +
              'passed = :passed, passedAt = :passedAt, updatedAt = :at, GSI1SK = :reviewKey',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':pending': 'PENDING_REVIEW',
              ':submittedAt': submittedAt,
              ':status': status,
              ':comment': decision.comment,
              ':at': at.toISOString(),
              ':passed': decision.approved,
              ':passedAt': decision.approved ? at.toISOString() : null,
              ':reviewKey': reviewSortKey(status, submittedAt, userId, itemId),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? stateOfRecord(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Submissions in one status, oldest first (the coach reviews in the order they came). */
    async listSubmissions(status: SubmissionStatusName): Promise<EvaluationStateRecord[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :status)',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
        ExpressionAttributeValues: { ':pk': REVIEWS_PARTITION, ':status': `${status}#` },
      });
      return records.map(stateOfRecord);
    },
  };
}

export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;
