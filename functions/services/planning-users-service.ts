// The admin's planning users: who follows each planning (memberships written by approved orders
// or added here for people who paid outside the store), with the status seen today in the
// store's calendar; add, extend, deactivate.
// Flow: handler → this service → planning users, users and items repositories.
import type { PlanningUser, PlanningUserRequest, PlanningUserStatus } from '../domain/membership';
import { AppError, notFound } from '../domain/errors';
import { emailMemberId } from '../domain/email-members';
import { addPlanningUserSchema, extendEndDateMessage, extendPlanningUserSchema, planningUserStatus } from '../domain/planning-user-input';
import { toStoreDate } from '../domain/store-clock';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { UsersRepository } from '../data/users-repository';
import { requireAdmin } from './admin-guard';
import type { CoachingNotices } from './coaching-notices';
import { addedByHandMail } from '../mail/coaching-mail';

export interface PlanningUsersDependencies {
  planningUsers: PlanningUsersRepository;
  users: UsersRepository;
  items: ItemsRepository;
  /** Tells a person added by hand that she has the planning, and her way in (issue 25). */
  notices: CoachingNotices;
  now: () => Date;
}

const memberNotFound = (): AppError => notFound('No existe ese usuario en esa planificación.');

export function createPlanningUsersService({ planningUsers, users, items, notices, now }: PlanningUsersDependencies) {
  const withStatusOn =
    (today: string) =>
    (member: PlanningUser): PlanningUser => ({
      ...member,
      phone: member.phone ?? null,
      orderId: member.orderId ?? null,
      status: planningUserStatus(member.status, member.endDate, today),
    });

  return {
    async listPlanningUsers(viewer: Viewer, planningId?: string | null, status?: PlanningUserStatus | null): Promise<PlanningUser[]> {
      requireAdmin(viewer);
      const today = toStoreDate(now());
      // One Query either way: the planning's partition, or the admin index of all memberships.
      const members = planningId ? await planningUsers.listByPlanning(planningId) : await planningUsers.listAll();
      return members
        .map(withStatusOn(today))
        .filter((member) => !status || member.status === status)
        .sort((a, b) => a.planningId.localeCompare(b.planningId) || a.lastName.localeCompare(b.lastName, 'es'));
    },

    async addPlanningUser(viewer: Viewer, input: PlanningUserRequest): Promise<PlanningUser> {
      requireAdmin(viewer);
      const values = parseInput(addPlanningUserSchema, input);
      const planning = await items.get(values.planningId);
      if (!planning || planning.type !== 'PLANNING') {
        throw notFound(`No existe la planificación "${values.planningId}".`);
      }
      // The person's account when there is one (her purchases then renew this same membership);
      // otherwise a stable id derived from the e-mail (see docs/decisions/).
      const profile = await users.findProfileByEmail(values.email);
      const at = now();
      const member: PlanningUser = {
        planningId: values.planningId,
        userId: profile?.id ?? emailMemberId(values.email),
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        status: 'ACTIVE',
        startDate: values.startDate,
        endDate: values.endDate,
        orderId: null,
        source: 'MANUAL',
      };
      const today = toStoreDate(at);
      if (!(await planningUsers.addManual(member, today, at.toISOString()))) {
        throw new AppError(
          'Conflict',
          `${values.email} ya tiene acceso vigente a esta planificación: extendé su fecha de fin en lugar de agregarlo de nuevo.`,
        );
      }
      // Always sent (not a preference): it is how she learns she has the planning and gets in.
      await notices.courtesy(`added by hand ${member.planningId} ${member.userId}`, () =>
        notices.enqueue(
          values.email,
          addedByHandMail(notices.links, {
            firstName: values.firstName,
            planningId: planning.id,
            planningName: planning.name,
            startDate: member.startDate,
            endDate: member.endDate,
            email: values.email,
            hasAccount: profile !== null,
          }),
        ),
      );
      return withStatusOn(today)(member);
    },

    async extendPlanningUser(viewer: Viewer, planningId: string, userId: string, endDate: string): Promise<PlanningUser> {
      requireAdmin(viewer);
      const values = parseInput(extendPlanningUserSchema, { planningId, userId, endDate });
      const current = await planningUsers.get(values.planningId, values.userId);
      if (!current) throw memberNotFound();
      if (values.endDate <= current.startDate) {
        throw new AppError('ValidationError', `Revisá los datos: ${extendEndDateMessage}`, { endDate: extendEndDateMessage });
      }
      const at = now();
      const updated = await planningUsers.extend(values.planningId, values.userId, values.endDate, at.toISOString());
      if (!updated) throw memberNotFound();
      return withStatusOn(toStoreDate(at))(updated);
    },

    async deactivatePlanningUser(viewer: Viewer, planningId: string, userId: string): Promise<PlanningUser> {
      requireAdmin(viewer);
      const at = now();
      const updated = await planningUsers.deactivate(planningId, userId, at.toISOString());
      if (!updated) throw memberNotFound();
      return withStatusOn(toStoreDate(at))(updated);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type PlanningUsersService = ReturnType<typeof createPlanningUsersService>;
