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
// The member's thread with her coach (decision 159) lives under the same planning prefix, so its
// messages join the same digests and are read by the same digest Query:
//   USER#<sub> / COMMENT#<planningId>#~THREAD#<createdAt>#<id>   one message of the thread
//   USER#<sub> / TALK#<planningId>   the talk's counts: messages per side since the count began
// and each side's read mark (domain/planning-thread.ts). Every message (thread or result comment)
// adds one to its side's count in its own transaction and is stored `talkCounted`; a read mark is
// one conditional UpdateItem that only moves forward. The coach reads a page of members' counts
// with one BatchGetItem, the member all of hers with one Query of `TALK#`.
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DigestPlacement, DigestRecipient, DigestWindow } from '../domain/comment-digest';
import type { OwedEffect } from '../domain/effects';
import type { ReadMark, Reader, TalkCounts, ThreadMessage } from '../domain/planning-thread';
import type { CommentAuthor, ResultComment } from '../domain/training-log';
import { batchGetAll } from './batch-get-all';
import { feedKey } from './coaching-log-items';
import type { TableContext } from './dynamo-client';
import { outboxPut } from './outbox';
import { queryAll } from './query-all';
import { isConditionFailure, userPartition, withoutKeys } from './records';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const planningPrefix = (planningId: string) => `COMMENT#${planningId}#`;
const threadPrefix = (comment: Pick<ResultComment, 'planningId' | 'sessionId' | 'resultId'>) =>
  `${planningPrefix(comment.planningId)}${comment.sessionId}#${comment.resultId}#`;

/** A message as stored: whose partition, and what its digest e-mail needs (absent on older ones). */
export type StoredComment = ResultComment & { userId: string; sessionTitle?: string; digestId?: string | null };

/** A message as a digest e-mail lists it: a result comment (with its session) or a thread message. */
export interface DigestEntry {
  author: CommentAuthor;
  authorName: string;
  text: string;
  createdAt: string;
  sessionTitle: string;
  digestId: string;
  /** A message of the member's thread with her coach, not a comment on a result. */
  thread: boolean;
}

const THREAD_ENTITY = 'ThreadMessage';
const threadMessagesPrefix = (planningId: string) => `${planningPrefix(planningId)}~THREAD#`;
const talkKey = (userId: string, planningId: string) => ({ PK: userPartition(userId), SK: `TALK#${planningId}` });
const TALK_PREFIX = 'TALK#';

const readMarkOf = (record: Record<string, unknown>, prefix: 'member' | 'coach'): ReadMark | null => {
  const upTo = record[`${prefix}ReadUpTo`];
  const count = record[`${prefix}ReadCount`];
  return typeof upTo === 'string' && typeof count === 'number' ? { upTo, count } : null;
};

const talkOf = (record: Record<string, unknown>): TalkCounts => {
  const text = (name: string) => (typeof record[name] === 'string' ? record[name] : null);
  const number = (name: string) => (typeof record[name] === 'number' ? record[name] : 0);
  return {
    planningId: String(record['SK']).slice(TALK_PREFIX.length),
    userId: String(record['PK']).slice('USER#'.length),
    memberMessages: number('memberMessages'),
    coachMessages: number('coachMessages'),
    lastMemberMessageAt: text('lastMemberMessageAt'),
    lastCoachMessageAt: text('lastCoachMessageAt'),
    memberRead: readMarkOf(record, 'member'),
    coachRead: readMarkOf(record, 'coach'),
  };
};

const conversationMessageOf = (record: Record<string, unknown>, userId: string): ThreadMessage => {
  const thread = record['entity'] === THREAD_ENTITY;
  const text = (name: string) => (typeof record[name] === 'string' ? record[name] : null);
  return {
    id: String(record['id']),
    planningId: String(record['planningId']),
    userId,
    author: record['author'] as CommentAuthor,
    authorName: String(record['authorName']),
    text: String(record['text']),
    createdAt: String(record['createdAt']),
    sessionTitle: thread ? null : (text('sessionTitle') ?? ''),
    sessionId: thread ? null : text('sessionId'),
    resultId: thread ? null : text('resultId'),
  };
};

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

/** The result's feed pointer is missing (a result logged before the feed existed). */
class FeedPointerMissing extends Error {
  constructor() {
    super('the result has no feed pointer');
    this.name = 'FeedPointerMissing';
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
    // Messages written before form checks have none.
    atSeconds: typeof stored.atSeconds === 'number' ? stored.atSeconds : null,
  };
};

