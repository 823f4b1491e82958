// Planning users: who may follow a planning and until when. One record per (planning, user) in the
// planning's partition (PLANNING#<id> / MEMBER#<sub>), so a planning's members are one Query; a
// GSI1 partition (PLANNING_USERS, sorted by planning then user) lists all of them for the admin.
// A purchase writes the membership in the transaction that approves the order.
// An e-mail membership (`email:<e-mail>`, a person added by hand before she had an account) has a
// pointer beside it, written and removed in the same transactions: the sign-up trigger finds what
// to link with one Query of the new account's e-mail.
// Memberships are checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isEmailMemberId } from '../domain/email-members';
import { PLANNING_USER_STATUSES, type PlanningUser } from '../domain/membership';
import { batchGetAll } from './batch-get-all';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure, readRecord } from './records';
import { GSI1 } from './table';

const PLANNING_USERS_PARTITION = 'PLANNING_USERS';

/**
 * A membership as stored. `startPending` is true while the member has not chosen when to start
 * (a purchase leaves the choice to them); absent on memberships whose dates an admin set.
 */
export type StoredMembership = PlanningUser & { startPending?: boolean };

// What a purchase (domain/order-access.ts) and an admin's addition (planning-users-service.ts)
// write. `phone` and `orderId` were left out rather than null by early manual additions (read
// null, as the admin's list already did); `startPending` only by purchases; `updatedAt`, written
// by the changes, is not part of the membership.
const membershipRecordSchema = z.object({
  planningId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.optional(z.nullable(z.string())),
  status: z.enum(PLANNING_USER_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  orderId: z.optional(z.nullable(z.string())),
  source: z.string(),
  startPending: z.optional(z.boolean()),
});

/** The membership a stored MEMBER# record holds, or a MalformedRecordError. */
function membershipOfRecord(record: Record<string, unknown>): StoredMembership {
  const { startPending, ...member } = readRecord(membershipRecordSchema, record, 'planning membership', record);
  return {
    ...member,
    phone: member.phone ?? null,
    orderId: member.orderId ?? null,
    ...(startPending === undefined ? {} : { startPending }),
  };
}

const planningMemberKey = (planningId: string, userId: string) => ({
  PK: `PLANNING#${planningId}`,
  SK: `MEMBER#${userId}`,
});

/**
 * The pointer of an e-mail membership (`EMAIL_MEMBERSHIPS#email:<e-mail>` / `PLANNING#<id>`): the
 * plannings an e-mail was added to are one Query of its partition, without listing every planning.
 */
const emailMembershipsPartition = (emailMemberId: string) => `EMAIL_MEMBERSHIPS#${emailMemberId}`;

const emailMembershipPointerKey = (emailMemberId: string, planningId: string) => ({
  PK: emailMembershipsPartition(emailMemberId),
  SK: `PLANNING#${planningId}`,
});

const emailMembershipPointerRecord = (emailMemberId: string, planningId: string) => ({
  ...emailMembershipPointerKey(emailMemberId, planningId),
  entity: 'EmailMembershipPointer',
  planningId,
});

export const planningMemberRecord = (member: StoredMembership): Record<string, unknown> => ({
  ...planningMemberKey(member.planningId, member.userId),
  GSI1PK: PLANNING_USERS_PARTITION,
  GSI1SK: `${member.planningId}#${member.userId}`,
  entity: 'PlanningUser',
  ...member,
});

/** Transaction part: writes (or renews) a membership. */
export const planningMemberPut = (tableName: string, member: StoredMembership) => ({
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
  async function listAll(): Promise<PlanningUser[]> {
    const records = await queryAll(ctx, {
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
      ExpressionAttributeValues: { ':pk': PLANNING_USERS_PARTITION },
    });
    return records.map(membershipOfRecord);
  }

  return {
    async get(planningId: string, userId: string): Promise<StoredMembership | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: planningMemberKey(planningId, userId) }));
      return result.Item ? membershipOfRecord(result.Item) : null;
    },

    /**
     * One member's memberships among the given plannings: one BatchGetItem of the keys
     * (planning, member), so the cost follows the number of plannings, never the members.
     */
    async getForMember(userId: string, planningIds: readonly string[]): Promise<StoredMembership[]> {
      const keys = planningIds.map((planningId) => planningMemberKey(planningId, userId));
      // BatchGetItem may leave keys unprocessed under load: asked again, at most 5 calls a group.
      const records = await batchGetAll(ctx, keys, { maxAttempts: 5 });
      return records.map(membershipOfRecord);
    },

    /**
     * The plannings an e-mail membership id (`email:<e-mail>`) was added to, from its pointers: one
     * Query (strongly consistent: an admin may have added her moments before she confirmed).
     */
    async planningsOfEmailMember(emailMemberId: string): Promise<string[]> {
      const pointers = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': emailMembershipsPartition(emailMemberId) },
        ProjectionExpression: 'planningId',
        ConsistentRead: true,
      });
      return pointers.map((pointer) => String(pointer['planningId']));
    },

    /** Sets the member's chosen start (and the end it moves); only while the start is still pending. */
    async chooseStart(planningId: string, userId: string, startDate: string, endDate: string, at: string) {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: planningMemberKey(planningId, userId),
            UpdateExpression: 'SET startDate = :start, endDate = :end, startPending = :false, updatedAt = :at',
            ConditionExpression: 'startPending = :true',
            ExpressionAttributeValues: { ':start': startDate, ':end': endDate, ':false': false, ':true': true, ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? membershipOfRecord(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /**
     * Moves a membership added by e-mail (`email:<address>`) to the account that now has that
     * verified e-mail, in one transaction: the e-mail record is deleted (it must still be as
     * read, and its pointer goes with it) and the account's record written over the account's own
     * one only if that is still as the caller read it (`seen`: null for none; the caller checked it
     * ends earlier or was deactivated). False when another sign-in linked it first.
     */
    async moveToAccount(emailMember: StoredMembership, accountMember: StoredMembership, seen: { endDate: string; status: string } | null) {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: ctx.tableName,
                  Key: planningMemberKey(emailMember.planningId, emailMember.userId),
                  ConditionExpression: 'attribute_exists(PK)',
                },
              },
              { Delete: { TableName: ctx.tableName, Key: emailMembershipPointerKey(emailMember.userId, emailMember.planningId) } },
              {
                Put: {
                  TableName: ctx.tableName,
                  Item: planningMemberRecord(accountMember),
                  ...(seen === null
                    ? { ConditionExpression: 'attribute_not_exists(PK)' }
                    : {
                        ConditionExpression: 'endDate = :seenEnd AND #status = :seenStatus',
                        ExpressionAttributeNames: { '#status': 'status' },
                        ExpressionAttributeValues: { ':seenEnd': seen.endDate, ':seenStatus': seen.status },
                      }),
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
        throw error;
      }
    },

    /** Drops an e-mail membership the account's own membership already covers, and its pointer (gone already: fine). */
    async removeEmailMember(planningId: string, userId: string): Promise<void> {
      await ctx.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: ctx.tableName, Key: planningMemberKey(planningId, userId) } },
            { Delete: { TableName: ctx.tableName, Key: emailMembershipPointerKey(userId, planningId) } },
          ],
        }),
      );
    },

    async listByPlanning(planningId: string): Promise<PlanningUser[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
        ExpressionAttributeValues: { ':pk': `PLANNING#${planningId}`, ':member': 'MEMBER#' },
      });
      return records.map(membershipOfRecord);
    },

    listAll,

    /**
     * The admin's manual membership (paid outside the store). Written only when there is no
     * membership still running for that person: none, a deactivated one, or one that ended
     * before `today` (store calendar). False when a running one exists.
     */
    async addManual(member: PlanningUser, today: string, at: string): Promise<boolean> {
      const membership = {
        TableName: ctx.tableName,
        Item: { ...planningMemberRecord(member), updatedAt: at },
        ConditionExpression: 'attribute_not_exists(PK) OR #status = :inactive OR endDate < :today',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inactive': 'INACTIVE', ':today': today },
      };
      try {
        if (isEmailMemberId(member.userId)) {
          const pointer = { TableName: ctx.tableName, Item: emailMembershipPointerRecord(member.userId, member.planningId) };
          await ctx.doc.send(new TransactWriteCommand({ TransactItems: [{ Put: membership }, { Put: pointer }] }));
        } else {
          await ctx.doc.send(new PutCommand(membership));
        }
        return true;
      } catch (error) {
        if (isConditionFailure(error) || isTransactionConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Gives a pointer to every e-mail membership written before pointers existed (the data
     * upgrade). Each is written only while its membership still exists, so a membership linked
     * meanwhile leaves none behind; idempotent. Returns how many were created.
     */
    async addMissingEmailPointers(): Promise<number> {
      let created = 0;
      for (const member of await listAll()) {
        if (!isEmailMemberId(member.userId)) continue;
        try {
          await ctx.doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  ConditionCheck: {
                    TableName: ctx.tableName,
                    Key: planningMemberKey(member.planningId, member.userId),
                    ConditionExpression: 'attribute_exists(PK)',
                  },
                },
                {
                  Put: {
                    TableName: ctx.tableName,
                    Item: emailMembershipPointerRecord(member.userId, member.planningId),
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
              ],
            }),
          );
          created += 1;
        } catch (error) {
          if (!isTransactionConditionFailure(error)) throw error;
        }
      }
      return created;
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
      return result.Attributes ? membershipOfRecord(result.Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }
}

export type PlanningUsersRepository = ReturnType<typeof createPlanningUsersRepository>;
