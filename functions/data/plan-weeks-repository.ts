// A planning's training plan: one record per week in the planning's training plan partition
// (PROGRAMME#<planningId> / WEEK#<nnn>), holding its days, sessions and ordered blocks embedded.
// The member's "today" is one GetItem whatever the number of members or results; the coach's
// editor reads the whole training plan with one Query. Every write is conditional on the version
// the coach edited, so two editors never overwrite each other silently.
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
// A week read is checked against the plan week's shape: a malformed one is a MalformedRecordError
// naming its key, never a half-read week shown to members.
import * as z from 'zod/mini';
import type { PlanWeek } from '../domain/plan-week';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord } from './records';

/** A week as stored (without the member's dates or signed video addresses). */
export type StoredPlanWeek = PlanWeek;

/** A field a week may lack: absent on old records reads null. */
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
const count = z.number().check(z.int());
const decimal = z.number().check(z.refine(Number.isFinite, 'not a number'));

const planWeekRecordSchema = z.object({
  planningId: z.string().check(z.minLength(1)),
  weekNumber: count,
  title: z.string(),
  days: z.array(
    z.object({
      dayNumber: count,
      title: orNull(z.string()),
      date: orNull(z.string()),
      sessions: z.array(
        z.object({
          id: z.string().check(z.minLength(1)),
          title: z.string(),
          blocks: z.array(
            z.object({
              id: z.string().check(z.minLength(1)),
              title: z.string(),
              text: z.string(),
              prescription: orNull(
                z.object({
                  sets: orNull(count),
                  reps: orNull(z.string()),
                  percent: orNull(decimal),
                  lift: orNull(z.string()),
                  liftName: orNull(z.string()),
                  timeCapMinutes: orNull(count),
                  rounds: orNull(count),
                  rpe: orNull(decimal),
                  loadKg: orNull(decimal),
                }),
              ),
              scaling: orNull(z.object({ beginner: orNull(z.string()), intermediate: orNull(z.string()), rx: orNull(z.string()) })),
              videoKey: orNull(z.string()),
              videoUrl: orNull(z.string()),
            }),
          ),
        }),
      ),
    }),
  ),
  version: count,
  updatedAt: orNull(z.string()),
});

/** The week a stored record holds (absent optional fields read null), or a MalformedRecordError. */
export function planWeekOfRecord(record: Record<string, unknown>): StoredPlanWeek {
  const week = readRecord(planWeekRecordSchema, record, 'plan week', record);
  return {
    planningId: week.planningId,
    weekNumber: week.weekNumber,
    title: week.title,
    version: week.version,
    updatedAt: week.updatedAt ?? null,
    days: week.days.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title ?? null,
      date: day.date ?? null,
      sessions: day.sessions.map((session) => ({
        id: session.id,
        title: session.title,
        blocks: session.blocks.map((block) => ({
          id: block.id,
          title: block.title,
          text: block.text,
          prescription: block.prescription
            ? {
                sets: block.prescription.sets ?? null,
                reps: block.prescription.reps ?? null,
                percent: block.prescription.percent ?? null,
                lift: block.prescription.lift ?? null,
                liftName: block.prescription.liftName ?? null,
                timeCapMinutes: block.prescription.timeCapMinutes ?? null,
                rounds: block.prescription.rounds ?? null,
                rpe: block.prescription.rpe ?? null,
                loadKg: block.prescription.loadKg ?? null,
              }
            : null,
          scaling: block.scaling
            ? { beginner: block.scaling.beginner ?? null, intermediate: block.scaling.intermediate ?? null, rx: block.scaling.rx ?? null }
            : null,
          videoKey: block.videoKey ?? null,
          videoUrl: block.videoUrl ?? null,
        })),
      })),
    })),
  };
}

const planWeeksPartition = (planningId: string): string => `PROGRAMME#${planningId}`;
const weekSortKey = (weekNumber: number): string => `WEEK#${String(weekNumber).padStart(3, '0')}`;

const planWeekKey = (planningId: string, weekNumber: number) => ({
  PK: planWeeksPartition(planningId),
  SK: weekSortKey(weekNumber),
});

export const planWeekRecord = (week: StoredPlanWeek): Record<string, unknown> => ({
  ...planWeekKey(week.planningId, week.weekNumber),
  entity: 'ProgrammeWeek',
  ...week,
});

/** A write of a week conditional on what the writer read: absent (null) or that version. */
export interface WeekWrite {
  week: StoredPlanWeek;
  expectedVersion: number | null;
}

const versionCondition = (expectedVersion: number | null) =>
  expectedVersion === null
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } };

const isTransactionConflict = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionCanceledException';

export function createPlanWeeksRepository(ctx: TableContext) {
  return {
    async getWeek(planningId: string, weekNumber: number): Promise<StoredPlanWeek | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: planWeekKey(planningId, weekNumber) }));
      return result.Item ? planWeekOfRecord(result.Item) : null;
    },

    /** Every week of a planning's training plan, in order (one Query of its partition). */
    async listWeeks(planningId: string): Promise<StoredPlanWeek[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :week)',
        ExpressionAttributeValues: { ':pk': planWeeksPartition(planningId), ':week': 'WEEK#' },
      });
      return records.map(planWeekOfRecord);
    },

    /** Writes one week if it is still as the writer read it; false when someone changed it first. */
    async putWeek(write: WeekWrite): Promise<boolean> {
      const condition = versionCondition(write.expectedVersion);
      try {
        await ctx.doc.send(new PutCommand({ TableName: ctx.tableName, Item: planWeekRecord(write.week), ...condition }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Rewrites several weeks at once (a move renumbers the weeks between two positions): one
     * transaction, each write conditional on the version read, so the training plan is never left
     * half-reordered. Deletes empty the positions left without a week. False on a conflict.
     */
    async replaceWeeks(
      planningId: string,
      writes: WeekWrite[],
      deletes: { weekNumber: number; expectedVersion: number }[],
    ): Promise<boolean> {
      if (writes.length + deletes.length === 0) return true;
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              ...writes.map((write) => ({
                Put: { TableName: ctx.tableName, Item: planWeekRecord(write.week), ...versionCondition(write.expectedVersion) },
              })),
              ...deletes.map((remove) => ({
                Delete: {
                  TableName: ctx.tableName,
                  Key: planWeekKey(planningId, remove.weekNumber),
                  ...versionCondition(remove.expectedVersion),
                },
              })),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionConflict(error)) return false;
        throw error;
      }
    },
  };
}

export type PlanWeeksRepository = ReturnType<typeof createPlanWeeksRepository>;
