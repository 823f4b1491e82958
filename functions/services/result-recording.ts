// Turns a member's measured result into what is stored: the sets of each prescribed lift named
// from the session's blocks (the lift comes from the coach's prescription, never from the
// client), one lift-log entry per lift (what its sets are worth) and the records it beats. Used
// by logging and by editing a result; the caller writes both through the training log.
import type { PlanSession } from '../domain/plan-week';
import type { ResultRecord, SessionResult } from '../domain/training-log';
import { AppError } from '../domain/errors';
import type { LiftDefinition } from '../domain/built-in-lifts';
import { liftLibrary, liftNameIn } from '../domain/lifts';
import { beatsWorkingMax, bestsOf, combineBests, estimatedOneRepMax, newRecords } from '../domain/lift-records';
import type { SessionResultValues } from '../domain/plan-weeks';
import type { LiftsRepository } from '../data/lifts-repository';
import type { LiftLogEntry, TrainingLogRepository } from '../data/training-log-repository';

type Measures = Omit<SessionResultValues, 'planningId' | 'weekNumber' | 'sessionId'>;

export interface ResultRecordingDependencies {
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
}

export async function libraryOf(lifts: LiftsRepository): Promise<Map<string, LiftDefinition>> {
  return liftLibrary(await lifts.listCustom());
}

/** The result's lift entries: one per lift (two blocks of the same lift add up). */
export function liftLogEntries(result: SessionResult): LiftLogEntry[] {
  const byLift = new Map<string, { reps: number; kg: number }[]>();
  for (const lift of result.lifts) byLift.set(lift.liftId, [...(byLift.get(lift.liftId) ?? []), ...lift.sets]);
  return [...byLift].map(([liftId, sets]) => {
    const bests = bestsOf(sets);
    const estimateSet = sets.find((set) => estimatedOneRepMax(set) === bests.estimatedOneRepMaxKg && bests.estimatedOneRepMaxKg !== null);
    return {
      liftId,
      resultId: result.id,
      planningId: result.planningId,
      loggedAt: result.loggedAt,
      ...bests,
      estimateSet: estimateSet ? { reps: estimateSet.reps, kg: estimateSet.kg } : null,
    };
  });
}

export function createResultRecording({ trainingLog, lifts }: ResultRecordingDependencies) {
  /** The sets per lift, each attached to a block of the session that prescribes a lift. */
  function liftSetsOf(session: PlanSession, measures: Measures, library: Map<string, LiftDefinition>): SessionResult['lifts'] {
    return measures.lifts.map((logged, index) => {
      const liftId = session.blocks.find((block) => block.id === logged.blockId)?.prescription?.lift;
      if (!liftId) {
        const message = 'Ese bloque no prescribe un levantamiento: registrá sus series en otro.';
        throw new AppError('ValidationError', message, { [`lifts.${index}.blockId`]: message });
      }
      return {
        blockId: logged.blockId,
        liftId,
        liftName: liftNameIn(library, liftId),
        sets: logged.sets.map((set) => ({ reps: set.reps, kg: set.kg, rpe: set.rpe })),
      };
    });
  }

  /** The records each lift of the result beats, against the member's history without this result. */
  async function recordsBeaten(
    userId: string,
    entries: readonly LiftLogEntry[],
    library: Map<string, LiftDefinition>,
  ): Promise<ResultRecord[]> {
    if (entries.length === 0) return [];
    const maxes = new Map((await trainingLog.liftMaxes(userId)).map((max) => [max.lift, max.kg] as const));
    const found = await Promise.all(
      entries.map(async (entry) => {
        const [history, typed] = await Promise.all([
          trainingLog.liftLog(userId, entry.liftId),
          trainingLog.typedMaxes(userId, entry.liftId),
        ]);
        const previous = combineBests(history.filter((earlier) => earlier.resultId !== entry.resultId));
        const bestTyped = typed.length > 0 ? Math.max(...typed.map((max) => max.kg)) : null;
        return newRecords(previous, bestTyped, entry).map((record) => ({
          liftId: entry.liftId,
          liftName: liftNameIn(library, entry.liftId),
          kind: record.kind,
          kg: record.kg,
          previousKg: record.previousKg,
          beatsWorkingMax: beatsWorkingMax(record, maxes.get(entry.liftId) ?? null),
        }));
      }),
    );
    return found.flat();
  }

  return {
    /**
     * The result as stored, with its lift entries and the records it beats. `base` says whose
     * result, for which session and when; `measures` are the validated values.
     */
    async measure(
      base: Pick<SessionResult, 'id' | 'planningId' | 'userId' | 'sessionId' | 'sessionTitle' | 'weekNumber' | 'loggedAt' | 'editedAt'>,
      session: PlanSession,
      measures: Measures,
    ): Promise<{ result: SessionResult; entries: LiftLogEntry[] }> {
      const library = await libraryOf(lifts);
      const withoutRecords: SessionResult = {
        ...base,
        lifts: liftSetsOf(session, measures, library),
        timeSeconds: measures.timeSeconds,
        rounds: measures.rounds,
        reps: measures.reps,
        distanceMeters: measures.distanceMeters,
        calories: measures.calories,
        rpe: measures.rpe,
        notes: measures.notes,
        loadKg: null,
        newRecords: [],
      };
      const entries = liftLogEntries(withoutRecords);
      const records = await recordsBeaten(base.userId, entries, library);
      return { result: { ...withoutRecords, newRecords: records }, entries };
    },
  };
}
