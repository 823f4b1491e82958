// What the coach reads of a planning: its members with their standing (compliance, last session,
// why one needs attention), the figures above the list, and the feed of logged results. The
// schema's CoachMember, CoachPlanningView, CoachFeedEntry and CoachFeedPage have the same shapes
// (test/unit/domain-api-types.test.ts), so the handlers hand these to GraphQL as they are.
import type { CoachPlanningFigures } from './coach-members-page';
import type { PlanningUserStatus } from './membership';
import type { SubscriptionStatus } from './subscription';
import type { SessionResult } from './training-log';

export interface CoachMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: PlanningUserStatus;
  startDate: string;
  endDate: string;
  startPending: boolean;
  /** Membership week today falls in (null before the start, after the end or while pending). */
  currentWeek: number | null;
  /** When her last result was logged (null: none yet). */
  lastSessionAt: string | null;
  lastSessionTitle: string | null;
  /** Sessions done / prescribed in the last 7 and 30 days (0–100; null when none was prescribed). */
  compliance7: number | null;
  compliance30: number | null;
  /** The previous 7 days' compliance (days 8–14 ago), for the drop rule. */
  previousCompliance7: number | null;
  /** Why she needs attention (empty when she does not). */
  attention: string[];
  /** Her monthly subscription's status when she follows the planning by one (null: bought once or added by hand). */
  subscriptionStatus: SubscriptionStatus | null;
}

export interface CoachPlanningView {
  planningId: string;
  name: string;
  /** Today in the store's calendar (-03:00). */
  today: string;
  summary: CoachPlanningFigures;
  /** A page of members: those who need attention first, then active, then by last name. */
  members: CoachMember[];
  /** The next page's token; null after the last. */
  nextToken: string | null;
}

export interface CoachFeedEntry {
  planningId: string;
  planningName: string;
  userId: string;
  memberName: string;
  result: SessionResult;
  comments: number;
}

export interface CoachFeedPage {
  entries: CoachFeedEntry[];
  /** The next (older) page's token; null after the last. */
  nextToken: string | null;
}

/** A result named by the coach (with the member) or by the member herself (userId left out). */
export interface ResultRef {
  planningId: string;
  sessionId: string;
  resultId: string;
  userId?: string | null;
}
