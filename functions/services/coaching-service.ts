// The coach's side of the coaching loop: per planning, every member with where she is and how she
// trains (compliance from her counters, never from her history), the results feed, and the thread
// of messages on any result between the coach and the result's member.
// Server rules:
//   - the planning view and the feed are the admins' (schema directive, then requireAdmin here);
//   - a thread is read and written only by the result's member (her own partition: she can never
//     name anyone else's result) and by admins, who name a member of the planning (the planning
//     access's one rule for a coach reading a member, decision 162: else NotFound);
//   - a member writes only while her membership — bought, added or subscribed — is active
//     (read-only afterwards), and every
//     author at most COMMENT_RATE_LIMITS per 10 minutes;
//   - bad input gets a Spanish message and a stable code, and writes nothing.
// Flow: handler → this service → items, planning users, training plan, coaching, training log and
// comments repositories; each comment joins a digest (domain/comment-digest.ts) whose one e-mail the
// outbox sends when its window closes (services/comment-digest-mail.ts).
import type { CoachFeedPage, CoachMember, CoachPlanningView, ResultRef } from '../domain/coach-view';
import type { Item } from '../domain/item';
import type { PlanningUser } from '../domain/membership';
import type { SubscriptionStatus } from '../domain/subscription';
import type { SubscriberStanding } from '../domain/coach-subscribers';
import type { ResultComment, SessionResult } from '../domain/training-log';
import { memberCompliance, planSessionsOf } from '../domain/coaching-compliance';
import { subscriberStandings, subscriptionListed } from '../domain/coach-subscribers';
import { coachMembersPage, coachPlanningSummary, memberPageLimitSchema, MemberPageTokenError } from '../domain/coach-members-page';
import { AppError, notFound, signInRequired, unauthorized } from '../domain/errors';
import { FORM_CHECK_MESSAGES, pinnedMomentProblem } from '../domain/form-check';
import { membershipWeeks, weekOn } from '../domain/planning-calendar';
import { planningUserStatus } from '../domain/planning-user-input';
import { toStoreDate } from '../domain/store-clock';
import {
  COMMENT_MEMBERSHIP_ENDED_MESSAGE,
  COMMENT_RATE_LIMITED_MESSAGE,
  COMMENT_RATE_LIMITS,
  commentTextSchema,
  feedLimitSchema,
} from '../domain/coaching-input';
import { parseInput } from '../domain/validation';
import { isAdmin, type Viewer } from '../domain/viewer';
import { FeedTokenError, type CoachingRepository } from '../data/coaching-repository';
import type { FormChecksRepository } from '../data/form-checks-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { PlanWeeksRepository } from '../data/plan-weeks-repository';
import type { RateLimitsRepository } from '../data/rate-limits-repository';
import type { SubscriptionOffersRepository } from '../data/subscription-offers-repository';
import type { SubscriptionsRepository } from '../data/subscriptions-repository';
import type { ResultCommentsRepository } from '../data/result-comments-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import type { UsersRepository } from '../data/users-repository';
import { requireAdmin } from './admin-guard';
import { placeInDigest } from './comment-placement';
import { planWeeksOf, type PlanningAccess } from './member-plannings/access';

export interface CoachingDependencies {
  items: Pick<ItemsRepository, 'get' | 'list'>;
  planningUsers: Pick<PlanningUsersRepository, 'listByPlanning'>;
  /** Whom the coach reads (decision 162) and whether the member's own membership runs: her standing, subscriptions included. */
  access: Pick<PlanningAccess, 'coachedMember' | 'standingIn'>;
  planWeeks: Pick<PlanWeeksRepository, 'listWeeks'>;
  /** The planning's subscribers are its members too (decision 155). */
  subscriptions: Pick<SubscriptionsRepository, 'ofPlanning'>;
  subscriptionOffers: Pick<SubscriptionOffersRepository, 'get'>;
  coaching: CoachingRepository;
  trainingLog: Pick<TrainingLogRepository, 'sessionResults'>;
  comments: ResultCommentsRepository;
  /** A pinned moment is checked against the result's form-check video. */
  formChecks: Pick<FormChecksRepository, 'get'>;
  /** Comments per author and window (COMMENT_RATE_LIMITS). */
  rateLimits: RateLimitsRepository;
  users: Pick<UsersRepository, 'getProfile' | 'getProfiles'>;
  /** How long a comment digest stays open after its first comment (seconds). */
  commentDigestSeconds: number;
  now: () => Date;
  uniqueId: () => string;
}

const COACH_FALLBACK_NAME = 'Tu coach';

