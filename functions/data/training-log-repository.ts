// A member's training log, in the member's own partition (USER#<sub>), so nobody else's results
// are ever on the read path:
//   RESULT#<planningId>#<sessionId>#<loggedAt>#<id>  one logged result (a session's history is a
//                                                   Query on its prefix)
//   PLANLOG#<planningId>                            the ids of the sessions marked done (a string
//                                                   set: ADD is idempotent)
//   LIFT_MAXES                                      the member's working max per lift (a map)
//   LIFTLOG#<liftId>#<loggedAt>#<resultId>          what one result's sets of a lift are worth
//                                                   (estimated 1RM, rep maxes, volume): a lift's
//                                                   records are a Query on LIFTLOG#<liftId>#
//   MAXLOG#<liftId>#<at>                            each max the member typed (its history)
//   RESULT_KEY#<idempotencyKey>                     before decision 151: the result a client's
//                                                   key wrote, with the request's fingerprint
//                                                   (still read, never written)
// and each client key of a logged result is the one idempotency mechanism's record
// (data/idempotency-repository.ts, decision 151), written COMPLETED in the result's transaction:
//   IDEMPOTENCY#session-result#<sub>#<idempotencyKey> / IDEMPOTENCY
//     { response: the result's ids, fingerprint: the request's }   (a resend is answered from it)
// Logging, editing and deleting a result write the result, its lift entries and the done set in
// one transaction (logging also its key), so records never disagree with the log.
import * as z from 'zod/mini';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LiftMax, SessionResult } from '../domain/training-log';
import type { LiftBests } from '../domain/lift-records';
import type { StoredIdempotentWrite } from '../domain/result-idempotency';
import type { TableContext } from './dynamo-client';
import { createIdempotencyRepository, type IdempotencyScope } from './idempotency-repository';
import { queryAll } from './query-all';
import { isTransactionConditionFailure, readRecord, userPartition } from './records';
import { resultFromRecord, resultKey, resultPrefix } from './session-result-record';

/** One result's sets of one lift, summed up (functions/domain/lift-records.ts). */
export interface LiftLogEntry extends LiftBests {
  liftId: string;
  resultId: string;
  planningId: string;
  loggedAt: string;
  /** The set that gives the estimate. */
  estimateSet: { reps: number; kg: number } | null;
}

export interface TypedMax {
  liftId: string;
  kg: number;
  at: string;
}

const kilos = z.number().check(z.refine(Number.isFinite, 'not a number'));
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// What liftLogEntries (services/result-recording.ts) writes for each lift of a result, since the
// entries existed; the nullable fields absent read null.
const liftLogRecordSchema = z.object({
  liftId: z.string().check(z.minLength(1)),
  resultId: z.string().check(z.minLength(1)),
  planningId: z.string(),
  loggedAt: z.string(),
  estimatedOneRepMaxKg: orNull(kilos),
  repMaxKg: z.object({ 1: orNull(kilos), 3: orNull(kilos), 5: orNull(kilos) }),
  volumeKg: kilos,
  estimateSet: orNull(z.object({ reps: z.number().check(z.int()), kg: kilos })),
});

/** The lift entry a stored LIFTLOG# record holds, or a MalformedRecordError. */
function liftLogEntryOfRecord(record: Record<string, unknown>): LiftLogEntry {
  const entry = readRecord(liftLogRecordSchema, record, 'lift log entry', record);
  return {
    ...entry,
    estimatedOneRepMaxKg: entry.estimatedOneRepMaxKg ?? null,
    repMaxKg: { 1: entry.repMaxKg[1] ?? null, 3: entry.repMaxKg[3] ?? null, 5: entry.repMaxKg[5] ?? null },
    estimateSet: entry.estimateSet ?? null,
  };
}

// What setLiftMax writes in the lift's history.
const typedMaxRecordSchema = z.object({ liftId: z.string().check(z.minLength(1)), kg: kilos, at: z.string() });

