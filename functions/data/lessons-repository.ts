// A course's program and its topics' content, in the course's own partition:
//   UNIT#<nn>        one record per unit, with its topics' structure embedded (one Query lists it)
//   TOPIC#<topicId>  one record per topic with its content (text, video key) and public flag,
//                    read with one GetItem only after the access rule allowed it.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LessonUnit } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import type { ProgramPlan } from '../domain/course-program';
import { itemKey } from './items-repository';
import { isConditionFailure, isTransactionConditionFailure, withoutKeys } from './records';

/** DynamoDB's limit of actions in one transaction. */
export const MAX_TRANSACTION_ACTIONS = 100;

export type ProgramSaveOutcome = 'saved' | 'stale' | 'too-large';

const coursePartition = (itemId: string) => `COURSE#${itemId}`;
const unitSortKey = (position: number) => `UNIT#${String(position).padStart(3, '0')}`;
const topicKey = (itemId: string, topicId: string) => ({
  PK: coursePartition(itemId),
  SK: `TOPIC#${topicId}`,
});

/** A topic's stored content and the facts the access rule needs. */
export interface TopicRecord {
  itemId: string;
  topicId: string;
  unitId: string;
  name: string;
  position: number;
  componentName: string;
  isPublic: boolean;
  text: string;
  videoKey: string | null;
}

/** The stored records of a course's program, with their keys. */
export function programStorageRecords(
  itemId: string,
  units: LessonUnit[],
  topics: TopicRecord[],
): Record<string, unknown>[] {
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
  const unitRecord = (itemId: string, unit: LessonUnit) => ({
    PK: coursePartition(itemId),
    SK: unitSortKey(unit.position),
    entity: 'LessonUnit',
    ...unit,
  });

  return {
    /**
     * Replaces a course's program in one transaction: the item's program version moves from the
     * one the admin edited (else 'stale': someone saved in between, nothing is written), unit
     * records are rewritten where they changed, new topics get an empty content record, moved or
     * renamed topics keep their content, removed topics' records go. 'too-large' when the change
     * needs more actions than one transaction allows (nothing written either).
     */
    async replaceProgram(
      itemId: string,
      expectedVersion: number,
      current: LessonUnit[],
      plan: ProgramPlan,
    ): Promise<ProgramSaveOutcome> {
      const table = ctx.tableName;
      const byPosition = new Map(current.map((unit) => [unit.position, unit]));
      const unitPuts = plan.units
        .filter((unit) => JSON.stringify(byPosition.get(unit.position)) !== JSON.stringify(unit))
        .map((unit) => ({ Put: { TableName: table, Item: unitRecord(itemId, unit) } }));
      const unitDeletes = current
        .filter((unit) => unit.position > plan.units.length)
        .map((unit) => ({ Delete: { TableName: table, Key: { PK: coursePartition(itemId), SK: unitSortKey(unit.position) } } }));
      const topicPuts = plan.newTopics.map((topic) => ({
        Put: {
          TableName: table,
          Item: { ...topicKey(itemId, topic.topicId), entity: 'TopicContent', itemId, ...topic, text: '', videoKey: null },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      }));
      const topicUpdates = plan.changedTopics.map((topic) => ({
        Update: {
          TableName: table,
          Key: topicKey(itemId, topic.topicId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'SET unitId = :unitId, #name = :name, #position = :position, componentName = :component, isPublic = :isPublic',
          ExpressionAttributeNames: { '#name': 'name', '#position': 'position' },
          ExpressionAttributeValues: {
            ':unitId': topic.unitId,
            ':name': topic.name,
            ':position': topic.position,
            ':component': topic.componentName,
            ':isPublic': topic.isPublic,
          },
        },
      }));
      const topicDeletes = plan.removedTopicIds.map((topicId) => ({ Delete: { TableName: table, Key: topicKey(itemId, topicId) } }));
      const version = {
        Update: {
          TableName: table,
          Key: itemKey(itemId),
          ConditionExpression:
            expectedVersion === 0
              ? 'attribute_exists(PK) AND (attribute_not_exists(programVersion) OR programVersion = :expected)'
              : 'attribute_exists(PK) AND programVersion = :expected',
          UpdateExpression: 'SET programVersion = :next, programIdCounter = :counter',
          ExpressionAttributeValues: { ':expected': expectedVersion, ':next': expectedVersion + 1, ':counter': plan.idCounter },
        },
      };
      const actions = [version, ...unitPuts, ...unitDeletes, ...topicPuts, ...topicUpdates, ...topicDeletes];
      if (actions.length > MAX_TRANSACTION_ACTIONS) return 'too-large';
      try {
        await ctx.doc.send(new TransactWriteCommand({ TransactItems: actions }));
        return 'saved';
      } catch (error) {
        if (isTransactionConditionFailure(error)) return 'stale';
        throw error;
      }
    },

    async listUnits(itemId: string): Promise<LessonUnit[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :unit)',
        ExpressionAttributeValues: { ':pk': coursePartition(itemId), ':unit': 'UNIT#' },
      });
      return records.map((record) => withoutKeys<LessonUnit>(record));
    },

    async getTopic(itemId: string, topicId: string): Promise<TopicRecord | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: topicKey(itemId, topicId) }),
      );
      return result.Item ? withoutKeys<TopicRecord>(result.Item) : null;
    },

    /** Sets a topic's text and video; null when the topic does not belong to the course. */
    async updateContent(
      itemId: string,
      topicId: string,
      text: string,
      videoKey: string | null,
    ): Promise<TopicRecord | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: topicKey(itemId, topicId),
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression: 'SET #text = :text, videoKey = :videoKey',
            ExpressionAttributeNames: { '#text': 'text' },
            ExpressionAttributeValues: { ':text': text, ':videoKey': videoKey },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? withoutKeys<TopicRecord>(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
