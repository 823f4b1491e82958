// The lifts the coach adds to the library (the store's own are in functions/domain/lifts.ts):
//   PK LIFTS / SK LIFT#<id>   one lift (id, name); a Query on the partition lists them all.
// A new lift is a conditional put: two lifts never share an id.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LiftDefinition } from '../domain/built-in-lifts';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure, withoutKeys } from './records';

const LIFTS_PARTITION = 'LIFTS';

export function createLiftsRepository(ctx: TableContext) {
  return {
    async listCustom(): Promise<LiftDefinition[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': LIFTS_PARTITION, ':prefix': 'LIFT#' },
      });
      return records.map((record) => ({ ...withoutKeys<LiftDefinition>(record), custom: true }));
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
