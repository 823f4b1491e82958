// The morning run (a scheduled function): each week's release to its members and the membership
// ending in 7 days, by e-mail through the mail queue, once per member and week (or end date)
// whatever the retries: each notice's claim is written conditionally before it is queued
// (notice-claims-repository.ts), so a retried run or two runs at once send it once.
// Reads by key: the plannings (catalogue index), then each planning's members (its partition).
// No Scan, and nothing of anyone's results.
import type { Item } from '../domain/item';
import { NOTICE_MORNING_HOUR, noticeKey, noticesOn, type PlanningNotice } from '../domain/planning-notices';
import { storeWallClock, toStoreDate } from '../domain/store-clock';
import type { ItemsRepository } from '../data/items-repository';
import type { NoticeClaimsRepository } from '../data/notice-claims-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import { membershipEndingMail, weekReleaseMail } from '../mail/coaching-mail';
import type { CoachingNotices } from './coaching-notices';

export interface PlanningNoticesDependencies {
  items: Pick<ItemsRepository, 'list'>;
  planningUsers: Pick<PlanningUsersRepository, 'listByPlanning'>;
  claims: NoticeClaimsRepository;
  notices: CoachingNotices;
  now: () => Date;
}

export interface NoticesReport {
  day: string;
  /** The run came before the morning hour: nothing looked at. */
  early: boolean;
  sent: number;
  /** Claimed by an earlier or concurrent run. */
  alreadyHandled: number;
  /** Turned off on the member's profile (claimed, so not asked again). */
  turnedOff: number;
  failed: number;
}

/** Notices handled at once (each: a claim, a profile read, a queue message, a mark). */
const CONCURRENCY = 8;

export function createPlanningNoticesService(deps: PlanningNoticesDependencies) {
  async function handle(notice: PlanningNotice, planning: Item, today: string, at: Date, report: NoticesReport): Promise<void> {
    const key = noticeKey(notice);
    if (!(await deps.claims.claim(key, at))) {
      report.alreadyHandled += 1;
      return;
    }
    let sent: boolean;
    try {
      sent =
        notice.kind === 'WEEK_RELEASE'
          ? await deps.notices.toMember(notice.userId, 'weekRelease', (member) =>
              weekReleaseMail(deps.notices.links, {
                firstName: member.firstName,
                planningId: planning.id,
                planningName: planning.name,
                weekNumber: notice.weekNumber,
                date: today,
              }),
            )
          : await deps.notices.toMember(notice.userId, 'membershipEnding', (member) =>
              membershipEndingMail(deps.notices.links, {
                firstName: member.firstName,
                planningId: planning.id,
                planningName: planning.name,
                endDate: notice.endDate,
                daysLeft: notice.daysLeft,
              }),
            );
    } catch (error) {
      // Not queued: released, so the next run (the scheduler's retry, the next hour) sends it.
      await deps.claims.release(key);
      report.failed += 1;
      throw error;
    }
    await deps.claims.markSent(key, at);
    if (sent) report.sent += 1;
    else report.turnedOff += 1;
  }

  return {
    /** `at`: the run's scheduled time (a retry carries the same one), else now. */
    async runMorningNotices(at: Date = deps.now()): Promise<NoticesReport> {
      const today = toStoreDate(at);
      const report: NoticesReport = { day: today, early: false, sent: 0, alreadyHandled: 0, turnedOff: 0, failed: 0 };
      if (storeWallClock(at).hours < NOTICE_MORNING_HOUR) return { ...report, early: true };
      const plannings = await deps.items.list('PLANNING');
      const work: (() => Promise<void>)[] = [];
      for (const planning of plannings) {
        const members = await deps.planningUsers.listByPlanning(planning.id);
        for (const notice of noticesOn(today, members)) work.push(() => handle(notice, planning, today, at, report));
      }
      const errors: unknown[] = [];
      let next = 0;
      const worker = async () => {
        while (next < work.length) {
          const task = work[next++];
          await task?.().catch((error: unknown) => errors.push(error));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      // A failed notice is released for the next run; the run itself fails so the scheduler retries.
      if (errors.length > 0) throw new Error(`${errors.length} avisos no se pudieron encolar: ${String(errors[0])}`);
      return report;
    },
  };
}
