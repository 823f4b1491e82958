// Sessions done against prescribed, and kilos lifted, per released week of a membership: the
// member's own ("Mi progreso") and any member's for the coach.
import type { Item } from '../../domain/item';
import type { PlanningProgress } from '../../domain/membership';
import { unauthorized } from '../../domain/errors';
import { releasedWeeks } from '../../domain/planning-calendar';
import { toStoreDate } from '../../domain/store-clock';
import { planningProgress } from '../../domain/training-progress';
import type { Viewer } from '../../domain/viewer';
import type { StoredMembership } from '../../data/planning-users-repository';
import type { PlanWeeksRepository } from '../../data/plan-weeks-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';
import { NOT_A_MEMBER_MESSAGE, planWeeksOf, signedIn, type PlanningAccess } from './access';

export interface MemberProgressDependencies {
  access: PlanningAccess;
  planWeeks: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  now: () => Date;
}

export function createMemberProgress({ access, planWeeks, trainingLog, now }: MemberProgressDependencies) {
  async function progressOf(item: Item, membership: StoredMembership): Promise<PlanningProgress> {
    const today = toStoreDate(now());
    const [weeks, results] = await Promise.all([planWeeks.listWeeks(item.id), trainingLog.planningResults(membership.userId, item.id)]);
    const released = membership.startPending === true ? 0 : releasedWeeks(membership.startDate, membership.endDate, today);
    return {
      planningId: item.id,
      weeks: planningProgress({
        startDate: membership.startDate,
        endDate: membership.endDate,
        released,
        programmeWeeks: planWeeksOf(item),
        weeks,
        results,
        today,
      }),
    };
  }

  return {
    /** Sessions done against prescribed, and kilos lifted, per released week of the viewer's membership. */
    async myProgress(viewer: Viewer, planningId: string): Promise<PlanningProgress> {
      const user = signedIn(viewer);
      const [item, standing] = await Promise.all([access.planningItem(planningId), access.standingIn(planningId, user.userId)]);
      if (!standing) throw unauthorized(NOT_A_MEMBER_MESSAGE);
      return progressOf(item, standing.membership);
    },

    /** A member's progress, for the coach. */
    async memberProgress(viewer: Viewer, planningId: string, userId: string): Promise<PlanningProgress> {
      const { item, standing } = await access.coachedMember(viewer, planningId, userId);
      return progressOf(item, standing.membership);
    },
  };
}
