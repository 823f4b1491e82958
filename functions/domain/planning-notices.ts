// Which notices the morning run sends, for a store date (-03:00). Pure: memberships in, notices out.
//   - A week's release: an active member whose start is chosen gets "your week N opens today" on
//     the first day of each membership week (week 1 on her start day), while the membership lasts.
//   - The membership ending: an active member whose last day is 1 to 7 days ahead gets one notice
//     for that end date (the first morning that sees it: a membership added with 3 days left still
//     hears of it; a renewal moves the end date, and the new end gets its own notice in time).
// Members added by e-mail who have no account yet get neither: they were told when added, and
// their way in is the sign-up link of that e-mail.
import { isEmailMemberId } from './email-members';
import { membershipWeeks, weekOn } from './planning-calendar';
import { planningUserStatus } from './planning-user-input';

export interface NoticeMembership {
  planningId: string;
  userId: string;
  status: string;
  startDate: string;
  endDate: string;
  startPending?: boolean | null;
}

export interface WeekReleaseNotice {
  kind: 'WEEK_RELEASE';
  planningId: string;
  userId: string;
  weekNumber: number;
}

export interface MembershipEndingNotice {
  kind: 'MEMBERSHIP_ENDING';
  planningId: string;
  userId: string;
  endDate: string;
  daysLeft: number;
}

export type PlanningNotice = WeekReleaseNotice | MembershipEndingNotice;

const ENDING_NOTICE_DAYS = 7;

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A member with an account (not an e-mail membership waiting for a sign-up). */
export const hasAccount = (userId: string): boolean => !isEmailMemberId(userId);

export function noticesOn(today: string, memberships: readonly NoticeMembership[]): PlanningNotice[] {
  const notices: PlanningNotice[] = [];
  for (const member of memberships) {
    if (!hasAccount(member.userId)) continue;
    if (planningUserStatus(member.status as never, member.endDate, today) !== 'ACTIVE') continue;
    if (member.startPending !== true && member.startDate <= today) {
      const sinceStart = daysFrom(member.startDate, today);
      const week = weekOn(member.startDate, today);
      if (sinceStart % 7 === 0 && week <= membershipWeeks(member.startDate, member.endDate)) {
        notices.push({ kind: 'WEEK_RELEASE', planningId: member.planningId, userId: member.userId, weekNumber: week });
      }
    }
    const daysLeft = daysFrom(today, member.endDate);
    if (daysLeft >= 1 && daysLeft <= ENDING_NOTICE_DAYS) {
      notices.push({ kind: 'MEMBERSHIP_ENDING', planningId: member.planningId, userId: member.userId, endDate: member.endDate, daysLeft });
    }
  }
  return notices;
}

/** The key that makes a notice once-only: per member and week, or per member and end date. */
export const noticeKey = (notice: PlanningNotice): string =>
  notice.kind === 'WEEK_RELEASE'
    ? `WEEK_RELEASE#${notice.planningId}#${notice.userId}#${notice.weekNumber}`
    : `MEMBERSHIP_ENDING#${notice.planningId}#${notice.userId}#${notice.endDate}`;

/** The first morning hour (store time) the release run sends at; earlier runs do nothing. */
export const NOTICE_MORNING_HOUR = 7;
