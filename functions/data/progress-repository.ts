// A buyer's progress through one course, in the buyer's partition: PROGRESS#<courseId>, holding
// the completed topic ids as a string set (ADD/DELETE are idempotent, so a repeated or concurrent
// "mark complete" never double-counts) and the last topic changed, for resuming. Each record is
// also on GSI1 under its course (PROGRESS#<courseId>), so an admin removing a topic learns how
// many buyers have progress in it. Beside it, POSITION#<courseId>#<topicId> keeps where the buyer
// left each video (seconds): playback ticks at most once every few seconds per topic, a pause, seek
// or leave always, and never a stale write of the same player session over a newer one.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredProgress } from '../domain/course-progress';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, userPartition } from './records';
import { GSI1 } from './table';

const courseProgressPartition = (itemId: string) => `PROGRESS#${itemId}`;

const progressKey = (userId: string, itemId: string) => ({
  PK: userPartition(userId),
  SK: `PROGRESS#${itemId}`,
});

export interface ProgressRecord extends StoredProgress {
  updatedAt: string;
}

export interface VideoPositionRecord {
  seconds: number;
  updatedAt: string;
}

/** The stored position with what the watching rule needs (issue 42): its session and the seconds watched. */
export interface VideoWatchRecord extends VideoPositionRecord {
  playerSession: string | null;
  watchedCount: number;
}

const watchedCountOf = (record: Record<string, unknown>): number => {
  const watched = record['watchedSeconds'];
  return watched instanceof Set ? watched.size : 0;
};

const positionKey = (userId: string, itemId: string, topicId: string) => ({
  PK: userPartition(userId),
  SK: `POSITION#${itemId}#${topicId}`,
});

function fromStorage(record: Record<string, unknown>): ProgressRecord {
  const completed = record['completedTopicIds'];
  return {
    // The document client reads a string set as a Set; an absent set means nothing completed.
    completedTopicIds: completed instanceof Set ? [...(completed as Set<string>)] : [],
    lastTopicId: typeof record['lastTopicId'] === 'string' ? record['lastTopicId'] : null,
    updatedAt: String(record['updatedAt']),
  };
}

export function createProgressRepository(ctx: TableContext) {
  return {
    async get(userId: string, itemId: string): Promise<ProgressRecord | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: progressKey(userId, itemId) }));
      return result.Item ? fromStorage(result.Item) : null;
    },

    /** Marks one topic complete or not, and remembers it as the place to resume. */
    async setTopic(userId: string, itemId: string, topicId: string, completed: boolean, at: Date): Promise<ProgressRecord> {
      const result = await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: progressKey(userId, itemId),
          UpdateExpression: `SET entity = :entity, itemId = :itemId, lastTopicId = :topicId, updatedAt = :at, GSI1PK = :course, GSI1SK = :user ${
            completed ? 'ADD' : 'DELETE'
          } completedTopicIds :topic`,
          ExpressionAttributeValues: {
            ':entity': 'CourseProgress',
            ':itemId': itemId,
            ':topicId': topicId,
            ':at': at.toISOString(),
            ':topic': new Set([topicId]),
            ':course': courseProgressPartition(itemId),
            ':user': userId,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromStorage(result.Attributes ?? {});
    },

    async getVideoPosition(userId: string, itemId: string, topicId: string): Promise<VideoPositionRecord | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: positionKey(userId, itemId, topicId) }));
      return result.Item ? { seconds: Number(result.Item['seconds']), updatedAt: String(result.Item['updatedAt']) } : null;
    },

    async getVideoWatch(userId: string, itemId: string, topicId: string): Promise<VideoWatchRecord | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: positionKey(userId, itemId, topicId), ConsistentRead: true }),
      );
      if (!result.Item) return null;
      return {
        seconds: Number(result.Item['seconds']),
        updatedAt: String(result.Item['updatedAt']),
        playerSession: typeof result.Item['playerSession'] === 'string' ? result.Item['playerSession'] : null,
        watchedCount: watchedCountOf(result.Item),
      };
    },

    /**
     * Keeps where the buyer is in a topic's video, in one conditional write (no read first):
     * - within one player session (`playerSession`), a write whose `sequence` is not above the
     *   stored one is stale (a tick sent before a seek, arriving after it) and is not written;
     *   a write from another session (a new page, another device) is later by construction;
     * - a playback tick (`throttle: true`) is not written either when the last write was less than
     *   `minIntervalMs` ago (several tabs, a player that saves too often). A pause, a seek, leaving
     *   or the end are never throttled, so the last move always lands.
     * When nothing is written, the stored position is returned.
     */
    async saveVideoPosition(
      userId: string,
      itemId: string,
      topicId: string,
      save: {
        seconds: number;
        at: Date;
        playerSession: string;
        sequence: number;
        throttle: boolean;
        minIntervalMs: number;
        /** Whole seconds this report shows were watched (issue 42), added to the set with the write. */
        watched?: readonly number[];
      },
    ): Promise<{ saved: boolean; position: VideoPositionRecord; watchedCount: number | null }> {
      const watched = save.watched ?? [];
      const { seconds, at } = save;
      const inOrder = 'attribute_not_exists(playerSession) OR playerSession <> :session OR clientSequence < :sequence';
      // DynamoDB refuses redundant parentheses, so each shape is written out.
      const condition = save.throttle
        ? `attribute_not_exists(PK) OR ((${inOrder}) AND updatedAt <= :cutoff)`
        : `attribute_not_exists(PK) OR ${inOrder}`;
      try {
        const written = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: positionKey(userId, itemId, topicId),
            ConditionExpression: condition,
            UpdateExpression:
              'SET entity = :entity, itemId = :itemId, topicId = :topicId, seconds = :seconds, updatedAt = :at, ' +
              'playerSession = :session, clientSequence = :sequence' +
              (watched.length > 0 ? ' ADD watchedSeconds :watched' : ''),
            ExpressionAttributeValues: {
              ':entity': 'VideoPosition',
              ':itemId': itemId,
              ':topicId': topicId,
              ':seconds': seconds,
              ':at': at.toISOString(),
              ':session': save.playerSession,
              ':sequence': save.sequence,
              ...(save.throttle ? { ':cutoff': new Date(at.getTime() - save.minIntervalMs).toISOString() } : {}),
              ...(watched.length > 0 ? { ':watched': new Set(watched) } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { saved: true, position: { seconds, updatedAt: at.toISOString() }, watchedCount: watchedCountOf(written.Attributes ?? {}) };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const stored = await this.getVideoPosition(userId, itemId, topicId);
        return { saved: false, position: stored ?? { seconds, updatedAt: at.toISOString() }, watchedCount: null };
      }
    },

    /** How many buyers completed each topic of a course (topics nobody completed are absent). */
    async completionsByTopic(itemId: string): Promise<Map<string, number>> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#topics': 'completedTopicIds' },
        ExpressionAttributeValues: { ':pk': courseProgressPartition(itemId) },
        ProjectionExpression: '#topics',
      });
      const counts = new Map<string, number>();
      for (const record of records) {
        for (const topicId of fromStorage(record).completedTopicIds) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
      }
      return counts;
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
