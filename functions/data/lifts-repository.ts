// The lifts the coach adds to the library (the store's own are in functions/domain/lifts.ts):
//   PK LIFTS / SK LIFT#<id>   one lift (id, name); a Query on the partition lists them all.
// A new lift is a conditional put: two lifts never share an id. A lift read is checked: a
// malformed one is a MalformedRecordError naming its key.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { LiftDefinition } from '../domain/built-in-lifts';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, readRecord } from './records';

const LIFTS_PARTITION = 'LIFTS';

// What create writes, less its createdAt (not part of a lift).
const liftRecordSchema = z.object({ id: z.string().check(z.minLength(1)), name: z.string() });

/** The coach's lift a stored LIFT# record holds, or a MalformedRecordError. */
function customLiftOfRecord(record: Record<string, unknown>): LiftDefinition {
  return { ...readRecord(liftRecordSchema, record, 'lift', record), custom: true };
}

export function createLiftsRepository(ctx: TableContext) {
  return {
    async listCustom(): Promise<LiftDefinition[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': LIFTS_PARTITION, ':prefix': 'LIFT#' },
      });
      return records.map(customLiftOfRecord);
    },

    /** False when a lift with that id already exists. */
    async create(lift: LiftDefinition, createdAt: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: { PK: LIFTS_PARTITION, SK: `LIFT#${lift.id}`, entity: 'Lift', id: lift.id, name: lift.name, createdAt },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type LiftsRepository = ReturnType<typeof createLiftsRepository>;
