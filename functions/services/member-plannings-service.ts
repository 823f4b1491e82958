// The member's side of a planning: their memberships, when to start, the week they are in with
// today's day, results per session and personal records (1RM) that turn percentages into kilos.
// Server rules (the schema's directive only admits signed-in users; everything else is here):
//   - training plan content goes to an ACTIVE member of that planning whose start has come, or to an
//     admin (a preview, without a membership); a visitor, another user or an expired member gets
//     Unauthorized and no content;
//   - results are the member's own: read from their partition only; admins read any member's
//     through memberResults (coaching); nobody else can name another member;
//   - bad input gets a Spanish message and a stable code, and writes nothing.
// Flow: handler → this service → items, planning users, training plan, training log repositories;
// the content store signs demo videos.
import type {
  DeletedSessionResult,
  Item,
  LiftMax,
  MyPlanning,
  PlanningProgress,
  PlanningStartChoice,
  PlanningWeekView,
  ProgrammeBlock,
  ProgrammeWeek,
  SessionResult,
  SessionResultInput,
  UpdateSessionResultInput,
} from '../generated/graphql';
import { AppError, notFound, signInRequired, unauthorized } from '../domain/errors';
import {
  dateOfDay,
  membershipWeeks,
  periodFromChosenStart,
  planWeekFor,
  releasedWeeks,
  startOptions,
  weekOn,
} from '../domain/planning-calendar';
import type { LiftDefinition } from '../domain/built-in-lifts';
import { liftNameIn } from '../domain/lifts';
import { planningUserStatus } from '../domain/planning-user-input';
import { liftMaxSchema, loadFromPercent, sessionResultEditSchema, sessionResultSchema } from '../domain/plan-weeks';
import { nextRelease, weekReleaseLine } from '../domain/week-release';
import { idempotencyKeySchema, replayOf, requestFingerprint } from '../domain/result-idempotency';
import { toStoreDate } from '../domain/store-clock';
import { planningProgress } from '../domain/training-progress';
import { parseInput } from '../domain/validation';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository, StoredMembership } from '../data/planning-users-repository';
import type { PlanWeeksRepository, StoredPlanWeek } from '../data/plan-weeks-repository';
import type { LiftsRepository } from '../data/lifts-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import type { CoachingLogItems } from '../data/coaching-log-items';
import { prescribedDate } from '../domain/coaching-compliance';
import type { UsersRepository } from '../data/users-repository';
import { requireAdmin } from './admin-guard';
import { createMembershipLinking } from './planning-membership-linking';
import { createResultRecording, libraryOf, liftLogEntries } from './result-recording';

export interface MemberPlanningsDependencies {
  items: ItemsRepository;
  planningUsers: PlanningUsersRepository;
  programme: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
  /** The coach's compliance counters and feed pointer, written in the result's own transaction. */
  coachingLog: CoachingLogItems;
  users: UsersRepository;
  content: ContentStore;
  now: () => Date;
  uniqueId: () => string;
}

const NOT_A_MEMBER_MESSAGE = 'Esta planificación es solo para quienes la compraron.';
const MEMBERSHIP_ENDED_MESSAGE = 'Tu acceso a esta planificación terminó. Renovala para seguir entrenando.';
const START_PENDING_MESSAGE = 'Elegí cuándo empezar tu planificación para ver tus semanas.';

/** A planning without a declared length is a 4-week plan (as the purchase grants). */
const DEFAULT_PLAN_WEEKS = 4;
export const planWeeksOf = (item: Pick<Item, 'durationWeeks'>): number => item.durationWeeks ?? DEFAULT_PLAN_WEEKS;

type Access = { kind: 'member'; item: Item; membership: StoredMembership; today: string } | { kind: 'preview'; item: Item; today: string };