/** A max the member typed, from its stored MAXLOG# record, or a MalformedRecordError. */
const typedMaxOfRecord = (record: Record<string, unknown>): TypedMax => readRecord(typedMaxRecordSchema, record, 'typed max', record);

const resultSortKey = (result: SessionResult) => resultKey(result).SK;
const liftLogSortKey = (entry: Pick<LiftLogEntry, 'liftId' | 'loggedAt' | 'resultId'>) =>
  `LIFTLOG#${entry.liftId}#${entry.loggedAt}#${entry.resultId}`;

const doneKey = (userId: string, planningId: string) => ({ PK: userPartition(userId), SK: `PLANLOG#${planningId}` });
const maxesKey = (userId: string) => ({ PK: userPartition(userId), SK: 'LIFT_MAXES' });

/** A key's record before decision 151 (read, never written). */
const legacyResultKeyKey = (userId: string, idempotencyKey: string) => ({ PK: userPartition(userId), SK: `RESULT_KEY#${idempotencyKey}` });

/** Which result a client's key wrote. */
export interface LoggedResultRef {
  userId: string;
  planningId: string;
  sessionId: string;
  id: string;
}

const LOGGED_RESULT_SCOPE: IdempotencyScope<LoggedResultRef> = {
  name: 'session-result',
  response: z.object({ userId: z.string(), planningId: z.string(), sessionId: z.string(), id: z.string() }),
  // As long as the member's log: the offline queue may resend a form days later.
  keepSeconds: null,
};
const loggedKey = (userId: string, idempotencyKey: string) => `${userId}#${idempotencyKey}`;
const refOf = ({ userId, planningId, sessionId, id }: LoggedResultRef): LoggedResultRef => ({ userId, planningId, sessionId, id });

/** Two requests with one key racing: DynamoDB cancels one transaction, which then reads the other's write. */
const RACE_ATTEMPTS = 3;

const newestFirst = (a: SessionResult, b: SessionResult): number => b.loggedAt.localeCompare(a.loggedAt);

/** More items of the same transaction (coaching counters and the coach's feed: coaching-log-items.ts). */
export type ExtraTransactItems = readonly NonNullable<TransactWriteCommandInput['TransactItems']>[number][];

