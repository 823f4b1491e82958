// A result's thread, in the member's own partition next to the result, so a thread is read with
// the same key a member can only ever name for herself:
//   USER#<sub> / COMMENT#<planningId>#<sessionId>#<resultId>#<createdAt>#<id>   one message
// (coach or member): a thread is a Query of its result's prefix, and the member's planning view
// reads all her threads of a planning with one Query of the planning's prefix.
//   USER#<sub> / COMMENT_DIGEST#<planningId>#<MEMBER|COACH>   the open e-mail digest to that side
// (domain/comment-digest.ts): its id and when it closes.
// Adding a message, in one transaction: the message (with the digest it joins), the count on the
// coach's feed pointer, and the digest's window — checked still open when it joins one, or opened
// with its e-mail on the outbox (due when the window closes).
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DigestPlacement, DigestRecipient, DigestWindow } from '../domain/comment-digest';
import type { OwedEffect } from '../domain/effects';
import type { ResultComment } from '../domain/training-log';
import { feedKey } from './coaching-log-items';
import type { TableContext } from './dynamo-client';
import { outboxPut } from './outbox';
import { queryAll } from './query-all';
import { userPartition, withoutKeys } from './records';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const planningPrefix = (planningId: string) => `COMMENT#${planningId}#`;
const threadPrefix = (comment: Pick<ResultComment, 'planningId' | 'sessionId' | 'resultId'>) =>
  `${planningPrefix(comment.planningId)}${comment.sessionId}#${comment.resultId}#`;

/** A message as stored: whose partition, and what its digest e-mail needs (absent on older ones). */
export type StoredComment = ResultComment & { userId: string; sessionTitle?: string; digestId?: string | null };

const digestKey = (userId: string, planningId: string, recipient: DigestRecipient) => ({
  PK: userPartition(userId),
  SK: `COMMENT_DIGEST#${planningId}#${recipient}`,
});

/** The open digest did not hold: another comment opened or closed it meanwhile (read it again). */
export class DigestWindowMoved extends Error {
  constructor() {
    super('the comment digest window changed since it was read');
    this.name = 'DigestWindowMoved';
  }
}

/** Which of a cancelled transaction's items failed their condition. */
const failedConditions = (error: unknown): boolean[] | null =>
  error instanceof Error && error.name === 'TransactionCanceledException'
    ? ((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      )
    : null;

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

    /** The digest window open (or last opened) to `recipient` about the member's planning. */
    async digestWindow(userId: string, planningId: string, recipient: DigestRecipient): Promise<DigestWindow | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: digestKey(userId, planningId, recipient), ConsistentRead: true }),
      );
      const item = result.Item;
      return item && typeof item['digestId'] === 'string' && typeof item['until'] === 'string'
        ? { digestId: item['digestId'], until: item['until'] }
        : null;
    },

    /** The messages that joined a digest (any author: the digest picks its side), with their sessions' titles. */
    async digest(userId: string, planningId: string, digestId: string): Promise<StoredComment[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: 'digestId = :digest',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': planningPrefix(planningId), ':digest': digestId },
      });
      return records.map((record) => ({
        ...commentOf(record),
        userId,
        sessionTitle: typeof record['sessionTitle'] === 'string' ? record['sessionTitle'] : '',
        digestId,
      }));
    },

    /**
     * Writes the message, counts it on the feed pointer of its result and places it in its digest
     * (`placement`, with `owed` — the digest's e-mail — when it opens one), in one transaction.
     * DigestWindowMoved when the window read is no longer the one to join or replace.
     */
    async add(
      comment: StoredComment,
      recipient: DigestRecipient,
      placement: DigestPlacement,
      owed: OwedEffect | null,
      now: Date,
    ): Promise<void> {
      const message: TransactItem = {
        Put: {
          TableName: ctx.tableName,
          Item: {
            PK: userPartition(comment.userId),
            SK: `${threadPrefix(comment)}${comment.createdAt}#${comment.id}`,
            entity: 'ResultComment',
            ...comment,
            digestId: placement.window.digestId,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
      const feedCount: TransactItem = {
        Update: {
          TableName: ctx.tableName,
          Key: feedKey(comment.planningId, comment.resultLoggedAt, comment.resultId),
          UpdateExpression: 'ADD comments :one',
          // Only an existing pointer (results logged before the feed existed have none).
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      };
      const key = digestKey(comment.userId, comment.planningId, recipient);
      const window: TransactItem =
        placement.kind === 'join'
          ? {
              ConditionCheck: {
                TableName: ctx.tableName,
                Key: key,
                ConditionExpression: 'digestId = :digest AND #until > :now',
                ExpressionAttributeNames: { '#until': 'until' },
                ExpressionAttributeValues: { ':digest': placement.window.digestId, ':now': now.toISOString() },
              },
            }
          : {
              Put: {
                TableName: ctx.tableName,
                Item: { ...key, entity: 'CommentDigestWindow', ...placement.window },
                ...(placement.replaces
                  ? { ConditionExpression: 'digestId = :replaced', ExpressionAttributeValues: { ':replaced': placement.replaces.digestId } }
                  : { ConditionExpression: 'attribute_not_exists(PK)' }),
              },
            };
      const effect = owed ? [outboxPut(ctx.tableName, owed, now.toISOString(), placement.window.until)] : [];
      const write = (withFeed: boolean) =>
        ctx.doc.send(new TransactWriteCommand({ TransactItems: [message, ...(withFeed ? [feedCount] : []), window, ...effect] }));
      try {
        await write(true);
      } catch (error) {
        const failed = failedConditions(error);
        if (!failed) throw error;
        if (failed[2]) throw new DigestWindowMoved();
        // A result logged before the feed existed has no pointer to count on: the message without it.
        if (!failed[1]) throw error;
        try {
          await write(false);
        } catch (retried) {
          if (failedConditions(retried)?.[1]) throw new DigestWindowMoved();
          throw retried;
        }
      }
    },
  };
}

export type ResultCommentsRepository = ReturnType<typeof createResultCommentsRepository>;
