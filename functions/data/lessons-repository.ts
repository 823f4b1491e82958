// A course's syllabus and its topics' content, in the course's own partition:
//   UNIT#<nn>        one record per unit, with its topics' structure embedded (one Query lists it)
//   TOPIC#<topicId>  one record per topic with its content (text, video key, downloadable
//                    materials) and public flag, read with one GetItem only after the access rule
//                    allowed it.
// Both are checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { LessonUnit } from '../domain/course-progress';
import type { TopicStructure } from '../domain/course-syllabus';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure, readRecord } from './records';

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

const id = z.string().check(z.minLength(1));
const count = z.number().check(z.int());
const minutes = z.number().check(z.refine(Number.isFinite, 'not a number'));
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// A unit as the seed and the syllabus editor (domain/course-syllabus.ts's plan) write it, its
// fields in the plan's order: replaceSyllabus rewrites only the units whose JSON differs from what
// was read. A topic's duration and captions' flag came later (absent: null, as the domain says).
const unitRecordSchema = z.object({
  id,
  itemId: id,
  name: z.string(),
  position: count,
  topics: z.array(
    z.object({
      id,
      itemId: id,
      unitId: id,
      name: z.string(),
      componentName: z.string(),
      isPublic: z.boolean(),
      position: count,
      durationMinutes: orNull(minutes),
      hasCaptions: orNull(z.boolean()),
    }),
  ),
});

/** The unit a stored UNIT# record holds, or a MalformedRecordError. */
function unitOfRecord(record: Record<string, unknown>): LessonUnit {
  const unit = readRecord(unitRecordSchema, record, 'lesson unit', record);
  return {
    ...unit,
    topics: unit.topics.map((topic) => ({
      ...topic,
      durationMinutes: topic.durationMinutes ?? null,
      hasCaptions: topic.hasCaptions ?? null,
    })),
  };
}

// A topic's content as the seed, the syllabus editor (a new topic: empty text, no video) and the
// content, captions, ladder and duration updates write it; what came later may be absent.
const topicRecordSchema = z.object({
  itemId: id,
  topicId: id,
  unitId: id,
  name: z.string(),
  position: count,
  componentName: z.string(),
  isPublic: z.boolean(),
  text: z.string(),
  videoKey: orNull(z.string()),
  captionsKey: orNull(z.string()),
  durationMinutes: orNull(minutes),
  materials: z.optional(z.array(z.object({ key: z.string(), name: z.string(), fileName: z.string() }))),
  stream: orNull(
    z.object({ sourceKey: z.string(), masterKey: z.string(), renditions: z.array(z.string()), durationSeconds: orNull(minutes) }),
  ),
});

/** The topic a stored TOPIC# record holds, or a MalformedRecordError. */
function topicOfRecord(record: Record<string, unknown>): TopicRecord {
  const { stream, ...topic } = readRecord(topicRecordSchema, record, 'topic', record);
  return {
    ...topic,
    videoKey: topic.videoKey ?? null,
    ...(stream === undefined ? {} : { stream: stream && { ...stream, durationSeconds: stream.durationSeconds ?? null } }),
  };
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
    return records.map(unitOfRecord);
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
      return result.Item ? topicOfRecord(result.Item) : null;
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
        return result.Attributes ? topicOfRecord(result.Attributes) : null;
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