export function createResultCommentsRepository(ctx: TableContext) {
  /**
   * One transaction: the message, the feed pointer's count (result comments), the digest window
   * (checked or opened, with its e-mail) and the talk's count of the author's side.
   */
  async function writePlaced(
    message: TransactItem,
    feedCount: TransactItem | null,
    placed: { userId: string; planningId: string; author: CommentAuthor; createdAt: string },
    recipient: DigestRecipient,
    placement: DigestPlacement,
    owed: OwedEffect | null,
    now: Date,
  ): Promise<void> {
    const key = digestKey(placed.userId, placed.planningId, recipient);
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
    const side = placed.author === 'COACH' ? 'coach' : 'member';
    const talk: TransactItem = {
      Update: {
        TableName: ctx.tableName,
        Key: talkKey(placed.userId, placed.planningId),
        UpdateExpression: 'SET #entity = :entity, #last = :at ADD #count :one',
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#last': side === 'coach' ? 'lastCoachMessageAt' : 'lastMemberMessageAt',
          '#count': `${side}Messages`,
        },
        ExpressionAttributeValues: { ':entity': 'Talk', ':at': placed.createdAt, ':one': 1 },
      },
    };
    const effect = owed ? [outboxPut(ctx.tableName, owed, now.toISOString(), placement.window.until)] : [];
    const items = [message, ...(feedCount ? [feedCount] : []), window, talk, ...effect];
    const windowIndex = feedCount ? 2 : 1;
    try {
      await ctx.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      const failed = failedConditions(error);
      if (!failed) throw error;
      if (failed[windowIndex]) throw new DigestWindowMoved();
      if (feedCount && failed[1]) throw new FeedPointerMissing();
      throw error;
    }
  }

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
      return records.filter((record) => record['entity'] !== THREAD_ENTITY).map(commentOf);
    },

    /**
     * The member's talk with her coach in a planning: her thread's messages and the comments on
     * her results, oldest first, each with whether its side's count holds it. One Query.
     */
    async conversation(userId: string, planningId: string): Promise<(ThreadMessage & { counted: boolean })[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': planningPrefix(planningId) },
      });
      return records
        .map((record) => ({ ...conversationMessageOf(record, userId), counted: record['talkCounted'] === true }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    /** The talk's counts of one member in a planning (null: nothing counted yet). */
    async talk(userId: string, planningId: string): Promise<TalkCounts | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: talkKey(userId, planningId), ConsistentRead: true }),
      );
      return result.Item ? talkOf(result.Item) : null;
    },

    /** Every talk of a member (all her plannings): one Query of her partition. */
    async talksOfMember(userId: string): Promise<TalkCounts[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': TALK_PREFIX },
      });
      return records.map(talkOf);
    },

    /** The talks of some members in a planning (a page of the coach's list): BatchGetItem. */
    async talksOf(planningId: string, userIds: readonly string[]): Promise<TalkCounts[]> {
      const keys = [...new Set(userIds)].map((userId) => talkKey(userId, planningId));
      return keys.length === 0 ? [] : (await batchGetAll(ctx, keys)).map(talkOf);
    },

    /** Moves the reader's mark forward (never back: a mark already further is kept). True when written. */
    async markRead(userId: string, planningId: string, reader: Reader, mark: ReadMark): Promise<boolean> {
      const side = reader === 'MEMBER' ? 'member' : 'coach';
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: talkKey(userId, planningId),
            UpdateExpression: 'SET #upTo = :upTo, #count = :count',
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#upTo) OR #upTo < :upTo)',
            ExpressionAttributeNames: { '#upTo': `${side}ReadUpTo`, '#count': `${side}ReadCount` },
            ExpressionAttributeValues: { ':upTo': mark.upTo, ':count': mark.count },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
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
    async digest(userId: string, planningId: string, digestId: string): Promise<DigestEntry[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: 'digestId = :digest',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': planningPrefix(planningId), ':digest': digestId },
      });
      return records.map((record) => ({
        author: record['author'] as CommentAuthor,
        authorName: String(record['authorName']),
        text: String(record['text']),
        createdAt: String(record['createdAt']),
        sessionTitle: typeof record['sessionTitle'] === 'string' ? record['sessionTitle'] : '',
        digestId,
        thread: record['entity'] === THREAD_ENTITY,
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
            talkCounted: true,
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
      const placed = { userId: comment.userId, planningId: comment.planningId, author: comment.author, createdAt: comment.createdAt };
      try {
        await writePlaced(message, feedCount, placed, recipient, placement, owed, now);
      } catch (error) {
        // A result logged before the feed existed has no pointer to count on: the message without it.
        if (!(error instanceof FeedPointerMissing)) throw error;
        await writePlaced(message, null, placed, recipient, placement, owed, now);
      }
    },

    /** Writes a thread message into its digest and counts it on the talk, in one transaction (as `add`). */
    async addThreadMessage(
      message: ThreadMessage,
      recipient: DigestRecipient,
      placement: DigestPlacement,
      owed: OwedEffect | null,
      now: Date,
    ): Promise<void> {
      const item: TransactItem = {
        Put: {
          TableName: ctx.tableName,
          Item: {
            PK: userPartition(message.userId),
            SK: `${threadMessagesPrefix(message.planningId)}${message.createdAt}#${message.id}`,
            entity: THREAD_ENTITY,
            ...message,
            digestId: placement.window.digestId,
            talkCounted: true,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
      await writePlaced(item, null, message, recipient, placement, owed, now);
    },
  };
}

export type ResultCommentsRepository = ReturnType<typeof createResultCommentsRepository>;
