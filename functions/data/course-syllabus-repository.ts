// Saving a course's syllabus (the admin's syllabus editor): one transaction over the course's unit
// and topic records and the item's syllabus version. Kept apart from the lessons repository so
// that only the function saving syllabi is granted the puts and deletes it needs (grants follow
// each function's import graph).
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CERTIFICATE_TOPIC_TEXT, type SyllabusPlan } from '../domain/course-syllabus';
import { isCertificateTopic, type LessonUnit } from '../domain/course-progress';
import type { TableContext } from './dynamo-client';
import { itemKey } from './items-repository';
import { coursePartition, topicKey, unitSortKey } from './lessons-repository';
import { isTransactionConditionFailure } from './records';

/** DynamoDB's limit of actions in one transaction. */
const MAX_TRANSACTION_ACTIONS = 100;

export type SyllabusSaveOutcome = 'saved' | 'stale' | 'too-large';

export function createCourseSyllabusRepository(ctx: TableContext) {
  const unitRecord = (itemId: string, unit: LessonUnit) => ({
    PK: coursePartition(itemId),
    SK: unitSortKey(unit.position),
    entity: 'LessonUnit',
    ...unit,
  });

  return {
    /**
     * Replaces a course's syllabus in one transaction: the item's syllabus version moves from the
     * one the admin edited (else 'stale': someone saved in between, nothing is written), unit
     * records are rewritten where they changed, new topics get an empty content record, moved or
     * renamed topics keep their content, removed topics' records go. 'too-large' when the change
     * needs more actions than one transaction allows (nothing written either).
     */
    async replaceSyllabus(
      itemId: string,
      expectedVersion: number,
      current: LessonUnit[],
      plan: SyllabusPlan,
    ): Promise<SyllabusSaveOutcome> {
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
          Item: {
            ...topicKey(itemId, topic.topicId),
            entity: 'TopicContent',
            itemId,
            ...topic,
            text: isCertificateTopic(topic) ? CERTIFICATE_TOPIC_TEXT : '',
            videoKey: null,
          },
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
  };
}

export type CourseSyllabusRepository = ReturnType<typeof createCourseSyllabusRepository>;
