// The coach's side of the coaching loop: per planning, every member with where she is and how she
// trains (compliance from her counters, never from her history), the results feed, and the thread
// of messages on any result between the coach and the result's member.
// Server rules:
//   - the planning view and the feed are the admins' (schema directive, then requireAdmin here);
//   - a thread is read and written only by the result's member (her own partition: she can never
//     name anyone else's result) and by admins, who name the member;
//   - a member writes only while her membership is active (read-only afterwards), and every
//     author at most COMMENT_RATE_LIMITS per 10 minutes;
//   - bad input gets a Spanish message and a stable code, and writes nothing.
// Flow: handler → this service → items, planning users, training plan, coaching, training log and
// comments repositories; each comment joins a digest (domain/comment-digest.ts) whose one e-mail the
// outbox sends when its window closes (services/comment-digest-mail.ts).
import type { CoachFeedPage, CoachMember, CoachPlanningView, ResultRef } from '../domain/coach-view';
import type { Item } from '../domain/item';
import type { LiftMax, ResultComment, SessionResult } from '../domain/training-log';
import { commentDigestEffectId, placeComment, recipientOf } from '../domain/comment-digest';
import { memberCompliance, planSessionsOf } from '../domain/coaching-compliance';
import { coachMembersPage, coachPlanningSummary, memberPageLimitSchema, MemberPageTokenError } from '../domain/coach-members-page';
import { AppError, notFound, signInRequired, unauthorized } from '../domain/errors';
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
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { PlanWeeksRepository } from '../data/plan-weeks-repository';
import type { RateLimitsRepository } from '../data/rate-limits-repository';
import { DigestWindowMoved, type ResultCommentsRepository, type StoredComment } from '../data/result-comments-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import type { UsersRepository } from '../data/users-repository';
import { requireAdmin } from './admin-guard';
import { planWeeksOf } from './member-plannings/access';

export interface CoachingDependencies {
  items: Pick<ItemsRepository, 'get' | 'list'>;
  planningUsers: Pick<PlanningUsersRepository, 'listByPlanning' | 'get'>;
  planWeeks: Pick<PlanWeeksRepository, 'listWeeks'>;
  coaching: CoachingRepository;
  trainingLog: Pick<TrainingLogRepository, 'sessionResults' | 'liftMaxes'>;
  comments: ResultCommentsRepository;
  /** Comments per author and window (COMMENT_RATE_LIMITS). */
  rateLimits: RateLimitsRepository;
  users: Pick<UsersRepository, 'getProfile'>;
  /** How long a comment digest stays open after its first comment (seconds). */
  commentDigestSeconds: number;
  now: () => Date;
  uniqueId: () => string;
}

const COACH_FALLBACK_NAME = 'Tu coach';
/** Reads of a digest window that moved meanwhile before the comment gives up (two writers at once). */
const MAX_DIGEST_ATTEMPTS = 3;

export function createCoachingService(deps: CoachingDependencies) {
  const { items, planningUsers, planWeeks, coaching, trainingLog, comments, rateLimits, users, now, uniqueId } = deps;

  /**
   * Writes the comment into the digest open to the other side (or opens one, with its e-mail on
   * the outbox, due when it closes); a window that moved meanwhile is read again.
   */
  async function placeInDigest(comment: StoredComment, planningName: string): Promise<void> {
    const recipient = recipientOf(comment.author);
    for (let attempt = 0; ; attempt += 1) {
      const placement = placeComment(
        await comments.digestWindow(comment.userId, comment.planningId, recipient),
        new Date(comment.createdAt),
        deps.commentDigestSeconds,
        uniqueId,
      );
      const owed =
        placement.kind === 'open'
          ? {
              id: commentDigestEffectId(recipient, comment.userId, comment.planningId, placement.window.digestId),
              effect: {
                kind: 'comment-digest-mail' as const,
                digest: {
                  digestId: placement.window.digestId,
                  recipient,
                  memberId: comment.userId,
                  planningId: comment.planningId,
                  planningName,
                },
              },
            }
          : null;
      try {
        await comments.add(comment, recipient, placement, owed, new Date(comment.createdAt));
        return;
      } catch (error) {
        if (!(error instanceof DigestWindowMoved) || attempt >= MAX_DIGEST_ATTEMPTS) throw error;
      }
    }
  }

  async function planningItem(planningId: string): Promise<Item> {
    const item = await items.get(planningId);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    return item;
  }

  /** The result a thread hangs on, read from its member's own partition only. */
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
    const result = (await trainingLog.sessionResults(userId, ref.planningId, ref.sessionId)).find(
      (candidate) => candidate.id === ref.resultId,
    );
    if (!result) throw notFound('No encontramos ese resultado.');
    return { userId, result, asCoach: admin && userId !== viewer.userId, viewerId: viewer.userId };
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
      // Three reads by key whatever the results: members, their counters, the plan's weeks.
      const [members, counters, weeks] = await Promise.all([
        planningUsers.listByPlanning(planningId),
        coaching.countersByPlanning(planningId),
        planWeeks.listWeeks(planningId),
      ]);
      const today = toStoreDate(now());
      const sessions = planSessionsOf(weeks);
      const programmeWeeks = planWeeksOf(item);
      const countersByMember = new Map(counters.map((counter) => [counter.userId, counter]));
      const view: CoachMember[] = members.map((member) => {
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

    /** A member's personal records, for the coach. */
    async memberLiftMaxes(viewer: Viewer, userId: string): Promise<LiftMax[]> {
      requireAdmin(viewer);
      return trainingLog.liftMaxes(userId);
    },

    async addResultComment(viewer: Viewer, ref: ResultRef, text: string): Promise<ResultComment> {
      const { text: message } = parseInput(commentTextSchema, { text });
      const { userId, result, asCoach, viewerId } = await threadOwner(viewer, ref);
      const coachWrites = asCoach || isAdmin(viewer);
      const [item, profile, membership] = await Promise.all([
        planningItem(ref.planningId),
        users.getProfile(userId),
        coachWrites ? null : planningUsers.get(ref.planningId, userId),
      ]);
      if (!coachWrites && (!membership || planningUserStatus(membership.status, membership.endDate, toStoreDate(now())) !== 'ACTIVE')) {
        throw unauthorized(COMMENT_MEMBERSHIP_ENDED_MESSAGE);
      }
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
      };
      await placeInDigest({ ...comment, userId, sessionTitle: result.sessionTitle }, item.name);
      return comment;
    },
  };
}
