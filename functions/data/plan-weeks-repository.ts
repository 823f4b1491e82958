// A planning's training plan: one record per week in the planning's training plan partition
// (PROGRAMME#<planningId> / WEEK#<nnn>), holding its days, sessions and ordered blocks embedded.
// The member's "today" is one GetItem whatever the number of members or results; the coach's
// editor reads the whole training plan with one Query. Every write is conditional on the version
// the coach edited, so two editors never overwrite each other silently.
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgrammeDay } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';

/** A week as stored (without the member's dates or signed video addresses). */
export interface StoredPlanWeek {
  planningId: string;
  weekNumber: number;
  title: string;
  days: ProgrammeDay[];
  version: number;
  updatedAt: string | null;
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
      return result.Item ? withoutKeys<StoredPlanWeek>(result.Item) : null;
    },

    /** Every week of a planning's training plan, in order (one Query of its partition). */
    async listWeeks(planningId: string): Promise<StoredPlanWeek[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :week)',
        ExpressionAttributeValues: { ':pk': planWeeksPartition(planningId), ':week': 'WEEK#' },
      });
      return records.map((record) => withoutKeys<StoredPlanWeek>(record));
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
