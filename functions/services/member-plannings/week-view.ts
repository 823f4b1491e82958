// The member's week: the current one (today's day inside it) or any released one, with the
// percentages of her personal records turned into kilos and demo videos signed. An admin gets a
// preview: the plan as a member starting today would see it, every week open.
import type { PlanningWeekView } from '../../domain/membership';
import type { PlanBlock, PlanWeek } from '../../domain/plan-week';
import type { LiftMax } from '../../domain/training-log';
import { dateOfDay, planWeekFor, releasedWeeks } from '../../domain/planning-calendar';
import type { LiftDefinition } from '../../domain/built-in-lifts';
import { liftNameIn } from '../../domain/lifts';
import { loadFromPercent } from '../../domain/plan-weeks';
import { nextRelease } from '../../domain/week-release';
import type { Viewer } from '../../domain/viewer';
import type { ContentStore } from '../../content/content-store';
import type { StoredMembership } from '../../data/planning-users-repository';
import type { PlanWeeksRepository, StoredPlanWeek } from '../../data/plan-weeks-repository';
import type { LiftsRepository } from '../../data/lifts-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';
import { libraryOf } from '../result-recording';
import { myPlanningOf, planWeeksOf, signedIn, weekOutOfRange, type PlanningAccess } from './access';

export interface WeekViewDependencies {
  access: PlanningAccess;
  planWeeks: PlanWeeksRepository;
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
  content: ContentStore;
}

const maxesMap = (maxes: LiftMax[]) => new Map(maxes.map((max) => [max.lift, max.kg] as const));

export function createWeekView({ access: planningAccess, planWeeks, trainingLog, lifts, content }: WeekViewDependencies) {
  async function decorateBlock(
    block: PlanBlock,
    maxes: Map<string, number>,
    library: Map<string, LiftDefinition>,
    forAdmin: boolean,
  ): Promise<PlanBlock> {
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
  ): Promise<PlanWeek> {
    const library = await libraryOf(lifts);
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

  return {
    /** One week of the plan: the current one by default, any released one on request. */
    async planningWeek(viewer: Viewer, planningId: string, requestedWeek?: number | null): Promise<PlanningWeekView> {
      const access = await planningAccess.contentAccess(viewer, planningId);
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
      if (released > 0 || requestedWeek) planningAccess.requireReleasedWeek(access, weekNumber);
      const programmeWeekNumber = planWeekFor(weekNumber, programmeWeeks);
      const [stored, doneSessionIds, maxes] = await Promise.all([
        released > 0 ? planWeeks.getWeek(planningId, programmeWeekNumber) : Promise.resolve(null),
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
  };
}
