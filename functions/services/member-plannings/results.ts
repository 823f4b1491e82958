// The member's results: logged once per idempotency key, edited and deleted by her alone (her
// records computed again in the same transaction), read back per session or per planning; the
// coach reads any member's through memberResults. Each write carries the coaching counters
// (compliance, feed) in its own transaction.
import type { DeletedSessionResult, SessionResult, SessionResultEditRequest, SessionResultRequest } from '../../domain/training-log';
import { AppError, unauthorized } from '../../domain/errors';
import { sessionResultEditSchema, sessionResultSchema } from '../../domain/plan-weeks';
import { requestFingerprint } from '../../domain/idempotency';
import { idempotencyKeySchema, replayOf } from '../../domain/result-idempotency';
import { prescribedDate } from '../../domain/coaching-compliance';
import { parseInput } from '../../domain/validation';
import type { Viewer } from '../../domain/viewer';
import type { LiftsRepository } from '../../data/lifts-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';
import type { CoachingLogItems } from '../../data/coaching-log-items';
import { createResultRecording, liftLogEntries } from '../result-recording';
import { resultGone, type PlanningAccess } from './access';

export interface MemberResultsDependencies {
  access: PlanningAccess;
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
  /** The coach's compliance counters and feed pointer, written in the result's own transaction. */
  coachingLog: CoachingLogItems;
  now: () => Date;
  uniqueId: () => string;
}

export function createMemberResults({ access: planningAccess, trainingLog, lifts, coachingLog, now, uniqueId }: MemberResultsDependencies) {
  const recording = createResultRecording({ trainingLog, lifts });

  return {
    /**
     * Writes a result once per idempotency key: a resend of the same form gets that result as it is
     * now (edited since → the edit; deleted since → AlreadyDeleted).
     */
    async logSessionResult(viewer: Viewer, input: SessionResultRequest): Promise<SessionResult> {
      const values = parseInput(sessionResultSchema, input);
      const { idempotencyKey } = parseInput(idempotencyKeySchema, { idempotencyKey: input.idempotencyKey });
      const access = await planningAccess.contentAccess(viewer, values.planningId);
      if (access.kind !== 'member') throw unauthorized('La vista previa no guarda resultados: solo los miembros registran los suyos.');
      const { session, day } = await planningAccess.sessionOfWeek(access, values.planningId, values.weekNumber, values.sessionId);
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
      if (outcome.written) return result;
      const stored = outcome.stored.result;
      const current = await trainingLog.findResult(stored.userId, stored.planningId, stored.sessionId, stored.id);
      return replayOf(outcome.stored, fingerprint, current);
    },

    /** Replaces what one of the member's own results measures (its records are computed again). */
    async updateSessionResult(viewer: Viewer, input: SessionResultEditRequest): Promise<SessionResult> {
      const values = parseInput(sessionResultEditSchema, input);
      const { access, result: current } = await planningAccess.ownResult(viewer, values.planningId, values.sessionId, values.resultId);
      const { session } = await planningAccess.sessionOfWeek(access, values.planningId, current.weekNumber, values.sessionId);
      const { result, entries } = await recording.measure({ ...current, editedAt: now().toISOString() }, session, values);
      if (!(await trainingLog.replaceResult(result, liftLogEntries(current), entries))) throw resultGone();
      return result;
    },

    /** Deletes one of the member's own results; the session stops being "Hecha" when it was its last. */
    async deleteSessionResult(viewer: Viewer, planningId: string, sessionId: string, resultId: string): Promise<DeletedSessionResult> {
      const { access, result } = await planningAccess.ownResult(viewer, planningId, sessionId, resultId);
      // The member's own results in the planning (her partition): what is left after this one.
      const left = (await trainingLog.planningResults(access.membership.userId, planningId)).filter((r) => r.id !== resultId);
      const others = left.filter((r) => r.sessionId === sessionId);
      // The coaching counters follow in the same transaction: the session leaves its day's set
      // when this was its last result, and the last session is the newest one left. (A session
      // the coach has since removed from the week has no day any more: only the last session moves.)
      const day = await planningAccess.sessionOfWeek(access, planningId, result.weekNumber, sessionId).then(
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

    /** The viewer's own results of one session; for anyone who has (or had) the planning, or an admin. */
    async mySessionResults(viewer: Viewer, planningId: string, sessionId: string): Promise<SessionResult[]> {
      const user = await planningAccess.requireHistoryAccess(viewer, planningId);
      return trainingLog.sessionResults(user.userId, planningId, sessionId);
    },

    /** The viewer's whole history in a planning (read-only once the membership has ended). */
    async myPlanningResults(viewer: Viewer, planningId: string): Promise<SessionResult[]> {
      const user = await planningAccess.requireHistoryAccess(viewer, planningId);
      return trainingLog.planningResults(user.userId, planningId);
    },

    /** A member's results, for the coach: a member (or past member, subscribers included) of the planning, else NotFound. */
    async memberResults(viewer: Viewer, planningId: string, userId: string): Promise<SessionResult[]> {
      await planningAccess.coachedMember(viewer, planningId, userId);
      return trainingLog.planningResults(userId, planningId);
    },
  };
}
