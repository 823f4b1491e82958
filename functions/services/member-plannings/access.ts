// Who may open a planning's content, shared by the member's services (week view, start, results,
// progress): the planning item, the membership's status and start, released weeks, and the
// member's own results. Server rules (the schema's directive only admits signed-in users):
//   - training plan content goes to an ACTIVE member of that planning whose start has come, or to an
//     admin (a preview, without a membership); a visitor, another user or an expired member gets
//     Unauthorized and no content;
//   - a membership is the one a purchase or the admin wrote, or the one the member's subscription
//     of the planning gives while its paid periods (and grace) cover now, derived from the
//     subscription at read time (domain/subscription-membership.ts, decision 120); an ended
//     subscription is refused as a non-buyer is;
//   - results are the member's own: read from their partition only;
//   - the coach (an admin) reads one member's data (progress, results, records, check-ins, form
//     checks, threads) through `coachedMember`: she must have a standing in the planning (bought,
//     added or subscribed; active or ended, as a lapsed buyer's history stays readable), otherwise
//     NotFound (decision 162).
import type { Item } from '../../domain/item';
import type { MyPlanning, PlanningUserStatus } from '../../domain/membership';
import { AppError, notFound, signInRequired, unauthorized } from '../../domain/errors';
import { dateOfDay, membershipWeeks, planWeekFor, releasedWeeks, startOptions, weekOn } from '../../domain/planning-calendar';
import { planningUserStatus } from '../../domain/planning-user-input';
import { weekReleaseLine } from '../../domain/week-release';
import { toStoreDate } from '../../domain/store-clock';
import { isAdmin, type Viewer } from '../../domain/viewer';
import { planningMembershipOfSubscriptions, type SubscriptionMembership } from '../../domain/subscription-membership';
import type { ItemsRepository } from '../../data/items-repository';
import type { PlanningUsersRepository, StoredMembership } from '../../data/planning-users-repository';
import type { SubscriptionOffersRepository } from '../../data/subscription-offers-repository';
import type { SubscriptionsRepository } from '../../data/subscriptions-repository';
import type { PlanWeeksRepository } from '../../data/plan-weeks-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';
import { requireAdmin } from '../admin-guard';

export interface PlanningAccessDependencies {
  items: ItemsRepository;
  planningUsers: PlanningUsersRepository;
  planWeeks: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  /** The member's subscriptions and their offers' grace days: a subscription's membership is derived from them. */
  subscriptions: Pick<SubscriptionsRepository, 'ofMember'>;
  subscriptionOffers: Pick<SubscriptionOffersRepository, 'get'>;
  now: () => Date;
}

/** A member's standing in a planning: her membership, its status today, and whether a subscription gives it. */
export interface Standing {
  membership: StoredMembership;
  status: PlanningUserStatus;
  viaSubscription: boolean;
}

/** The membership record a subscription's derived membership is read as (never stored). */
const subscriptionMembershipRecord = (userId: string, derived: SubscriptionMembership): StoredMembership => ({
  planningId: derived.planningId,
  userId,
  // The member's own views never show these; the coach's list of subscribers is the subscriptions' own.
  firstName: '',
  lastName: '',
  email: '',
  phone: null,
  status: derived.active ? 'ACTIVE' : 'EXPIRED',
  startDate: derived.startDate,
  endDate: derived.endDate,
  orderId: null,
  source: 'SUBSCRIPTION',
  startPending: false,
});

/**
 * The member's standing among a planning's stored membership and her subscriptions of it: an
 * active stored membership first (a purchase has its own calendar), then a subscription giving
 * access now, then the ended stored membership, then the ended subscription.
 */
export function standingOf(
  stored: StoredMembership | null,
  derived: SubscriptionMembership | null,
  userId: string,
  today: string,
): Standing | null {
  const storedStatus = stored ? planningUserStatus(stored.status, stored.endDate, today) : null;
  if (stored && storedStatus === 'ACTIVE') return { membership: stored, status: storedStatus, viaSubscription: false };
  if (derived?.active) return { membership: subscriptionMembershipRecord(userId, derived), status: 'ACTIVE', viaSubscription: true };
  if (stored && storedStatus) return { membership: stored, status: storedStatus, viaSubscription: false };
  if (derived) return { membership: subscriptionMembershipRecord(userId, derived), status: 'EXPIRED', viaSubscription: true };
  return null;
}

