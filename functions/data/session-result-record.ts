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

/** The result as the API answers it, from its stored record: the one mapping every reader uses. */
export const resultFromRecord = (record: Record<string, unknown>): SessionResult => withoutKeys<SessionResult>(record);
