// The idempotency records (domain/idempotency.ts; decision 096), one per scope and key:
//   IDEMPOTENCY#<scope>#<key> / IDEMPOTENCY
//     { status: INPROGRESS, inProgressUntil }  →  { status: COMPLETED, response, completedAt }
// `expiresAt` (the table's TTL attribute) forgets the key after the scope's keep time. Taking a key
// is one conditional put (none yet, or an IN PROGRESS whose expiry passed: the run that took it
// died); completing and giving back are conditional on IN PROGRESS. The stored response is checked
// with the scope's schema when read: a malformed record is a MalformedRecordError naming its key.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { heldBy, type IdempotencyRecord, type IdempotentStart } from '../domain/idempotency';
import type { TableContext } from './dynamo-client';
import { isConditionFailure, MalformedRecordError } from './records';
import { TIME_TO_LIVE_ATTRIBUTE } from './table';

const recordKey = (scope: string, key: string) => ({ PK: `IDEMPOTENCY#${scope}#${key}`, SK: 'IDEMPOTENCY' });

export interface IdempotencyScope<T> {
  /** The scope's name in the key (e.g. `webhook-delivery`). */
  name: string;
  /** The stored answer's shape, checked when read. */
  response: z.ZodMiniType<T>;
  /** How long a key is remembered after it was first taken. */
  keepSeconds: number;
}

export function createIdempotencyRepository<T>(ctx: TableContext, scope: IdempotencyScope<T>) {
  const table = ctx.tableName;
  const recordSchema = z.union([
    z.object({ status: z.literal('INPROGRESS'), inProgressUntil: z.string() }),
    z.object({ status: z.literal('COMPLETED'), response: scope.response, completedAt: z.string() }),
  ]);

  function recordOf(item: Record<string, unknown>): IdempotencyRecord<T> {
    const parsed = recordSchema.safeParse(item);
    if (!parsed.success) throw MalformedRecordError.of(item, `idempotency (${scope.name})`, parsed.error.issues);
    // zod's union infers `response` as the schema's output, which is T.
    return parsed.data as IdempotencyRecord<T>;
  }

  return {
    /**
     * Takes `key` IN PROGRESS until now + `inProgressSeconds` when it is free (or held by a run
     * whose expiry passed); otherwise answers what holds it.
     */
    async start(key: string, now: Date, inProgressSeconds: number): Promise<IdempotentStart<T>> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          await ctx.doc.send(
            new PutCommand({
              TableName: table,
              Item: {
                ...recordKey(scope.name, key),
                entity: 'Idempotency',
                status: 'INPROGRESS',
                inProgressUntil: new Date(now.getTime() + inProgressSeconds * 1000).toISOString(),
                takenAt: now.toISOString(),
                [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + scope.keepSeconds,
              },
              ConditionExpression: 'attribute_not_exists(PK) OR (#status = :inProgress AND inProgressUntil <= :now)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':inProgress': 'INPROGRESS', ':now': now.toISOString() },
            }),
          );
          return { kind: 'started' };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const held = await ctx.doc.send(new GetCommand({ TableName: table, Key: recordKey(scope.name, key), ConsistentRead: true }));
        // Given back between the put and the read: try to take it again.
        if (held.Item) return heldBy(recordOf(held.Item));
      }
      return { kind: 'in-progress' };
    },

    /** The operation under `key` ended: COMPLETED with its answer (false when the key was not held). */
    async complete(key: string, response: T, now: Date): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: table,
            Key: recordKey(scope.name, key),
            UpdateExpression: 'SET #status = :completed, #response = :response, completedAt = :at REMOVE inProgressUntil',
            ConditionExpression: '#status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status', '#response': 'response' },
            ExpressionAttributeValues: {
              ':completed': 'COMPLETED',
              ':response': response,
              ':at': now.toISOString(),
              ':inProgress': 'INPROGRESS',
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The operation under `key` failed: the key is free again, so a retry runs it. */
    async release(key: string): Promise<void> {
      try {
        await ctx.doc.send(
          new DeleteCommand({
            TableName: table,
            Key: recordKey(scope.name, key),
            ConditionExpression: '#status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':inProgress': 'INPROGRESS' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type IdempotencyRepository<T> = ReturnType<typeof createIdempotencyRepository<T>>;
