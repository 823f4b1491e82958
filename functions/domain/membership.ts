// A member's place in a planning as the store holds it: the membership (who, from when to when,
// active or not, from which order), what the member sees of her plannings (start options, the
// week she is in, the released week with its days), and her progress week by week. The schema's
// PlanningUser, MyPlanning, PlanningStartOption, PlanningWeekView, PlanningProgress and WeekProgress
// have the same shapes (test/unit/domain-api-types.test.ts), so the handlers hand these to GraphQL.
import type { PlanWeek } from './plan-week';

export const PLANNING_USER_STATUSES = ['ACTIVE', 'EXPIRED', 'INACTIVE'] as const;
export type PlanningUserStatus = (typeof PLANNING_USER_STATUSES)[number];

/** A member of a planning, as the admin lists her. */
export interface PlanningUser {
  planningId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: PlanningUserStatus;
  /** Store dates (-03:00), both included. */
  startDate: string;
  endDate: string;
  /** The order that gave it; null when the admin added her. */
  orderId: string | null;
  source: string;
}

export type PlanningStartChoice = 'TODAY' | 'NEXT_MONDAY' | 'COMPETITION';

export interface PlanningStartOption {
  choice: PlanningStartChoice;
  /** The start date this choice gives. */
  date: string;
  competitionName: string | null;
  /** The competition's own day. */
  competitionDate: string | null;
}

/** A planning as its member sees it in her list. */
export interface MyPlanning {
  planningId: string;
  name: string;
  imageSource: string;
  coachName: string;
  status: PlanningUserStatus;
  startDate: string;
  endDate: string;
  /** True until the member chose when to start. */
  startPending: boolean;
  /** Week of the membership today (1-based); null before the start or after the end. */
  currentWeek: number | null;
  totalWeeks: number;
  /** Weeks of the planning's plan (a renewal goes through them again). */
  programmeWeeks: number;
  /** The start dates the member may choose (only while startPending). */
  startOptions: PlanningStartOption[];
}

/** One week of the member's plan as she opens it. */
export interface PlanningWeekView {
  planning: MyPlanning;
  /** Today in the store's calendar (-03:00). */
  today: string;
  /** Week of the membership shown (1-based). */
  weekNumber: number;
  /** The plan week it follows (differs from weekNumber after a renewal). */
  programmeWeekNumber: number;
  /** Weeks released so far: 1 to this number can be opened. */
  releasedWeeks: number;
  /** The day the next week opens; null once all are open, and in a preview. */
  nextReleaseDate: string | null;
  /** Null when the coach has not loaded this week yet. */
  week: PlanWeek | null;
  doneSessionIds: string[];
  /** An admin looking at the plan as a member would, without a membership. */
  isPreview: boolean;
}

export interface WeekProgress {
  weekNumber: number;
  /** The week's first day in the member's calendar. */
  startDate: string;
  /** Sessions released and due so far (days to come not counted, today's once done). */
  prescribedSessions: number;
  /** Of those, the ones she logged. */
  doneSessions: number;
  /** Σ reps × kg of the week's logged sets. */
  volumeKg: number;
}

export interface PlanningProgress {
  planningId: string;
  /** Released weeks, oldest first. */
  weeks: WeekProgress[];
}

/** The admin adds a member by hand (no order). */
export interface PlanningUserRequest {
  planningId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  startDate: string;
  endDate: string;
}
