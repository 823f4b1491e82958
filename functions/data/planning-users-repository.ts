// Planning users: who may follow a planning and until when. One record per (planning, user) in the
// planning's partition (PLANNING#<id> / MEMBER#<sub>), so a planning's members are one Query; a
// GSI1 partition (PLANNING_USERS, sorted by planning then user) lists all of them for the admin.
// A purchase writes the membership in the transaction that approves the order.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanningUser } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';
import { GSI1 } from './table';

const PLANNING_USERS_PARTITION = 'PLANNING_USERS';

const planningMemberKey = (planningId: string, userId: string) => ({
  PK: `PLANNING#${planningId}`,
  SK: `MEMBER#${userId}`,
});

const planningMemberRecord = (member: PlanningUser): Record<string, unknown> => ({
  ...planningMemberKey(member.planningId, member.userId),
  GSI1PK: PLANNING_USERS_PARTITION,
  GSI1SK: `${member.planningId}#${member.userId}`,
  entity: 'PlanningUser',
  ...member,
});

/** Transaction part: writes (or renews) a membership. */
export const planningMemberPut = (tableName: string, member: PlanningUser) => ({
  Put: { TableName: tableName, Item: planningMemberRecord(member) },
});

/** Transaction part: ends a membership granted by this order (refund or chargeback). */
export const planningMemberDeactivate = (tableName: string, planningId: string, userId: string, at: string) => ({
  Update: {
    TableName: tableName,
    Key: planningMemberKey(planningId, userId),
    UpdateExpression: 'SET #status = :inactive, updatedAt = :at',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':inactive': 'INACTIVE', ':at': at },
  },
});

export function createPlanningUsersRepository(ctx: TableContext) {
  return {
    async get(planningId: string, userId: string): Promise<PlanningUser | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: planningMemberKey(planningId, userId) }),
      );
      return result.Item ? withoutKeys<PlanningUser>(result.Item) : null;
    },

    async listByPlanning(planningId: string): Promise<PlanningUser[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
        ExpressionAttributeValues: { ':pk': `PLANNING#${planningId}`, ':member': 'MEMBER#' },
      });
      return records.map((record) => withoutKeys<PlanningUser>(record));
    },

    async listAll(): Promise<PlanningUser[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': PLANNING_USERS_PARTITION },
      });
      return records.map((record) => withoutKeys<PlanningUser>(record));
    },

    /**
     * The admin's manual membership (paid outside the store). Written only when there is no
     * membership still running for that person: none, a deactivated one, or one that ended
     * before `today` (store calendar). False when a running one exists.
     */
    async addManual(member: PlanningUser, today: string, at: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: { ...planningMemberRecord(member), updatedAt: at },
            ConditionExpression: 'attribute_not_exists(PK) OR #status = :inactive OR endDate < :today',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':inactive': 'INACTIVE', ':today': today },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Moves an existing membership's end date and makes it active again; null when missing. */
    async extend(planningId: string, userId: string, endDate: string, at: string): Promise<PlanningUser | null> {
      return updateExisting(planningId, userId, 'SET endDate = :endDate, #status = :active, updatedAt = :at', {
        ':endDate': endDate,
        ':active': 'ACTIVE',
        ':at': at,
      });
    },

    /** Ends an existing membership's access now; null when missing. */
    async deactivate(planningId: string, userId: string, at: string): Promise<PlanningUser | null> {
      return updateExisting(planningId, userId, 'SET #status = :inactive, updatedAt = :at', {
        ':inactive': 'INACTIVE',
        ':at': at,
      });
    },
  };

  async function updateExisting(
    planningId: string,
    userId: string,
    expression: string,
    values: Record<string, unknown>,
  ): Promise<PlanningUser | null> {
    try {
      const result = await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: planningMemberKey(planningId, userId),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? withoutKeys<PlanningUser>(result.Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }
}

export type PlanningUsersRepository = ReturnType<typeof createPlanningUsersRepository>;