export function createCoachingService(deps: CoachingDependencies) {
  const {
    items,
    planningUsers,
    access,
    planWeeks,
    subscriptions,
    subscriptionOffers,
    coaching,
    trainingLog,
    comments,
    rateLimits,
    users,
    now,
    uniqueId,
  } = deps;

  /**
   * The stored memberships and the subscribers as one list, one row per member: a subscriber's row
   * is her subscription's calendar and status (her names from her profile, read in one batch),
   * listed instead of a stored membership that does not run (domain/coach-subscribers.ts).
   */
  async function withSubscribers(
    stored: readonly PlanningUser[],
    standings: ReadonlyMap<string, SubscriberStanding>,
    today: string,
    planningId: string,
  ): Promise<{ member: PlanningUser; subscriptionStatus: SubscriptionStatus | null }[]> {
    const storedStatus = new Map(stored.map((member) => [member.userId, planningUserStatus(member.status, member.endDate, today)]));
    const listed = [...standings.values()].filter((standing) => subscriptionListed(standing, storedStatus.get(standing.memberId) ?? null));
    const profiles = listed.length > 0 ? await users.getProfiles(listed.map((standing) => standing.memberId)) : new Map();
    const rows: { member: PlanningUser; subscriptionStatus: SubscriptionStatus | null }[] = [];
    const replaced = new Set<string>();
    for (const standing of listed) {
      const profile = profiles.get(standing.memberId);
      if (!profile) continue; // an account without its profile (never seen): nothing to name her by
      replaced.add(standing.memberId);
      rows.push({
        member: {
          planningId,
          userId: standing.memberId,
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phone: null,
          status: standing.active ? 'ACTIVE' : 'EXPIRED',
          startDate: standing.startDate,
          endDate: standing.endDate,
          orderId: null,
          source: 'subscription',
        },
        subscriptionStatus: standing.subscriptionStatus,
      });
    }
    return [...stored.filter((member) => !replaced.has(member.userId)).map((member) => ({ member, subscriptionStatus: null })), ...rows];
  }

  async function planningItem(planningId: string): Promise<Item> {
    const item = await items.get(planningId);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    return item;
  }

  /** The result a thread hangs on, read from its member's own partition only; the coach names a member of the planning (decision 162). */
  async function threadOwner(
    viewer: Viewer,
    ref: ResultRef,
  ): Promise<{ userId: string; result: SessionResult; asCoach: boolean; viewerId: string }> {
    if (viewer.kind !== 'user') throw signInRequired();
    const admin = isAdmin(viewer);
    const named = ref.userId ?? null;
    if (named !== null && named !== viewer.userId && !admin)
      throw unauthorized('Solo podés ver los comentarios de tus propios resultados.');
    const userId = named ?? viewer.userId;
    const asCoach = admin && userId !== viewer.userId;
    if (asCoach) await access.coachedMember(viewer, ref.planningId, userId);
    const result = (await trainingLog.sessionResults(userId, ref.planningId, ref.sessionId)).find(
      (candidate) => candidate.id === ref.resultId,
    );
    if (!result) throw notFound('No encontramos ese resultado.');
    return { userId, result, asCoach, viewerId: viewer.userId };
  }

  return {
    /**
     * A page of the planning's members in the coach's order, with the figures over all of them.
     * Every member's row is computed (attention depends on today, the plan and her counters, so
     * no stored order or count stays true: decision 129); only the page is answered.
     */
    async coachPlanningView(
      viewer: Viewer,
      planningId: string,
      page: { limit?: number | null; nextToken?: string | null; userId?: string | null } = {},
    ): Promise<CoachPlanningView> {
      requireAdmin(viewer);
      const { limit: pageSize } = parseInput(memberPageLimitSchema, { limit: page.limit ?? undefined });
      const item = await planningItem(planningId);
      // Reads by key whatever the results: members, their counters, the plan's weeks, the
      // subscribers (pointers, then their subscriptions by key) and the offer's grace days.
      const [stored, counters, weeks, subscribed, offer] = await Promise.all([
        planningUsers.listByPlanning(planningId),
        coaching.countersByPlanning(planningId),
        planWeeks.listWeeks(planningId),
        subscriptions.ofPlanning(planningId),
        subscriptionOffers.get(planningId),
      ]);
      const instant = now();
      const today = toStoreDate(instant);
      const members = await withSubscribers(
        stored,
        subscriberStandings(
          subscribed.map((entry) => entry.subscription),
          instant.toISOString(),
          offer?.graceDays ?? 0,
        ),
        today,
        planningId,
      );
      const sessions = planSessionsOf(weeks);
      const programmeWeeks = planWeeksOf(item);
      const countersByMember = new Map(counters.map((counter) => [counter.userId, counter]));
      const view: CoachMember[] = members.map(({ member, subscriptionStatus }) => {
        const status = planningUserStatus(member.status, member.endDate, today);
        const startPending = (member as { startPending?: boolean }).startPending === true;
        const counter = countersByMember.get(member.userId);
        const week = weekOn(member.startDate, today);
        const compliance = memberCompliance({
          member: { startDate: member.startDate, endDate: member.endDate, startPending },
          active: status === 'ACTIVE',
          programme: sessions,
          programmeWeeks,
          done: counter?.done ?? {},
          lastSessionAt: counter?.lastSessionAt ?? null,
          today,
        });
        return {
          userId: member.userId,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          status,
          startDate: member.startDate,
          endDate: member.endDate,
          startPending,
          currentWeek:
            status === 'ACTIVE' && !startPending && week >= 1 && week <= membershipWeeks(member.startDate, member.endDate) ? week : null,
          lastSessionAt: counter?.lastSessionAt ?? null,
          lastSessionTitle: counter?.lastSessionTitle ?? null,
          ...compliance,
          subscriptionStatus,
        };
      });
      const summary = coachPlanningSummary(view);
      if (page.userId) {
        return { planningId, name: item.name, today, summary, members: view.filter((row) => row.userId === page.userId), nextToken: null };
      }
      try {
        return { planningId, name: item.name, today, summary, ...coachMembersPage(planningId, view, pageSize, page.nextToken ?? null) };
      } catch (error) {
        if (error instanceof MemberPageTokenError) {
          throw new AppError('ValidationError', 'La página pedida no es válida: volvé a cargar los miembros.', {
            nextToken: 'No es una página de los miembros de esta planificación.',
          });
        }
        throw error;
      }
    },

    async coachResultsFeed(
      viewer: Viewer,
      planningId?: string | null,
      limit?: number | null,
      nextToken?: string | null,
    ): Promise<CoachFeedPage> {
      requireAdmin(viewer);
      const { limit: pageSize } = parseInput(feedLimitSchema, { limit: limit ?? undefined });
      const plannings = planningId ? [await planningItem(planningId)] : await items.list('PLANNING');
      const names = new Map(plannings.map((item) => [item.id, item.name]));
      try {
        const page = await coaching.feedPage(planningId ?? null, pageSize, nextToken ?? null);
        return {
          entries: page.entries.map((entry) => ({
            ...entry,
            memberName: entry.memberName,
            planningName: names.get(entry.planningId) ?? entry.planningId,
          })),
          nextToken: page.nextToken,
        };
      } catch (error) {
        if (error instanceof FeedTokenError) {
          throw new AppError('ValidationError', 'La página pedida no es válida: volvé a cargar los resultados.', {
            nextToken: 'No es una página de estos resultados.',
          });
        }
        throw error;
      }
    },

    async resultComments(viewer: Viewer, ref: ResultRef): Promise<ResultComment[]> {
      const { userId } = await threadOwner(viewer, ref);
      return comments.thread(userId, ref);
    },

    /** The viewer's own threads of a planning: read from her partition only, so nobody else's. */
    async myPlanningComments(viewer: Viewer, planningId: string): Promise<ResultComment[]> {
      if (viewer.kind !== 'user') throw signInRequired();
      return comments.planningThreads(viewer.userId, planningId);
    },

    /** A message in the result's thread; `atSeconds` pins it to a moment of the result's form-check video (0 … its length). */
    async addResultComment(viewer: Viewer, ref: ResultRef, text: string, atSeconds: number | null = null): Promise<ResultComment> {
      const { text: message } = parseInput(commentTextSchema, { text });
      const { userId, result, asCoach, viewerId } = await threadOwner(viewer, ref);
      if (atSeconds !== null) {
        const formCheck = await deps.formChecks.get(userId, result.id);
        if (!formCheck || formCheck.status !== 'READY' || formCheck.durationSeconds === null)
          throw new AppError('ValidationError', FORM_CHECK_MESSAGES.noVideo, { atSeconds: FORM_CHECK_MESSAGES.noVideo });
        const problem = pinnedMomentProblem(atSeconds, formCheck.durationSeconds);
        if (problem) throw new AppError('ValidationError', problem, { atSeconds: problem });
      }
      const coachWrites = asCoach || isAdmin(viewer);
      // The member writes while her standing runs: bought, added or subscribed (decision 162).
      const [item, profile, standing] = await Promise.all([
        planningItem(ref.planningId),
        users.getProfile(userId),
        coachWrites ? null : access.standingIn(ref.planningId, userId),
      ]);
      if (!coachWrites && standing?.status !== 'ACTIVE') throw unauthorized(COMMENT_MEMBERSHIP_ENDED_MESSAGE);
      // Counted last, after every other check: a refused comment spends nothing.
      const verdict = await rateLimits.takeSliding(
        [{ scope: 'comment-author', key: viewerId, limit: coachWrites ? COMMENT_RATE_LIMITS.perCoach : COMMENT_RATE_LIMITS.perMember }],
        now(),
        COMMENT_RATE_LIMITS.windowSeconds,
      );
      if (!verdict.allowed) throw new AppError('TooManyRequests', COMMENT_RATE_LIMITED_MESSAGE);
      const memberName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Miembro';
      const comment: ResultComment = {
        id: uniqueId(),
        planningId: ref.planningId,
        sessionId: result.sessionId,
        resultId: result.id,
        resultLoggedAt: result.loggedAt,
        author: asCoach ? 'COACH' : 'MEMBER',
        authorName: asCoach ? (item.coachName ?? COACH_FALLBACK_NAME) : memberName,
        text: message,
        createdAt: now().toISOString(),
        atSeconds,
      };
      const stored = { ...comment, userId, sessionTitle: result.sessionTitle };
      await placeInDigest(deps, stored, item, (recipient, placement, owed, at) => comments.add(stored, recipient, placement, owed, at));
      return comment;
    },
  };
}
