// A logged result's keys and its one mapping from the stored record, with no commands: the
// training log writes results, the coaching feed reads them by key, and both go through here, so
// a change of the result's shape is made once (and a module importing this reaches no grants).
import type { SessionResult } from '../generated/graphql';
import { userPartition, withoutKeys } from './records';

export const resultPrefix = (planningId: string, sessionId?: string): string =>
  sessionId ? `RESULT#${planningId}#${sessionId}#` : `RESULT#${planningId}#`;

/** The result's primary key (the member's partition). */
export const resultKey = (result: Pick<SessionResult, 'userId' | 'planningId' | 'sessionId' | 'loggedAt' | 'id'>) => ({
  PK: userPartition(result.userId),
  SK: `${resultPrefix(result.planningId, result.sessionId)}${result.loggedAt}#${result.id}`,
});

/** A stored result in today's shape: results logged before per-lift sets have none (and a loadKg). */
export function resultFromRecord(record: Record<string, unknown>): SessionResult {
  const stored = withoutKeys<Partial<SessionResult> & Pick<SessionResult, 'id' | 'loggedAt'>>(record);
  return {
    ...(stored as SessionResult),
    lifts: stored.lifts ?? [],
    newRecords: stored.newRecords ?? [],
    timeSeconds: stored.timeSeconds ?? null,
    rounds: stored.rounds ?? null,
    reps: stored.reps ?? null,
    distanceMeters: stored.distanceMeters ?? null,
    calories: stored.calories ?? null,
    rpe: stored.rpe ?? null,
    notes: stored.notes ?? null,
    loadKg: stored.loadKg ?? null,
    editedAt: stored.editedAt ?? null,
  };
}
