// A member's check-ins and her consent to keep them (issue 40), in her own partition, so no one
// else's can be read by a key:
//   PK USER#<sub> / SK CHECKIN_CONSENT      the consent (givenAt, version)
//   PK USER#<sub> / SK CHECKIN#<day>        one day's check-in (the last save of that day wins)
// A check-in is written only while the consent exists (the put is conditional on it, in one
// transaction), so a withdrawal that races a save never leaves one behind. Records are checked
// when read: a malformed one is a MalformedRecordError naming its key.
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { CheckIn, CheckInConsent } from '../domain/check-in';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, isTransactionConditionFailure, readRecord, userPartition } from './records';

const CONSENT_SK = 'CHECKIN_CONSENT';
const CHECK_IN_PREFIX = 'CHECKIN#';
const DELETES_AT_ONCE = 10;

const score = z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5)));
const checkInRecordSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  sleep: score,
  energy: score,
  mood: score,
  stress: score,
  soreness: score,
  bodyWeightKg: z.nullable(z.number().check(z.refine(Number.isFinite, 'not a number'))),
  updatedAt: z.string(),
});
const consentRecordSchema = z.object({ givenAt: z.string(), version: z.string() });

export function createCheckInsRepository(ctx: TableContext) {
  const consentKey = (userId: string) => ({ PK: userPartition(userId), SK: CONSENT_SK });
  const checkInKey = (userId: string, day: string) => ({ PK: userPartition(userId), SK: `${CHECK_IN_PREFIX}${day}` });

  return {
    async consent(userId: string): Promise<CheckInConsent | null> {
      const answer = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: consentKey(userId), ConsistentRead: true }));
      return answer.Item ? readRecord(consentRecordSchema, answer.Item, 'CheckInConsent', answer.Item) : null;
    },

    async giveConsent(userId: string, consent: CheckInConsent): Promise<void> {
      await ctx.doc.send(
        new PutCommand({ TableName: ctx.tableName, Item: { ...consentKey(userId), entity: 'CheckInConsent', ...consent } }),
      );
    },

    /** The check-ins of the days from `fromDay` on, oldest first. */
    async checkIns(userId: string, fromDay: string): Promise<CheckIn[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': userPartition(userId),
          ':from': `${CHECK_IN_PREFIX}${fromDay}`,
          ':to': `${CHECK_IN_PREFIX}9999`,
        },
      });
      return records.map((record) => readRecord(checkInRecordSchema, record, 'CheckIn', record));
    },

    /** Writes the day's check-in; false (nothing written) when the member has no consent on record. */
    async save(userId: string, checkIn: CheckIn): Promise<boolean> {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: ctx.tableName,
                  Key: consentKey(userId),
                  ConditionExpression: 'attribute_exists(PK)',
                },
              },
              { Put: { TableName: ctx.tableName, Item: { ...checkInKey(userId, checkIn.day), entity: 'CheckIn', ...checkIn } } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionConditionFailure(error)) return false;
        throw error;
      }
    },

    /** False when there was no check-in of that day. */
    async delete(userId: string, day: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new DeleteCommand({ TableName: ctx.tableName, Key: checkInKey(userId, day), ConditionExpression: 'attribute_exists(PK)' }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The consent withdrawn: the consent first (no new check-in can be written after it), then every check-in. */
    async withdrawConsent(userId: string): Promise<number> {
      await ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key: consentKey(userId) }));
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': CHECK_IN_PREFIX },
        ProjectionExpression: 'PK, SK',
      });
      // One DeleteItem each, ten at a time (a year of daily check-ins is 365): the function's grants stay
      // those of its other writes, and a retried withdrawal deletes what is left.
      for (let start = 0; start < records.length; start += DELETES_AT_ONCE) {
        const keys = records
          .slice(start, start + DELETES_AT_ONCE)
          .map((record) => ({ PK: String(record['PK']), SK: String(record['SK']) }));
        await Promise.all(keys.map((Key) => ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key }))));
      }
      return records.length;
    },
  };
}

export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;
