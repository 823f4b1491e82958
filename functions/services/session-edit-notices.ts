// After the coach saves a week: the members training that week now (their current membership
// week follows this plan week, and it is released) hear which sessions changed. Members who
// did that week long ago, or have not reached it, are not written to: the edit is news only to
// who is about to train it, with each changed session and what changed in it (compared by value:
// a week read back from the table equals the same week from the editor). The same for a week
// copied over or moved into her current week. One notice per member, week and store day (a coach saving five times
// in a morning sends one e-mail), through the same claims as the morning run.
import type { Item } from '../domain/item';
import type { PlanSession } from '../domain/plan-week';
import { membershipWeeks, planWeekFor, weekOn } from '../domain/planning-calendar';
import { planningUserStatus } from '../domain/planning-user-input';
import { toStoreDate } from '../domain/store-clock';
import { hasAccount } from '../domain/planning-notices';
import { sessionChanges } from '../domain/programme-changes';
import type { NoticeClaimsRepository } from '../data/notice-claims-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { StoredPlanWeek } from '../data/plan-weeks-repository';
import { sessionEditMail } from '../mail/coaching-mail';
import type { CoachingNotices } from './coaching-notices';
import { planWeeksOf } from './member-plannings/access';

export interface SessionEditNoticesDependencies {
  planningUsers: Pick<PlanningUsersRepository, 'listByPlanning'>;
  claims: NoticeClaimsRepository;
  notices: CoachingNotices;
  now: () => Date;
}

/** The sessions added or changed between two versions of a week, each with what changed in words. */
export function changedSessions(before: StoredPlanWeek | null, after: StoredPlanWeek): { title: string; changes: string[] }[] {
  const previous = new Map<string, PlanSession>(
    (before?.days ?? []).flatMap((day) => day.sessions.map((session) => [session.id, session] as const)),
  );
  return after.days
    .flatMap((day) => day.sessions)
    .map((session) => ({ title: session.title, changes: sessionChanges(previous.get(session.id), session) }))
    .filter((session) => session.changes.length > 0);
}

export function createSessionEditNotices(deps: SessionEditNoticesDependencies) {
  return async function weekSaved(item: Item, before: StoredPlanWeek | null, after: StoredPlanWeek): Promise<void> {
    const sessions = changedSessions(before, after);
    if (sessions.length === 0) return;
    const at = deps.now();
    const today = toStoreDate(at);
    const members = await deps.planningUsers.listByPlanning(item.id);
    for (const member of members) {
      const startPending = (member as { startPending?: boolean }).startPending === true;
      if (!hasAccount(member.userId) || startPending || planningUserStatus(member.status, member.endDate, today) !== 'ACTIVE') continue;
      const week = weekOn(member.startDate, today);
      if (week < 1 || week > membershipWeeks(member.startDate, member.endDate)) continue;
      if (planWeekFor(week, planWeeksOf(item)) !== after.weekNumber) continue;
      const key = `SESSION_EDIT#${item.id}#${member.userId}#${week}#${today}`;
      await deps.notices.courtesy(`session edit ${key}`, async () => {
        if (!(await deps.claims.claim(key, at))) return;
        try {
          await deps.notices.toMember(member.userId, 'sessionEdits', (person) =>
            sessionEditMail(deps.notices.links, {
              firstName: person.firstName,
              planningId: item.id,
              planningName: item.name,
              weekNumber: week,
              sessions,
            }),
          );
        } catch (error) {
          await deps.claims.release(key);
          throw error;
        }
        await deps.claims.markSent(key, at);
      });
    }
  };
}

export type WeekSavedHook = ReturnType<typeof createSessionEditNotices>;