function myPlanningOf(item: Item, membership: StoredMembership, today: string): MyPlanning {
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

export function createMemberPlanningsService(deps: MemberPlanningsDependencies) {
  const { items, planningUsers, programme, trainingLog, coachingLog, users, content, now, uniqueId } = deps;

  const signedIn = (viewer: Viewer) => {
    if (viewer.kind !== 'user') throw signInRequired();
    return viewer;
  };

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

  async function decorateBlock(
    block: ProgrammeBlock,
    maxes: Map<string, number>,
    library: Map<string, LiftDefinition>,
    forAdmin: boolean,
  ): Promise<ProgrammeBlock> {
    const prescription = block.prescription
      ? {
          ...block.prescription,
          liftName: block.prescription.lift ? liftNameIn(library, block.prescription.lift) : null,
          loadKg:
            block.prescription.percent && block.prescription.lift && maxes.has(block.prescription.lift)
              ? loadFromPercent(maxes.get(block.prescription.lift) ?? 0, block.prescription.percent)
              : null,
        }
      : null;
    const video = block.videoKey ? await content.signedVideoUrl(block.videoKey) : null;
    return { ...block, prescription, videoKey: forAdmin ? block.videoKey : null, videoUrl: video?.url ?? null };
  }

  async function weekForViewer(
    stored: StoredPlanWeek,
    startDate: string,
    weekNumber: number,
    maxes: Map<string, number>,
    forAdmin: boolean,
  ): Promise<ProgrammeWeek> {
    const library = await libraryOf(deps.lifts);
    const days = await Promise.all(
      [...stored.days]
        .sort((a, b) => a.dayNumber - b.dayNumber)
        .map(async (day) => ({
          ...day,
          title: day.title ?? null,
          date: dateOfDay(startDate, weekNumber, day.dayNumber),
          sessions: await Promise.all(
            day.sessions.map(async (session) => ({
              ...session,
              blocks: await Promise.all(session.blocks.map((block) => decorateBlock(block, maxes, library, forAdmin))),
            })),
          ),
        })),
    );
    return { ...stored, updatedAt: stored.updatedAt ?? null, days };
  }

  const maxesMap = (maxes: LiftMax[]) => new Map(maxes.map((max) => [max.lift, max.kg] as const));

  const linking = createMembershipLinking(deps);
  const recording = createResultRecording(deps);

  /** A session of a released week of the member's plan, or NotFound. */
  async function sessionOfWeek(access: Access & { kind: 'member' }, planningId: string, weekNumber: number, sessionId: string) {
    requireReleasedWeek(access, weekNumber);
    const stored = await programme.getWeek(planningId, planWeekFor(weekNumber, planWeeksOf(access.item)));
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

  return {
    /** The viewer's memberships (any status), linking e-mail memberships of their account first. */
    async myPlannings(viewer: Viewer): Promise<MyPlanning[]> {
      const user = signedIn(viewer);
      const [plannings, profile] = await Promise.all([items.list('PLANNING'), users.getProfile(user.userId)]);
      const ids = plannings.map((item) => item.id);
      if (profile?.email) await linking.linkAmong(user.userId, profile.email, ids);
      const memberships = await planningUsers.getForMember(user.userId, ids);
      const today = toStoreDate(now());
      return memberships
        .flatMap((membership) => {
          const item = plannings.find((planning) => planning.id === membership.planningId);
          return item ? [myPlanningOf(item, membership, today)] : [];
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
      const [item, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, user.userId)]);
      const today = toStoreDate(now());
      if (!membership) throw unauthorized(NOT_A_MEMBER_MESSAGE);
      if (planningUserStatus(membership.status, membership.endDate, today) !== 'ACTIVE') {
        throw unauthorized(MEMBERSHIP_ENDED_MESSAGE);
      }
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

    /** One week of the plan: the current one by default, any released one on request. */
    async planningWeek(viewer: Viewer, planningId: string, requestedWeek?: number | null): Promise<PlanningWeekView> {
      const access = await contentAccess(viewer, planningId);
      const user = signedIn(viewer);
      const programmeWeeks = planWeeksOf(access.item);
      if (requestedWeek !== null && requestedWeek !== undefined && (!Number.isInteger(requestedWeek) || requestedWeek < 1)) {
        throw weekOutOfRange(requestedWeek);
      }
      // A preview shows the plan as a member starting today would see it, every week open.
      const startDate = access.kind === 'member' ? access.membership.startDate : access.today;
      const endDate = access.kind === 'member' ? access.membership.endDate : dateOfDay(access.today, programmeWeeks, 7);
      const released = access.kind === 'member' ? releasedWeeks(startDate, endDate, access.today) : programmeWeeks;
      const weekNumber = requestedWeek ?? Math.max(1, released);
      if (released > 0 || requestedWeek) requireReleasedWeek(access, weekNumber);
      const programmeWeekNumber = planWeekFor(weekNumber, programmeWeeks);
      const [stored, doneSessionIds, maxes] = await Promise.all([
        released > 0 ? programme.getWeek(planningId, programmeWeekNumber) : Promise.resolve(null),
        access.kind === 'member' ? trainingLog.doneSessionIds(user.userId, planningId) : Promise.resolve([]),
        trainingLog.liftMaxes(user.userId),
      ]);
      const membership: StoredMembership =
        access.kind === 'member'
          ? access.membership
          : {
              planningId,
              userId: user.userId,
              firstName: '',
              lastName: '',
              email: user.email ?? '',
              phone: null,
              status: 'ACTIVE',
              startDate,
              endDate,
              orderId: null,
              source: 'PREVIEW',
            };
      return {
        planning: myPlanningOf(access.item, membership, access.today),
        today: access.today,
        weekNumber,
        programmeWeekNumber,
        releasedWeeks: released,
        nextReleaseDate: access.kind === 'member' ? (nextRelease(startDate, endDate, access.today)?.date ?? null) : null,
        week: stored ? await weekForViewer(stored, startDate, weekNumber, maxesMap(maxes), access.kind === 'preview') : null,
        doneSessionIds,
        isPreview: access.kind === 'preview',
      };
    },

    /** Writes a result once per idempotency key: a resend of the same form gets the stored result. */
    async logSessionResult(viewer: Viewer, input: SessionResultInput): Promise<SessionResult> {
      const values = parseInput(sessionResultSchema, input);
      const { idempotencyKey } = parseInput(idempotencyKeySchema, { idempotencyKey: input.idempotencyKey });
      const access = await contentAccess(viewer, values.planningId);
      if (access.kind !== 'member') throw unauthorized('La vista previa no guarda resultados: solo los miembros registran los suyos.');
      const { session, day } = await sessionOfWeek(access, values.planningId, values.weekNumber, values.sessionId);
      const { result, entries } = await recording.measure(
        {
          id: uniqueId(),
          planningId: values.planningId,
          userId: access.membership.userId,
          sessionId: session.id,
          sessionTitle: session.title,
          weekNumber: values.weekNumber,
          loggedAt: now().toISOString(),
          editedAt: null,
        },
        session,
        values,
      );
      // The coaching hook: compliance counters and the coach's feed, in the same transaction.
      const coachingItems = coachingLog.itemsFor(result, {
        prescribedDate: prescribedDate(access.membership.startDate, values.weekNumber, day.dayNumber),
        today: access.today,
        memberName: `${access.membership.firstName} ${access.membership.lastName}`.trim(),
      });
      const fingerprint = requestFingerprint(values);
      const outcome = await trainingLog.logResult(result, entries, { key: idempotencyKey, fingerprint }, coachingItems);
      return outcome.written ? result : replayOf(outcome.stored, fingerprint);
    },

    /** Replaces what one of the member's own results measures (its records are computed again). */
    async updateSessionResult(viewer: Viewer, input: UpdateSessionResultInput): Promise<SessionResult> {
      const values = parseInput(sessionResultEditSchema, input);
      const { access, result: current } = await ownResult(viewer, values.planningId, values.sessionId, values.resultId);
      const { session } = await sessionOfWeek(access, values.planningId, current.weekNumber, values.sessionId);
      const { result, entries } = await recording.measure({ ...current, editedAt: now().toISOString() }, session, values);
      if (!(await trainingLog.replaceResult(result, liftLogEntries(current), entries))) throw resultGone();
      return result;
    },

    /** Deletes one of the member's own results; the session stops being "Hecha" when it was its last. */
    async deleteSessionResult(viewer: Viewer, planningId: string, sessionId: string, resultId: string): Promise<DeletedSessionResult> {
      const { access, result } = await ownResult(viewer, planningId, sessionId, resultId);
      // The member's own results in the planning (her partition): what is left after this one.
      const left = (await trainingLog.planningResults(access.membership.userId, planningId)).filter((r) => r.id !== resultId);
      const others = left.filter((r) => r.sessionId === sessionId);
      // The coaching counters follow in the same transaction: the session leaves its day's set
      // when this was its last result, and the last session is the newest one left. (A session
      // the coach has since removed from the week has no day any more: only the last session moves.)
      const day = await sessionOfWeek(access, planningId, result.weekNumber, sessionId).then(
        (found) => found.day,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'NotFound') return null;
          throw error;
        },
      );
      const counters = coachingLog.itemsForRemoval(result, {
        prescribedDate: day ? prescribedDate(access.membership.startDate, result.weekNumber, day.dayNumber) : '',
        lastOfSession: day !== null && others.length === 0,
        newestLeft: left[0] ?? null,
      });
      if (!(await trainingLog.deleteResult(result, liftLogEntries(result), others.length === 0, counters))) throw resultGone();
      return { id: resultId, sessionId, sessionDone: others.length > 0 };
    },

    /** Sessions done against prescribed, and kilos lifted, per released week of the viewer's membership. */
    async myProgress(viewer: Viewer, planningId: string): Promise<PlanningProgress> {
      const user = signedIn(viewer);
      const [item, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, user.userId)]);
      if (!membership) throw unauthorized(NOT_A_MEMBER_MESSAGE);
      return progressOf(item, membership);
    },

    /** A member's progress, for the coach. */
    async memberProgress(viewer: Viewer, planningId: string, userId: string): Promise<PlanningProgress> {
      requireAdmin(viewer);
      const [item, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, userId)]);
      if (!membership) throw notFound('Esa persona no es miembro de esta planificación.');
      return progressOf(item, membership);
    },

    /** The viewer's own results of one session; for anyone who has (or had) the planning, or an admin. */
    async mySessionResults(viewer: Viewer, planningId: string, sessionId: string): Promise<SessionResult[]> {
      const user = await requireHistoryAccess(viewer, planningId);
      return trainingLog.sessionResults(user.userId, planningId, sessionId);
    },

    /** The viewer's whole history in a planning (read-only once the membership has ended). */
    async myPlanningResults(viewer: Viewer, planningId: string): Promise<SessionResult[]> {
      const user = await requireHistoryAccess(viewer, planningId);
      return trainingLog.planningResults(user.userId, planningId);
    },

    /** A member's results, for the coach. */
    async memberResults(viewer: Viewer, planningId: string, userId: string): Promise<SessionResult[]> {
      requireAdmin(viewer);
      await planningItem(planningId);
      return trainingLog.planningResults(userId, planningId);
    },

    async myLiftMaxes(viewer: Viewer): Promise<LiftMax[]> {
      const user = signedIn(viewer);
      return trainingLog.liftMaxes(user.userId);
    },

    async setLiftMax(viewer: Viewer, lift: string, kg: number): Promise<LiftMax> {
      const user = signedIn(viewer);
      const values = parseInput(liftMaxSchema, { lift, kg });
      if (!(await libraryOf(deps.lifts)).has(values.lift)) {
        throw new AppError('ValidationError', 'Ese levantamiento no está en la biblioteca.', {
          lift: 'Elegí un levantamiento de la lista.',
        });
      }
      const max: LiftMax = { lift: values.lift, kg: values.kg, updatedAt: now().toISOString() };
      await trainingLog.setLiftMax(user.userId, max);
      return max;
    },
  };

  async function progressOf(item: Item, membership: StoredMembership): Promise<PlanningProgress> {
    const today = toStoreDate(now());
    const [weeks, results] = await Promise.all([programme.listWeeks(item.id), trainingLog.planningResults(membership.userId, item.id)]);
    const released = membership.startPending === true ? 0 : releasedWeeks(membership.startDate, membership.endDate, today);
    return {
      planningId: item.id,
      weeks: planningProgress({ startDate: membership.startDate, released, programmeWeeks: planWeeksOf(item), weeks, results }),
    };
  }

  async function requireHistoryAccess(viewer: Viewer, planningId: string) {
    const user = signedIn(viewer);
    const [, membership] = await Promise.all([planningItem(planningId), planningUsers.get(planningId, user.userId)]);
    if (!membership && !isAdmin(viewer)) throw unauthorized(NOT_A_MEMBER_MESSAGE);
    return user;
  }
}

const resultGone = (): AppError => notFound('Ese resultado ya no existe: lo borraste en otra pantalla.');

const weekOutOfRange = (weekNumber: number): AppError =>
  new AppError('ValidationError', `La semana ${weekNumber} no existe en esta planificación.`, {
    weekNumber: 'Esa semana no existe.',
  });