const MEMBER_NOT_FOUND_MESSAGE = 'Esa persona no es miembro de esta planificación.';
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

export function createPlanningAccess({
  items,
  planningUsers,
  planWeeks,
  trainingLog,
  subscriptions,
  subscriptionOffers,
  now,
}: PlanningAccessDependencies) {
  async function planningItem(planningId: string): Promise<Item> {
    const item = await items.get(planningId);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    return item;
  }

  /** The memberships the member's subscriptions give, per planning, at `instant` (one Query, one offer read per planning subscribed). */
  async function subscriptionMemberships(userId: string, planningIds: readonly string[], instant: Date) {
    const own = (await subscriptions.ofMember(userId)).map((stored) => stored.subscription);
    const subscribed = [...new Set(own.map((subscription) => subscription.planningId))].filter((id) => planningIds.includes(id));
    const offers = await Promise.all(subscribed.map((id) => subscriptionOffers.get(id)));
    const byPlanning = new Map<string, SubscriptionMembership>();
    subscribed.forEach((planningId, index) => {
      const derived = planningMembershipOfSubscriptions(own, planningId, instant.toISOString(), offers[index]?.graceDays ?? 0);
      if (derived) byPlanning.set(planningId, derived);
    });
    return byPlanning;
  }

  /**
   * The member's standing in a planning (null: never a member). The subscriptions are read only
   * when no stored membership is active, so a buyer's reads stay one GetItem.
   */
  async function standingIn(planningId: string, userId: string): Promise<Standing | null> {
    const instant = now();
    const today = toStoreDate(instant);
    const stored = await planningUsers.get(planningId, userId);
    if (stored && planningUserStatus(stored.status, stored.endDate, today) === 'ACTIVE') return standingOf(stored, null, userId, today);
    const derived = (await subscriptionMemberships(userId, [planningId], instant)).get(planningId) ?? null;
    return standingOf(stored, derived, userId, today);
  }

  /**
   * The one rule for a coach's read of one member (decision 162): an admin, a planning, and a
   * member with a standing in it — a purchase, an admin's membership or a subscription, running
   * or ended — else Unauthorized (not an admin) or NotFound (no such planning, never a member).
   */
  async function coachedMember(viewer: Viewer, planningId: string, userId: string): Promise<{ item: Item; standing: Standing }> {
    requireAdmin(viewer);
    const [item, standing] = await Promise.all([planningItem(planningId), standingIn(planningId, userId)]);
    if (!standing) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    return { item, standing };
  }

  /** Who may see this planning's content today, or why not (thrown). */
  async function contentAccess(viewer: Viewer, planningId: string): Promise<Access> {
    const user = signedIn(viewer);
    const [item, standing] = await Promise.all([planningItem(planningId), standingIn(planningId, user.userId)]);
    const today = toStoreDate(now());
    if (standing?.status === 'ACTIVE') {
      if (standing.membership.startPending === true) throw new AppError('Conflict', START_PENDING_MESSAGE);
      return { kind: 'member', item, membership: standing.membership, today };
    }
    if (isAdmin(viewer)) return { kind: 'preview', item, today };
    // An ended subscription is refused as a non-buyer is: there is nothing to renew but a new subscription.
    throw unauthorized(standing && !standing.viaSubscription ? MEMBERSHIP_ENDED_MESSAGE : NOT_A_MEMBER_MESSAGE);
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
    const [, standing] = await Promise.all([planningItem(planningId), standingIn(planningId, user.userId)]);
    if (!standing && !isAdmin(viewer)) throw unauthorized(NOT_A_MEMBER_MESSAGE);
    return user;
  }

  return {
    planningItem,
    standingIn,
    coachedMember,
    subscriptionMemberships,
    contentAccess,
    requireReleasedWeek,
    sessionOfWeek,
    ownResult,
    requireHistoryAccess,
  };
}

export type PlanningAccess = ReturnType<typeof createPlanningAccess>;
