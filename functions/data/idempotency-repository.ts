// The idempotency records (domain/idempotency.ts; decisions 096 and 151), one per scope and key:
//   IDEMPOTENCY#<scope>#<key> / IDEMPOTENCY
//     { status: INPROGRESS, inProgressUntil, fingerprint? }  →  { status: COMPLETED, response, completedAt, fingerprint? }
// `expiresAt` (the table's TTL attribute) forgets the key after the scope's keep time (a scope
// with none keeps it). Taking a key is one conditional put (none yet, or an IN PROGRESS whose
// expiry passed: the run that took it died); completing and giving back are conditional on IN
// PROGRESS. An operation that is one transaction puts its key COMPLETED in it (completedPut) and
// reads the key when the transaction is cancelled. The stored response is checked with the
// scope's schema when read: a malformed record is a MalformedRecordError naming its key.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { heldBy, type IdempotencyRecord, type IdempotentStart } from '../domain/idempotency';
import type { TableContext } from './dynamo-client';
import { isConditionFailure, readRecord } from './records';
import { TIME_TO_LIVE_ATTRIBUTE } from './table';

const recordKey = (scope: string, key: string) => ({ PK: `IDEMPOTENCY#${scope}#${key}`, SK: 'IDEMPOTENCY' });

export interface IdempotencyScope<T> {
  /** The scope's name in the key (e.g. `webhook-delivery`). */
  name: string;
  /** The stored answer's shape, checked when read. */
  response: z.ZodMiniType<T>;
  /** How long a key is remembered after it was first taken; null: until it is forgotten (forgetDelete). */
  keepSeconds: number | null;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function createIdempotencyRepository<T>(ctx: TableContext, scope: IdempotencyScope<T>) {
  const table = ctx.tableName;
  const fingerprint = z.optional(z.string());
  const recordSchema = z.union([
    z.object({ status: z.literal('INPROGRESS'), inProgressUntil: z.string(), fingerprint }),
    z.object({ status: z.literal('COMPLETED'), response: scope.response, completedAt: z.string(), fingerprint }),
  ]);
  const timeToLive = (now: Date) =>
    scope.keepSeconds === null ? {} : { [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + scope.keepSeconds };
  const withFingerprint = (value: string | undefined) => (value === undefined ? {} : { fingerprint: value });

  function recordOf(item: Record<string, unknown>): IdempotencyRecord<T> {
    const read = readRecord(recordSchema, item, `idempotency (${scope.name})`, item);
    // zod's union infers `response` as the schema's output, which is T.
    return read as IdempotencyRecord<T>;
  }

  return {
    /**
     * Takes `key` IN PROGRESS until now + `inProgressSeconds` when it is free (or held by a run
     * whose expiry passed); otherwise answers what holds it (`mismatch` when it holds another
     * request's fingerprint).
     */
    async start(key: string, now: Date, inProgressSeconds: number, requestFingerprint?: string): Promise<IdempotentStart<T>> {
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
                ...withFingerprint(requestFingerprint),
                ...timeToLive(now),
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
        if (held.Item) return heldBy(recordOf(held.Item), requestFingerprint);
      }
      return { kind: 'in-progress' };
    },

    /**
     * The transaction item that writes `key` COMPLETED with `response`, for an operation that is
     * one transaction: the transaction is cancelled (this item's condition) when the key is taken.
     */
    completedPut(key: string, response: T, now: Date, requestFingerprint?: string): TransactItem {
      return {
        Put: {
          TableName: table,
          Item: {
            ...recordKey(scope.name, key),
            entity: 'Idempotency',
            status: 'COMPLETED',
            response,
            completedAt: now.toISOString(),
            ...withFingerprint(requestFingerprint),
            ...timeToLive(now),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
    },

    /** The transaction item that forgets `key` (the operation was undone: a new request runs it). */
    forgetDelete(key: string): TransactItem {
      return { Delete: { TableName: table, Key: recordKey(scope.name, key) } };
    },

    /** The record under `key`, or null (strongly consistent: it decides what a repeat gets). */
    async read(key: string): Promise<IdempotencyRecord<T> | null> {
      const held = await ctx.doc.send(new GetCommand({ TableName: table, Key: recordKey(scope.name, key), ConsistentRead: true }));
      return held.Item ? recordOf(held.Item) : null;
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
