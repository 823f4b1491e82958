// A course's syllabus and its topics' content, in the course's own partition:
//   UNIT#<nn>        one record per unit, with its topics' structure embedded (one Query lists it)
//   TOPIC#<topicId>  one record per topic with its content (text, video key, downloadable
//                    materials) and public flag, read with one GetItem only after the access rule
//                    allowed it.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LessonUnit } from '../domain/course-progress';
import type { TopicStructure } from '../domain/course-syllabus';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure, withoutKeys } from './records';

export const coursePartition = (itemId: string) => `COURSE#${itemId}`;
export const unitSortKey = (position: number) => `UNIT#${String(position).padStart(3, '0')}`;
export const topicKey = (itemId: string, topicId: string) => ({
  PK: coursePartition(itemId),
  SK: `TOPIC#${topicId}`,
});

/** A file a buyer downloads with a topic (a PDF plan): its key in the content store and its names. */
export interface TopicMaterialRecord {
  key: string;
  /** What the player shows ("Plan de 10 semanas (PDF)"). */
  name: string;
  /** The name the download is saved with. */
  fileName: string;
}

/** A topic's video as an HLS ladder (issue 26): recorded when its processing completes. */
export interface TopicStreamRecord {
  /** The upload the ladder was made from: it applies only while the topic still points at it. */
  sourceKey: string;
  masterKey: string;
  renditions: string[];
  /** As measured by the transcoder; null when the ladder was found rather than reported. */
  durationSeconds: number | null;
}

/** A topic's stored content and the facts the access rule needs: its structure, and the rest. */
export interface TopicRecord extends TopicStructure {
  itemId: string;
  text: string;
  videoKey: string | null;
  /** The video's Spanish captions (WebVTT) in the content store, if uploaded. */
  captionsKey?: string | null;
  /** How long the lesson takes, in minutes (also in the unit's structure). */
  durationMinutes?: number | null;
  materials?: TopicMaterialRecord[];
  stream?: TopicStreamRecord | null;
}

/** The stored records of a course's syllabus, with their keys. */
export function syllabusStorageRecords(itemId: string, units: LessonUnit[], topics: TopicRecord[]): Record<string, unknown>[] {
  return [
    ...units.map((unit) => ({
      PK: coursePartition(itemId),
      SK: unitSortKey(unit.position),
      entity: 'LessonUnit',
      ...unit,
    })),
    ...topics.map((topic) => ({ ...topicKey(itemId, topic.topicId), entity: 'TopicContent', ...topic })),
  ];
}

export function createLessonsRepository(ctx: TableContext) {
  async function listUnits(itemId: string): Promise<LessonUnit[]> {
    const records = await queryAll(ctx, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :unit)',
      ExpressionAttributeValues: { ':pk': coursePartition(itemId), ':unit': 'UNIT#' },
    });
    return records.map((record) => withoutKeys<LessonUnit>(record));
  }

  /**
   * A write of one attribute of the topic's entry in its unit's structure, conditional on the
   * topic still being at the place read (a syllabus saved meanwhile makes it fail); null when the
   * topic is in no unit.
   */
  async function unitTopicUpdate(itemId: string, topicId: string, attribute: string, value: unknown) {
    const units = await listUnits(itemId);
    const unit = units.find((candidate) => candidate.topics.some((topic) => topic.id === topicId));
    const index = unit?.topics.findIndex((topic) => topic.id === topicId) ?? -1;
    if (!unit || index < 0) return null;
    return {
      TableName: ctx.tableName,
      Key: { PK: coursePartition(itemId), SK: unitSortKey(unit.position) },
      ConditionExpression: `topics[${index}].id = :topicId`,
      UpdateExpression: `SET topics[${index}].${attribute} = :value`,
      ExpressionAttributeValues: { ':topicId': topicId, ':value': value },
    };
  }

  return {
    listUnits,

    async getTopic(itemId: string, topicId: string): Promise<TopicRecord | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: topicKey(itemId, topicId) }));
      return result.Item ? withoutKeys<TopicRecord>(result.Item) : null;
    },

    /** Sets a topic's text, video and captions; null when the topic does not belong to the course. */
    async updateContent(
      itemId: string,
      topicId: string,
      text: string,
      videoKey: string | null,
      captionsKey: string | null = null,
    ): Promise<TopicRecord | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: topicKey(itemId, topicId),
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression: 'SET #text = :text, videoKey = :videoKey, captionsKey = :captionsKey',
            ExpressionAttributeNames: { '#text': 'text' },
            ExpressionAttributeValues: { ':text': text, ':videoKey': videoKey, ':captionsKey': captionsKey },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutKeys<TopicRecord>(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /**
     * Marks in the topic's entry of its unit's structure whether it has captions (issue 42: the
     * course page lists them without reading each topic's record). Conditional on the topic still
     * being at that place of the unit; false when it is not (a syllabus saved meanwhile: its save
     * keeps the flag of the topics it read) or is gone.
     */
    async recordCaptionsListed(itemId: string, topicId: string, hasCaptions: boolean): Promise<boolean> {
      const update = await unitTopicUpdate(itemId, topicId, 'hasCaptions', hasCaptions);
      if (!update) return false;
      try {
        await ctx.doc.send(new UpdateCommand(update));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Records (or, with null, removes) the topic's ladder, only while the topic still points at
     * `sourceKey`: a ladder finished after the admin replaced the video never overwrites the new
     * one's. False when the topic points elsewhere (or does not exist).
     */
    async recordStream(itemId: string, topicId: string, sourceKey: string, stream: TopicStreamRecord | null): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: topicKey(itemId, topicId),
            ConditionExpression: 'attribute_exists(PK) AND videoKey = :sourceKey',
            UpdateExpression: 'SET #stream = :stream',
            ExpressionAttributeNames: { '#stream': 'stream' },
            ExpressionAttributeValues: { ':sourceKey': sourceKey, ':stream': stream },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Records a lesson's measured length (its processed video's) where the course's figures read
     * it: the topic's record and its entry in its unit's structure. Each write is conditional on
     * the topic still being where it was read (the video's key on the topic, its id at that
     * place of the unit), so a syllabus saved meanwhile is never overwritten; false then (or when
     * the topic is gone), and the caller leaves the figure as it was.
     */
    async recordMeasuredDuration(itemId: string, topicId: string, sourceKey: string, durationMinutes: number): Promise<boolean> {
      const inUnit = await unitTopicUpdate(itemId, topicId, 'durationMinutes', durationMinutes);
      if (!inUnit) return false;
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: ctx.tableName,
                  Key: topicKey(itemId, topicId),
                  ConditionExpression: 'attribute_exists(PK) AND videoKey = :sourceKey',
                  UpdateExpression: 'SET durationMinutes = :minutes',
                  ExpressionAttributeValues: { ':sourceKey': sourceKey, ':minutes': durationMinutes },
                },
              },
              { Update: inUnit },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
