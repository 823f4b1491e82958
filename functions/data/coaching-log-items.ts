// The coaching records a logged result adds to its own transaction (the training log's
// logResult), so the coach's view never reads members' histories:
//   PLANNING#<planningId> / COMPLIANCE#<sub>   the member's counters: per prescribed store day
//       (`day#YYYY-MM-DD`), the string set of that day's sessions done (ADD: a session logged twice
//       counts once), and the last session logged; days older than the windows are removed as
//       new results come in, so the record stays small; deleting a session's last result takes the
//       session out of its day and sets the last session to the newest result left (same
//       transaction as the delete); an edit changes neither the session nor its day;
//   PLANNING#<planningId> / FEED#<loggedAt>#<id> a pointer to the result for the coach's feed, on
//       GSI1 under RESULT_FEED (newest first across plannings) and in the planning's partition.
// One result, two more items: the transaction's size and the view's reads do not grow with results.
import type { SessionResult } from '../domain/training-log';
import { COMPLIANCE_DAYS_KEPT } from '../domain/coaching-compliance';
import { addDays } from '../domain/store-clock';
import { resultKey } from './session-result-record';

export const RESULT_FEED_PARTITION = 'RESULT_FEED';
/** Counters older than the windows are dropped in this many days before them, at each new result. */
const PRUNED_DAYS = 20;

const complianceKey = (planningId: string, userId: string) => ({ PK: `PLANNING#${planningId}`, SK: `COMPLIANCE#${userId}` });
export const feedKey = (planningId: string, loggedAt: string, resultId: string) => ({
  PK: `PLANNING#${planningId}`,
  SK: `FEED#${loggedAt}#${resultId}`,
});
const dayAttribute = (date: string) => `day#${date}`;

export interface CoachingLogContext {
  /** The store date the session is prescribed on (its counter). */
  prescribedDate: string;
  /** Today at -03:00 (what the windows look back from). */
  today: string;
  memberName: string;
}

export function createCoachingLogItems(tableName: string) {
  return {
    /** The counters' update and the feed pointer, for logResult's transaction. */
    itemsFor(result: SessionResult, context: CoachingLogContext) {
      // Days before the 30-day window (plus the 7 before it) are no longer read: dropped here.
      const oldest = addDays(context.today, -(COMPLIANCE_DAYS_KEPT + 7));
      const pruned = Array.from({ length: PRUNED_DAYS }, (_, index) => dayAttribute(addDays(oldest, -1 - index)));
      // A session prescribed before the kept days changes no window: only the last session moves.
      const counted = context.prescribedDate >= oldest;
      const names: Record<string, string> = Object.fromEntries(pruned.map((name, index) => [`#old${index}`, name]));
      if (counted) names['#day'] = dayAttribute(context.prescribedDate);
      const values: Record<string, unknown> = {
        ':entity': 'MemberCompliance',
        ':planningId': result.planningId,
        ':userId': result.userId,
        ':at': result.loggedAt,
        ':title': result.sessionTitle,
      };
      if (counted) values[':session'] = new Set([result.sessionId]);
      return [
        {
          Update: {
            TableName: tableName,
            Key: complianceKey(result.planningId, result.userId),
            UpdateExpression: [
              'SET entity = :entity, planningId = :planningId, userId = :userId, lastSessionAt = :at, lastSessionTitle = :title',
              counted ? 'ADD #day :session' : '',
              `REMOVE ${pruned.map((_, index) => `#old${index}`).join(', ')}`,
            ]
              .filter(Boolean)
              .join(' '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...feedKey(result.planningId, result.loggedAt, result.id),
              GSI1PK: RESULT_FEED_PARTITION,
              GSI1SK: `${result.loggedAt}#${result.id}`,
              entity: 'ResultFeedEntry',
              planningId: result.planningId,
              userId: result.userId,
              resultId: result.id,
              memberName: context.memberName,
              resultPK: resultKey(result).PK,
              resultSK: resultKey(result).SK,
              comments: 0,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ];
    },

    /**
     * The counters' update for deleteResult's transaction: when the deleted result was its
     * session's last, the session leaves its day's set; the last session becomes the newest
     * result left in the planning (none: removed). The record's identity is set again, so an
     * update never leaves a record without it.
     */
    itemsForRemoval(deleted: SessionResult, removal: { prescribedDate: string; lastOfSession: boolean; newestLeft: SessionResult | null }) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {
        ':entity': 'MemberCompliance',
        ':planningId': deleted.planningId,
        ':userId': deleted.userId,
      };
      const set = ['entity = :entity', 'planningId = :planningId', 'userId = :userId'];
      const clauses: string[] = [];
      if (removal.newestLeft) {
        set.push('lastSessionAt = :at', 'lastSessionTitle = :title');
        values[':at'] = removal.newestLeft.loggedAt;
        values[':title'] = removal.newestLeft.sessionTitle;
      }
      clauses.push(`SET ${set.join(', ')}`);
      if (!removal.newestLeft) clauses.push('REMOVE lastSessionAt, lastSessionTitle');
      if (removal.lastOfSession) {
        names['#day'] = dayAttribute(removal.prescribedDate);
        values[':session'] = new Set([deleted.sessionId]);
        clauses.push('DELETE #day :session');
      }
      return [
        {
          Update: {
            TableName: tableName,
            Key: complianceKey(deleted.planningId, deleted.userId),
            UpdateExpression: clauses.join(' '),
            ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
          },
        },
      ];
    },
  };
}

export type CoachingLogItems = ReturnType<typeof createCoachingLogItems>;
