// Who may open a planning's content, shared by the member's services (week view, start, results,
// progress): the planning item, the membership's status and start, released weeks, and the
// member's own results. Server rules (the schema's directive only admits signed-in users):
//   - training plan content goes to an ACTIVE member of that planning whose start has come, or to an
//     admin (a preview, without a membership); a visitor, another user or an expired member gets
//     Unauthorized and no content;
//   - results are the member's own: read from their partition only.
import type { Item, MyPlanning } from '../../generated/graphql';
import { AppError, notFound, signInRequired, unauthorized } from '../../domain/errors';
import { dateOfDay, membershipWeeks, planWeekFor, releasedWeeks, startOptions, weekOn } from '../../domain/planning-calendar';
import { planningUserStatus } from '../../domain/planning-user-input';
import { weekReleaseLine } from '../../domain/week-release';
import { toStoreDate } from '../../domain/store-clock';
import { isAdmin, type Viewer } from '../../domain/viewer';
import type { ItemsRepository } from '../../data/items-repository';
import type { PlanningUsersRepository, StoredMembership } from '../../data/planning-users-repository';
import type { PlanWeeksRepository } from '../../data/plan-weeks-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';

export interface PlanningAccessDependencies {
  items: ItemsRepository;
  planningUsers: PlanningUsersRepository;
  planWeeks: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  now: () => Date;
}

export const NOT_A_MEMBER_MESSAGE = 'Esta planificación es solo para quienes la compraron.';
export const MEMBERSHIP_ENDED_MESSAGE = 'Tu acceso a esta planificación terminó. Renovala para seguir entrenando.';
const START_PENDING_MESSAGE = 'Elegí cuándo empezar tu planificación para ver tus semanas.';

/** A planning without a declared length is a 4-week plan (as the purchase grants). */
const DEFAULT_PLAN_WEEKS = 4;
export const planWeeksOf = (item: Pick<Item, 'durationWeeks'>): number => item.durationWeeks ?? DEFAULT_PLAN_WEEKS;

export type Access =
  { kind: 'member'; item: Item; membership: StoredMembership; today: string } | { kind: 'preview'; item: Item; today: string };

export function myPlanningOf(item: Item, membership: StoredMembership, today: string): MyPlanning {
  const status = planningUserStatus(membership.status, membership.endDate, today);
  const totalWeeks = membershipWeeks(membership.startDate, membership.endDate);
  const startPending = membership.startPending === true;
  const week = weekOn(membership.startDate, today);
  const programmeWeeks = planWeeksOf(item);
  return {
    planningId: item.id,
    name: item.name,
    imageSource: item.imageSource,
    coachName: item.coachName,
    status,
    startDate: membership.startDate,
    endDate: membership.endDate,
    startPending,
    currentWeek: status === 'ACTIVE' && !startPending && week >= 1 && week <= totalWeeks ? week : null,
    totalWeeks,
    programmeWeeks,
    startOptions:
      startPending && status === 'ACTIVE' ? startOptions(today, programmeWeeks, item.competitions).map((option) => ({ ...option })) : [],
  };
}

export const signedIn = (viewer: Viewer) => {
  if (viewer.kind !== 'user') throw signInRequired();
  return viewer;
};

export const resultGone = (): AppError => notFound('Ese resultado ya no existe: lo borraste en otra pantalla.');

export const weekOutOfRange = (weekNumber: number): AppError =>
  new AppError('ValidationError', `La semana ${weekNumber} no existe en esta planificación.`, {
    weekNumber: 'Esa semana no existe.',
  });

export function createPlanningAccess({ items, planningUsers, planWeeks, trainingLog, now }: PlanningAccessDependencies) {
  async function planningItem(planningId: string): Promise<Item> {
    const item = await items.get(planningId);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    return item;
  }

  /** Who may see this planning's content today, or why not (thrown). */
  async function contentAccess(viewer: Viewer, planningId: string): Promise<Access> {
    const user = signedIn(viewer);
    const [item, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, user.userId)]);
    const today = toStoreDate(now());
    const status = membership ? planningUserStatus(membership.status, membership.endDate, today) : null;
    if (membership && status === 'ACTIVE') {
      if (membership.startPending === true) throw new AppError('Conflict', START_PENDING_MESSAGE);
      return { kind: 'member', item, membership, today };
    }
    if (isAdmin(viewer)) return { kind: 'preview', item, today };
    throw unauthorized(membership ? MEMBERSHIP_ENDED_MESSAGE : NOT_A_MEMBER_MESSAGE);
  }

  /** A membership week the member may open (released), or a ValidationError / Unauthorized. */
  function requireReleasedWeek(access: Access, weekNumber: number): void {
    if (access.kind === 'preview') {
      if (weekNumber > planWeeksOf(access.item)) throw weekOutOfRange(weekNumber);
      return;
    }
    const { startDate, endDate } = access.membership;
    if (weekNumber > membershipWeeks(startDate, endDate)) throw weekOutOfRange(weekNumber);
    if (weekNumber > releasedWeeks(startDate, endDate, access.today)) {
      throw new AppError('Unauthorized', weekReleaseLine(weekNumber, dateOfDay(startDate, weekNumber, 1)));
    }
  }

  /** A session of a released week of the member's plan, or NotFound. */
  async function sessionOfWeek(access: Access & { kind: 'member' }, planningId: string, weekNumber: number, sessionId: string) {
    requireReleasedWeek(access, weekNumber);
    const stored = await planWeeks.getWeek(planningId, planWeekFor(weekNumber, planWeeksOf(access.item)));
    const day = stored?.days.find((candidate) => candidate.sessions.some((entry) => entry.id === sessionId));
    const session = day?.sessions.find((candidate) => candidate.id === sessionId);
    if (!day || !session) throw notFound('Esa sesión no está en esa semana de tu planificación.');
    return { session, day };
  }

  /** The member's own result (found in her partition only: another member's id is NotFound), while her membership lasts. */
  async function ownResult(viewer: Viewer, planningId: string, sessionId: string, resultId: string) {
    const access = await contentAccess(viewer, planningId);
    if (access.kind !== 'member') throw unauthorized('La vista previa no tiene resultados: solo los miembros registran los suyos.');
    const result = await trainingLog.findResult(access.membership.userId, planningId, sessionId, resultId);
    if (!result) throw notFound('Ese resultado no está entre los tuyos.');
    return { access, result };
  }

  /** Anyone who has (or had) the planning, or an admin: the history stays readable after the end. */
  async function requireHistoryAccess(viewer: Viewer, planningId: string) {
    const user = signedIn(viewer);
    const [, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, user.userId)]);
    if (!membership && !isAdmin(viewer)) throw unauthorized(NOT_A_MEMBER_MESSAGE);
    return user;
  }

  return { planningItem, contentAccess, requireReleasedWeek, sessionOfWeek, ownResult, requireHistoryAccess };
}

export type PlanningAccess = ReturnType<typeof createPlanningAccess>;
