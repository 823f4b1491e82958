// A member's daily check-ins (issue 40): hers to give, change and delete, kept only while her
// consent is on record; the coach (an admin) reads those of a member of a planning she coaches.
// Flow: handler → this service → check-ins repository (and, for the coach's read, the planning
// access's one rule for a coach reading a member: decision 162).
import {
  CHECK_IN_CONSENT_VERSION,
  CHECK_IN_DAYS_SHOWN,
  checkInDayProblem,
  checkInSchema,
  type CheckIn,
  type CheckInConsent,
} from '../domain/check-in';
import { AppError, signInRequired } from '../domain/errors';
import { addDays, toStoreDate } from '../domain/store-clock';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { CheckInsRepository } from '../data/check-ins-repository';
import type { PlanningAccess } from './member-plannings/access';

export interface CheckInsDependencies {
  checkIns: CheckInsRepository;
  /** Whom the coach may read: a member of the planning, bought, added or subscribed. */
  access: Pick<PlanningAccess, 'coachedMember'>;
  now: () => Date;
}

const CONSENT_REQUIRED_MESSAGE = 'Para guardar tus check-ins primero tenés que aceptar que los guardemos (son datos de salud).';

export function createCheckInsService({ checkIns, access, now }: CheckInsDependencies) {
  const memberOf = (viewer: Viewer): string => {
    if (viewer.kind !== 'user') throw signInRequired();
    return viewer.userId;
  };
  const shownFrom = () => addDays(toStoreDate(now()), -(CHECK_IN_DAYS_SHOWN - 1));

  return {
    async myCheckIns(viewer: Viewer): Promise<{ consent: CheckInConsent | null; checkIns: CheckIn[] }> {
      const userId = memberOf(viewer);
      const [consent, list] = await Promise.all([checkIns.consent(userId), checkIns.checkIns(userId, shownFrom())]);
      return { consent, checkIns: list };
    },

    async giveCheckInConsent(viewer: Viewer, version: string): Promise<CheckInConsent> {
      const userId = memberOf(viewer);
      if (version !== CHECK_IN_CONSENT_VERSION) {
        throw new AppError('ValidationError', 'El texto que aceptaste cambió: leé el nuevo y aceptalo otra vez.', {
          version: 'Leé el texto actual y aceptalo otra vez.',
        });
      }
      const consent = { givenAt: now().toISOString(), version };
      await checkIns.giveConsent(userId, consent);
      return consent;
    },

    async withdrawCheckInConsent(viewer: Viewer): Promise<boolean> {
      await checkIns.withdrawConsent(memberOf(viewer));
      return true;
    },

    async saveCheckIn(viewer: Viewer, input: unknown): Promise<CheckIn> {
      const userId = memberOf(viewer);
      const values = parseInput(checkInSchema, input);
      const dayProblem = checkInDayProblem(values.day, toStoreDate(now()));
      if (dayProblem) throw new AppError('ValidationError', dayProblem, { day: dayProblem });
      const checkIn: CheckIn = { ...values, updatedAt: now().toISOString() };
      if (!(await checkIns.save(userId, checkIn))) throw new AppError('ConsentRequired', CONSENT_REQUIRED_MESSAGE);
      return checkIn;
    },

    /** True when it deleted that day's check-in; false when there was none (deleting twice is harmless). */
    async deleteCheckIn(viewer: Viewer, day: string): Promise<boolean> {
      return checkIns.delete(memberOf(viewer), day);
    },

    /** A member's check-ins of the days shown, for the coach of a planning she is (or was) a member of — subscribers too. */
    async memberCheckIns(viewer: Viewer, planningId: string, userId: string): Promise<CheckIn[]> {
      await access.coachedMember(viewer, planningId, userId);
      return checkIns.checkIns(userId, shownFrom());
    },
  };
}
