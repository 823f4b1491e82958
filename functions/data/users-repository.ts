// A user's own records live in the user's partition (USER#<sub>), so everything "mine" is one
// Query away and no request can reach another user's data by key:
//   PROFILE                      names and e-mail, written by the post-confirmation trigger
//   ADDRESS#<createdAt>#<id>     billing details, oldest first
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { UserAddress } from '../generated/graphql';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';

export const userPartition = (userId: string) => `USER#${userId}`;

export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

export function createUsersRepository(ctx: TableContext) {
  return {
    async getProfile(userId: string): Promise<UserProfile | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: { PK: userPartition(userId), SK: 'PROFILE' } }),
      );
      return result.Item ? withoutKeys<UserProfile>(result.Item) : null;
    },

    /** Creates the profile once; a repeated trigger delivery leaves the first one untouched. */
    async createProfile(profile: UserProfile): Promise<void> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: { PK: userPartition(profile.id), SK: 'PROFILE', entity: 'UserProfile', ...profile },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async listAddresses(userId: string): Promise<UserAddress[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :address)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':address': 'ADDRESS#' },
      });
      return records.map((record) => withoutKeys<UserAddress>(record));
    },

    async addAddress(userId: string, address: UserAddress): Promise<void> {
      await ctx.doc.send(
        new PutCommand({
          TableName: ctx.tableName,
          Item: {
            PK: userPartition(userId),
            SK: `ADDRESS#${address.createdAt}#${address.id}`,
            entity: 'UserAddress',
            ...address,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
