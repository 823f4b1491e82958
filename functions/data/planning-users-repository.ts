// Planning users: who may follow a planning and until when. One record per (planning, user) in the
// planning's partition (PLANNING#<id> / MEMBER#<sub>), so a planning's members are one Query; a
// GSI1 partition (PLANNING_USERS, sorted by planning then user) lists all of them for the admin.
// A purchase writes the membership in the transaction that approves the order.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanningUser } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { withoutKeys } from './records';
import { GSI1 } from './table';

const PLANNING_USERS_PARTITION = 'PLANNING_USERS';

export const planningMemberKey = (planningId: string, userId: string) => ({
  PK: `PLANNING#${planningId}`,
  SK: `MEMBER#${userId}`,
});

export const planningMemberRecord = (member: PlanningUser): Record<string, unknown> => ({
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
  };
}

export type PlanningUsersRepository = ReturnType<typeof createPlanningUsersRepository>;