export function createTrainingLogRepository(ctx: TableContext) {
  const { tableName } = ctx;
  const loggedKeys = createIdempotencyRepository(ctx, LOGGED_RESULT_SCOPE);

  /** What a key wrote, or null. */
  const storedUnder = async (userId: string, key: string): Promise<StoredIdempotentWrite<LoggedResultRef> | null> => {
    const record = await loggedKeys.read(loggedKey(userId, key));
    return record?.status === 'COMPLETED' && record.fingerprint !== undefined
      ? { fingerprint: record.fingerprint, result: record.response }
      : null;
  };
  /**
   * What a key wrote before decision 151, or null. Nothing writes these records any more, so
   * reading one before the transaction cannot race with a write of it.
   */
  const storedBefore151 = async (userId: string, key: string): Promise<StoredIdempotentWrite<LoggedResultRef> | null> => {
    const legacy = await ctx.doc.send(new GetCommand({ TableName: tableName, Key: legacyResultKeyKey(userId, key), ConsistentRead: true }));
    if (!legacy.Item) return null;
    return { fingerprint: legacy.Item['fingerprint'] as string, result: refOf(legacy.Item['result'] as LoggedResultRef) };
  };

  /** Sends a transaction whose first item requires the result to exist: false when it did not. */
  const applied = async (command: TransactWriteCommand): Promise<boolean> => {
    try {
      await ctx.doc.send(command);
      return true;
    } catch (error) {
      if (isTransactionConditionFailure(error)) return false;
      throw error;
    }
  };

  const queryPrefix = (userId: string, prefix: string) =>
    queryAll(ctx, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
    });

  const queryResults = async (userId: string, prefix: string): Promise<SessionResult[]> =>
    (await queryPrefix(userId, prefix)).map(resultFromRecord).sort(newestFirst);

  const putEntry = (userId: string, entry: LiftLogEntry) => ({
    Put: { TableName: tableName, Item: { PK: userPartition(userId), SK: liftLogSortKey(entry), entity: 'LiftLogEntry', ...entry } },
  });
  const deleteEntry = (userId: string, entry: Pick<LiftLogEntry, 'liftId' | 'loggedAt' | 'resultId'>) => ({
    Delete: { TableName: tableName, Key: { PK: userPartition(userId), SK: liftLogSortKey(entry) } },
  });

  return {
    /**
     * Writes the result, its key, its lift entries and adds its session to the done set, together
     * (with `extra`, the coaching records): 'written', or the result stored earlier under the same
     * key (nothing written, the coaching records included).
     */
    async logResult(
      result: SessionResult,
      entries: readonly LiftLogEntry[],
      idempotency: { key: string; fingerprint: string },
      extra: ExtraTransactItems = [],
    ): Promise<{ written: true } | { written: false; stored: StoredIdempotentWrite<LoggedResultRef> }> {
      const earlier = await storedBefore151(result.userId, idempotency.key);
      if (earlier) return { written: false, stored: earlier };
      const transaction = new TransactWriteCommand({
        TransactItems: [
          loggedKeys.completedPut(
            loggedKey(result.userId, idempotency.key),
            refOf(result),
            new Date(result.loggedAt),
            idempotency.fingerprint,
          ),
          {
            Put: {
              TableName: tableName,
              Item: { PK: userPartition(result.userId), SK: resultSortKey(result), entity: 'SessionResult', ...result },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...entries.map((entry) => putEntry(result.userId, entry)),
          {
            Update: {
              TableName: tableName,
              Key: doneKey(result.userId, result.planningId),
              UpdateExpression: 'SET entity = :entity, planningId = :planningId, updatedAt = :at ADD doneSessionIds :session',
              ExpressionAttributeValues: {
                ':entity': 'PlanningLog',
                ':planningId': result.planningId,
                ':at': result.loggedAt,
                ':session': new Set([result.sessionId]),
              },
            },
          },
          ...extra,
        ],
      });
      for (let attempt = 1; ; attempt += 1) {
        try {
          await ctx.doc.send(transaction);
          return { written: true };
        } catch (error) {
          if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
          // The key's record decides: present → a repeat (or the winner of a race) wrote it.
          const stored = await storedUnder(result.userId, idempotency.key);
          if (stored) return { written: false, stored };
          // Cancelled by a conflicting transaction that did not write the key: try again.
          if (isTransactionConditionFailure(error) || attempt >= RACE_ATTEMPTS) throw error;
        }
      }
    },

    /** One of the member's results, or null (another member's id is simply not in this partition). */
    async findResult(userId: string, planningId: string, sessionId: string, resultId: string): Promise<SessionResult | null> {
      const results = await queryResults(userId, resultPrefix(planningId, sessionId));
      return results.find((result) => result.id === resultId) ?? null;
    },

    /** Replaces a result (same key) and its lift entries, in one transaction; false when the result is gone. */
    async replaceResult(
      updated: SessionResult,
      previousEntries: readonly LiftLogEntry[],
      entries: readonly LiftLogEntry[],
    ): Promise<boolean> {
      const kept = new Set(entries.map(liftLogSortKey));
      return applied(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { PK: userPartition(updated.userId), SK: resultSortKey(updated), entity: 'SessionResult', ...updated },
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            ...previousEntries.filter((entry) => !kept.has(liftLogSortKey(entry))).map((entry) => deleteEntry(updated.userId, entry)),
            ...entries.map((entry) => putEntry(updated.userId, entry)),
          ],
        }),
      );
    },

    /**
     * Deletes a result and its lift entries; when it was the session's last result, the session
     * leaves the done set in the same transaction (with `extra`, the coaching counters). False
     * when the result was already gone.
     */
    async deleteResult(
      result: SessionResult,
      entries: readonly LiftLogEntry[],
      lastOfSession: boolean,
      extra: ExtraTransactItems = [],
    ): Promise<boolean> {
      return applied(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName,
                Key: { PK: userPartition(result.userId), SK: resultSortKey(result) },
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            ...entries.map((entry) => deleteEntry(result.userId, entry)),
            ...(lastOfSession
              ? [
                  {
                    Update: {
                      TableName: tableName,
                      Key: doneKey(result.userId, result.planningId),
                      UpdateExpression: 'DELETE doneSessionIds :session',
                      ExpressionAttributeValues: { ':session': new Set([result.sessionId]) },
                    },
                  },
                ]
              : []),
            ...extra,
          ],
        }),
      );
    },

    /** One session's results, newest first. */
    sessionResults: (userId: string, planningId: string, sessionId: string) => queryResults(userId, resultPrefix(planningId, sessionId)),

    /** Every result of a member in a planning, newest first. */
    planningResults: (userId: string, planningId: string) => queryResults(userId, resultPrefix(planningId)),

    async doneSessionIds(userId: string, planningId: string): Promise<string[]> {
      const result = await ctx.doc.send(new GetCommand({ TableName: tableName, Key: doneKey(userId, planningId) }));
      const done = result.Item?.['doneSessionIds'];
      // The document client reads a string set as a Set.
      return done instanceof Set ? [...(done as Set<string>)] : [];
    },

    /** A lift's entries (or every lift's, without liftId), oldest first. */
    async liftLog(userId: string, liftId?: string): Promise<LiftLogEntry[]> {
      const records = await queryPrefix(userId, liftId ? `LIFTLOG#${liftId}#` : 'LIFTLOG#');
      return records.map(liftLogEntryOfRecord).sort((a, b) => a.loggedAt.localeCompare(b.loggedAt));
    },

    /** The maxes the member typed for a lift (or every lift), oldest first. */
    async typedMaxes(userId: string, liftId?: string): Promise<TypedMax[]> {
      const records = await queryPrefix(userId, liftId ? `MAXLOG#${liftId}#` : 'MAXLOG#');
      return records.map(typedMaxOfRecord).sort((a, b) => a.at.localeCompare(b.at));
    },

    async liftMaxes(userId: string): Promise<LiftMax[]> {
      const result = await ctx.doc.send(new GetCommand({ TableName: tableName, Key: maxesKey(userId) }));
      const maxes = (result.Item?.['maxes'] ?? {}) as Record<string, { kg: number; updatedAt: string }>;
      return Object.entries(maxes).map(([lift, max]) => ({ lift, kg: max.kg, updatedAt: max.updatedAt }));
    },

    /** Sets the working max of one lift and keeps it in the lift's history. */
    async setLiftMax(userId: string, max: LiftMax): Promise<void> {
      // One attribute of the map: two lifts edited at once never overwrite each other.
      await ctx.doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: maxesKey(userId),
          UpdateExpression: 'SET entity = :entity, maxes = if_not_exists(maxes, :empty)',
          ExpressionAttributeValues: { ':entity': 'LiftMaxes', ':empty': {} },
        }),
      );
      await ctx.doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: maxesKey(userId),
          UpdateExpression: 'SET maxes.#lift = :max',
          ExpressionAttributeNames: { '#lift': max.lift },
          ExpressionAttributeValues: { ':max': { kg: max.kg, updatedAt: max.updatedAt } },
        }),
      );
      const typed: TypedMax = { liftId: max.lift, kg: max.kg, at: max.updatedAt };
      await ctx.doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { PK: userPartition(userId), SK: `MAXLOG#${max.lift}#${max.updatedAt}`, entity: 'TypedMax', ...typed },
        }),
      );
    },
  };
}

export type TrainingLogRepository = ReturnType<typeof createTrainingLogRepository>;
