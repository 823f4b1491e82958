// A user's own records live in the user's partition (USER#<sub>), so everything "mine" is one
// Query away and no request can reach another user's data by key:
//   PROFILE                      names and e-mail, written by the post-confirmation trigger;
//                                names and e-mail preferences (newsOptIn, noticePreferences) changed by the person
//                                (GSI1: EMAIL#<lower-case e-mail> / PROFILE, so an admin can find
//                                an account by e-mail with one Query)
//   ADDRESS#<createdAt>#<id>     billing details, oldest first
// Records are checked when read: a malformed one is a MalformedRecordError naming its key.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGetAll } from './batch-get-all';
import type { UserAddress } from '../domain/account';
import type { NoticePreferences } from '../domain/notice-preferences';
import type { IvaCondition } from '../domain/order';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord, userPartition } from './records';
import { GSI1 } from './table';

const emailPartition = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  /** Absent until the person chooses on the profile page: no news then. */
  newsOptIn?: boolean;
  /** Coaching notices turned on or off (absent: all on; see domain/notice-preferences.ts). */
  noticePreferences?: Partial<NoticePreferences>;
  updatedAt?: string;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  newsOptIn: boolean;
  /** Left out: kept as stored. */
  noticePreferences?: NoticePreferences | null | undefined;
}

// The profile as the sign-up stores it; newsOptIn, noticePreferences and updatedAt only once the
// person saved her profile page (absent on every profile before that).
const profileRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  newsOptIn: z.optional(z.boolean()),
  noticePreferences: z.optional(
    z.object({
      weekRelease: z.optional(z.boolean()),
      sessionEdits: z.optional(z.boolean()),
      comments: z.optional(z.boolean()),
      membershipEnding: z.optional(z.boolean()),
    }),
  ),
  updatedAt: z.optional(z.string()),
});

/** The profile a stored PROFILE record holds, or a MalformedRecordError. */
const profileOfRecord = (record: Record<string, unknown>): UserProfile => readRecord(profileRecordSchema, record, 'user profile', record);

const IVA_CONDITIONS = ['CONSUMIDOR_FINAL', 'EXENTO', 'MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO'] as const satisfies readonly IvaCondition[];
/** Absent on addresses saved before it was asked (the IVA condition) or without one (the apartment). */
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// Here rather than order-record.ts's billing schema: the sign-up trigger reads profiles through this
// module, and the order's record would bring the payment words into its bundle.
const addressRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  fullName: z.string(),
  taxId: z.string(),
  ivaCondition: orNull(z.enum(IVA_CONDITIONS)),
  phone: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  apartment: orNull(z.string()),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  createdAt: z.string(),
});

/**
 * The billing address a stored ADDRESS# record holds (an order's billing details' shape), or a
 * MalformedRecordError. Addresses saved before the IVA condition was asked, or without an
 * apartment, lack them: they read null, as the domain keeps "none".
 */
function addressOfRecord(record: Record<string, unknown>): UserAddress {
  const address = readRecord(addressRecordSchema, record, 'user address', record);
  return { ...address, ivaCondition: address.ivaCondition ?? null, apartment: address.apartment ?? null };
}

export function createUsersRepository(ctx: TableContext) {
  return {
    async getProfile(userId: string): Promise<UserProfile | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: { PK: userPartition(userId), SK: 'PROFILE' } }));
      return result.Item ? profileOfRecord(result.Item) : null;
    },

    /** The profiles of these accounts (BatchGetItem, 100 a call), by id; an account without one is left out. */
    async getProfiles(userIds: readonly string[]): Promise<Map<string, UserProfile>> {
      const unique = [...new Set(userIds)];
      const records = await batchGetAll(
        ctx,
        unique.map((userId) => ({ PK: userPartition(userId), SK: 'PROFILE' })),
      );
      const profiles = records.map(profileOfRecord);
      return new Map(profiles.map((profile) => [profile.id, profile]));
    },

    /** The profile of the account with this e-mail (Cognito keeps e-mails unique), if any. */
    async findProfileByEmail(email: string): Promise<UserProfile | null> {
      const page = await ctx.doc.send(
        new QueryCommand({
          TableName: ctx.tableName,
          IndexName: GSI1.indexName,
          KeyConditionExpression: '#pk = :pk AND #sk = :profile',
          ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
          ExpressionAttributeValues: { ':pk': emailPartition(email), ':profile': 'PROFILE' },
          Limit: 1,
        }),
      );
      const record = page.Items?.[0];
      return record ? profileOfRecord(record) : null;
    },

    /** Creates the profile once; a repeated trigger delivery leaves the first one untouched. */
    async createProfile(profile: UserProfile): Promise<void> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: {
              PK: userPartition(profile.id),
              SK: 'PROFILE',
              GSI1PK: emailPartition(profile.email),
              GSI1SK: 'PROFILE',
              entity: 'UserProfile',
              ...profile,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Changes an existing profile's names and preferences; null when there is no profile. */
    async updateProfile(userId: string, changes: ProfileChanges, at: Date): Promise<UserProfile | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: { PK: userPartition(userId), SK: 'PROFILE' },
            ConditionExpression: 'attribute_exists(PK)',
            UpdateExpression: `SET firstName = :first, lastName = :last, newsOptIn = :news, updatedAt = :at${
              changes.noticePreferences ? ', noticePreferences = :notices' : ''
            }`,
            ExpressionAttributeValues: {
              ':first': changes.firstName,
              ':last': changes.lastName,
              ':news': changes.newsOptIn,
              ':at': at.toISOString(),
              ...(changes.noticePreferences ? { ':notices': { ...changes.noticePreferences } } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? profileOfRecord(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    async listAddresses(userId: string): Promise<UserAddress[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :address)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':address': 'ADDRESS#' },
      });
      return records.map(addressOfRecord);
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
