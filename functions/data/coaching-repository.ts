// The coach's reads: members' compliance counters of a planning (one Query of the planning's
// partition, one record per member whatever her results) and the results feed (a page of
// pointers, newest first, then the results themselves by key). Written by coaching-log-items.ts
// inside the result's transaction; the feed's comment count by addComment (comments repository).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionResult } from '../domain/training-log';
import type { DoneByDay } from '../domain/coaching-compliance';
import { batchGetAll } from './batch-get-all';
import { RESULT_FEED_PARTITION } from './coaching-log-items';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { resultFromRecord } from './session-result-record';
import { GSI1 } from './table';

export interface MemberCounters {
  userId: string;
  lastSessionAt: string | null;
  lastSessionTitle: string | null;
  done: DoneByDay;
}

export interface FeedEntry {
  planningId: string;
  userId: string;
  memberName: string;
  comments: number;
  result: SessionResult;
}

export interface FeedPage {
  entries: FeedEntry[];
  /** The next page's token (the last pointer's keys, base64url JSON); null after the last. */
  nextToken: string | null;
}

/** A feed pointer's keys from a token this feed gave (same planning or the whole feed), else null. */
function feedCursorOf(token: string, planningId: string | null): Record<string, string> | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null) return null;
  const keys = decoded as Record<string, unknown>;
  const expected = planningId ? ['PK', 'SK'] : ['PK', 'SK', 'GSI1PK', 'GSI1SK'];
  if (Object.keys(keys).sort().join() !== [...expected].sort().join()) return null;
  if (!expected.every((name) => typeof keys[name] === 'string')) return null;
  const { PK, SK } = keys as Record<string, string>;
  if (!PK?.startsWith('PLANNING#') || !SK?.startsWith('FEED#')) return null;
  if (planningId && PK !== `PLANNING#${planningId}`) return null;
  if (!planningId && keys['GSI1PK'] !== RESULT_FEED_PARTITION) return null;
  return keys as Record<string, string>;
}

/** Thrown for a next token this feed did not give (altered, another planning's). */
export class FeedTokenError extends Error {}

const DAY_PREFIX = 'day#';

function countersOf(record: Record<string, unknown>): MemberCounters {
  const done: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(record)) {
    // The document client reads a string set as a Set.
    if (name.startsWith(DAY_PREFIX) && value instanceof Set) done[name.slice(DAY_PREFIX.length)] = [...(value as Set<string>)];
  }
  return {
    userId: String(record['userId']),
    lastSessionAt: typeof record['lastSessionAt'] === 'string' ? record['lastSessionAt'] : null,
    lastSessionTitle: typeof record['lastSessionTitle'] === 'string' ? record['lastSessionTitle'] : null,
    done,
  };
}

export function createCoachingRepository(ctx: TableContext) {
  return {
    /** Every member's counters in a planning: the planning's COMPLIANCE# records. */
    async countersByPlanning(planningId: string): Promise<MemberCounters[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `PLANNING#${planningId}`, ':prefix': 'COMPLIANCE#' },
      });
      return records.map(countersOf);
    },

    /** A page of the feed, newest first: one planning's, or every planning's (GSI1). */
    async feedPage(planningId: string | null, limit: number, token: string | null): Promise<FeedPage> {
      const startKey = token ? feedCursorOf(token, planningId) : null;
      if (token && !startKey) throw new FeedTokenError('not a feed token');
      const page = await ctx.doc.send(
        new QueryCommand({
          TableName: ctx.tableName,
          ...(planningId
            ? {
                KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
                ExpressionAttributeValues: { ':pk': `PLANNING#${planningId}`, ':prefix': 'FEED#' },
              }
            : {
                IndexName: GSI1.indexName,
                KeyConditionExpression: '#pk = :pk',
                ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
                ExpressionAttributeValues: { ':pk': RESULT_FEED_PARTITION },
              }),
          ScanIndexForward: false,
          Limit: limit,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      const pointers = page.Items ?? [];
      const results = await batchGetAll(
        ctx,
        pointers.map((pointer) => ({ PK: pointer['resultPK'], SK: pointer['resultSK'] })),
      );
      const byKey = new Map(results.map((record) => [`${String(record['PK'])} ${String(record['SK'])}`, resultFromRecord(record)]));
      const entries = pointers.flatMap((pointer): FeedEntry[] => {
        // A result no longer there (deleted by its member) leaves its pointer behind: not shown.
        const result = byKey.get(`${String(pointer['resultPK'])} ${String(pointer['resultSK'])}`);
        return result
          ? [
              {
                planningId: String(pointer['planningId']),
                userId: String(pointer['userId']),
                memberName: String(pointer['memberName'] ?? ''),
                comments: Number(pointer['comments'] ?? 0),
                result,
              },
            ]
          : [];
      });
      const last = page.LastEvaluatedKey;
      return { entries, nextToken: last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null };
    },
  };
}

export type CoachingRepository = ReturnType<typeof createCoachingRepository>;
