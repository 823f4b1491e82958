// The member's plannings and when she starts: "Mis planificaciones" (linking memberships an admin
// added to her e-mail first; a subscribed planning too, with the membership its subscription gives)
// and the start date she chooses among the planning's options.
import type { Item } from '../../domain/item';
import type { MyPlanning, PlanningStartChoice } from '../../domain/membership';
import { AppError, unauthorized } from '../../domain/errors';
import { periodFromChosenStart, startOptions } from '../../domain/planning-calendar';
import { toStoreDate } from '../../domain/store-clock';
import type { Viewer } from '../../domain/viewer';
import type { ItemsRepository } from '../../data/items-repository';
import type { PlanningUsersRepository } from '../../data/planning-users-repository';
import type { UsersRepository } from '../../data/users-repository';
import { createMembershipLinking } from '../planning-membership-linking';
import {
  MEMBERSHIP_ENDED_MESSAGE,
  myPlanningOf,
  NOT_A_MEMBER_MESSAGE,
  planWeeksOf,
  signedIn,
  standingOf,
  type PlanningAccess,
} from './access';

export interface PlanningStartDependencies {
  access: PlanningAccess;
  items: ItemsRepository;
  planningUsers: PlanningUsersRepository;
  users: UsersRepository;
  now: () => Date;
}

export function createPlanningStart({ access, items, planningUsers, users, now }: PlanningStartDependencies) {
  const linking = createMembershipLinking({ planningUsers });
  return {
    /** The viewer's memberships (any status), linking e-mail memberships of their account first. */
    async myPlannings(viewer: Viewer): Promise<MyPlanning[]> {
      const user = signedIn(viewer);
      const [plannings, profile] = await Promise.all([items.list('PLANNING'), users.getProfile(user.userId)]);
      const ids = plannings.map((item) => item.id);
      if (profile?.email) await linking.linkAmong(user.userId, profile.email, ids);
      const instant = now();
      const [memberships, subscribed] = await Promise.all([
        planningUsers.getForMember(user.userId, ids),
        access.subscriptionMemberships(user.userId, ids, instant),
      ]);
      const today = toStoreDate(instant);
      const planningIds = [...new Set([...memberships.map((membership) => membership.planningId), ...subscribed.keys()])];
      return planningIds
        .flatMap((planningId) => {
          const item = plannings.find((planning: Item) => planning.id === planningId);
          const stored = memberships.find((membership) => membership.planningId === planningId) ?? null;
          const standing = standingOf(stored, subscribed.get(planningId) ?? null, user.userId, today);
          return item && standing ? [myPlanningOf(item, standing.membership, today)] : [];
        })
        .sort((a, b) => (a.status === 'ACTIVE' ? 0 : 1) - (b.status === 'ACTIVE' ? 0 : 1) || b.endDate.localeCompare(a.endDate));
    },

    async choosePlanningStart(
      viewer: Viewer,
      planningId: string,
      choice: PlanningStartChoice,
      competitionDate?: string | null,
    ): Promise<MyPlanning> {
      const user = signedIn(viewer);
      const [item, standing] = await Promise.all([access.planningItem(planningId), access.standingIn(planningId, user.userId)]);
      const today = toStoreDate(now());
      if (!standing || (standing.viaSubscription && standing.status !== 'ACTIVE')) throw unauthorized(NOT_A_MEMBER_MESSAGE);
      if (standing.status !== 'ACTIVE') throw unauthorized(MEMBERSHIP_ENDED_MESSAGE);
      // A subscription's calendar starts when its access began: there is no start to choose.
      const membership = standing.membership;
      if (membership.startPending !== true) throw new AppError('Conflict', 'Ya elegiste cuándo empezar esta planificación.');
      const option = startOptions(today, planWeeksOf(item), item.competitions).find(
        (candidate) => candidate.choice === choice && (choice !== 'COMPETITION' || candidate.competitionDate === competitionDate),
      );
      if (!option) {
        throw new AppError('ValidationError', 'Esa fecha de inicio no está disponible: elegí una de las opciones.', {
          choice: 'Elegí una de las opciones.',
        });
      }
      const period = periodFromChosenStart(membership, option.date);
      const updated = await planningUsers.chooseStart(planningId, user.userId, period.startDate, period.endDate, now().toISOString());
      if (!updated) throw new AppError('Conflict', 'Ya elegiste cuándo empezar esta planificación.');
      return myPlanningOf(item, updated, today);
    },
  };
}
