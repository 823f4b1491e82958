// The demo store: a fictional catalogue (coaches, courses, plannings), its syllabi with lessons
// whose streams exist only on the local stack, sample evaluations and two public coupons. The
// local stack loads it at every start; a deployed stage only with `npm run seed -- --demo`, which a
// production stage refuses (infra/seed-cli.ts). Idempotent and non-destructive: it creates what
// is missing and never overwrites a record, so re-running it keeps admin edits and user data.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LessonUnit, Topic } from '../generated/graphql';
import type { TableContext } from '../data/dynamo-client';
import { isConditionFailure } from '../data/records';
import { itemStorageRecord } from '../data/items-repository';
import { syllabusStorageRecords, type TopicRecord } from '../data/lessons-repository';
import { couponStorageRecord } from '../data/coupons-repository';
import { evaluationStorageRecord } from '../data/evaluations-repository';
import { planWeekRecord } from '../data/plan-weeks-repository';
import { seedItems } from './catalogue';
import { seedCoupons } from './coupons';
import { seedEvaluations } from './evaluations';
import { seedLessons } from './lessons';
import { seedPlanWeeks } from './plan-weeks';
import type { SeedCourseLessons } from './seed-types';

export interface SeedResult {
  created: number;
  kept: number;
}

/** The stored shape of one course's seed syllabus: units with embedded topics, topic contents. */
function syllabusFromSeed(course: SeedCourseLessons): { units: LessonUnit[]; topics: TopicRecord[] } {
  let position = 0;
  const topics: TopicRecord[] = [];
  const units = course.units.map((unit, unitIndex): LessonUnit => {
    const unitTopics = unit.topics.map((topic): Topic => {
      position += 1;
      topics.push({
        itemId: course.itemId,
        topicId: topic.id,
        unitId: unit.id,
        name: topic.name,
        position,
        componentName: topic.componentName,
        isPublic: topic.isPublic,
        text: topic.text,
        videoKey: topic.videoKey ?? null,
        durationMinutes: topic.durationMinutes ?? null,
        ...(topic.materials ? { materials: topic.materials } : {}),
        ...(topic.stream ? { stream: topic.stream } : {}),
      });
      return {
        id: topic.id,
        name: topic.name,
        itemId: course.itemId,
        unitId: unit.id,
        componentName: topic.componentName,
        isPublic: topic.isPublic,
        position,
        durationMinutes: topic.durationMinutes ?? null,
        hasCaptions: false,
      };
    });
    return { id: unit.id, itemId: course.itemId, name: unit.name, position: unitIndex + 1, topics: unitTopics };
  });
  return { units, topics };
}

async function putIfMissing(ctx: TableContext, record: Record<string, unknown>): Promise<boolean> {
  try {
    await ctx.doc.send(new PutCommand({ TableName: ctx.tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function seedDemoStore(ctx: TableContext): Promise<SeedResult> {
  const records = [
    ...seedItems.map(itemStorageRecord),
    ...seedCoupons.map(couponStorageRecord),
    ...seedLessons.flatMap((course) => {
      const { units, topics } = syllabusFromSeed(course);
      return syllabusStorageRecords(course.itemId, units, topics);
    }),
    ...seedPlanWeeks.map(planWeekRecord),
    ...seedEvaluations.map(evaluationStorageRecord),
  ];
  const result: SeedResult = { created: 0, kept: 0 };
  // Small concurrent groups: fast on DynamoDB Local and well inside on-demand limits on AWS.
  for (let start = 0; start < records.length; start += 10) {
    const outcomes = await Promise.all(records.slice(start, start + 10).map((r) => putIfMissing(ctx, r)));
    for (const created of outcomes) result[created ? 'created' : 'kept'] += 1;
  }
  return result;
}
