// The lift library and a member's records: the library is read by any signed-in user and
// extended by the coach (admins); records (history of maxes, typed and estimated, and rep-max
// PRs) are the member's own, read from her partition by key; an admin reads a member's of a
// planning she coaches (the planning access's one rule: decision 162). Flow: handler → this
// service → lifts, training log, planning access.
import type { LiftDefinition } from '../domain/built-in-lifts';
import type { LiftRecords } from '../domain/lift-records';
import type { NewLiftRequest } from '../domain/lifts';
import { AppError, signInRequired } from '../domain/errors';
import { liftIdFromName, liftNameIn, newLiftSchema } from '../domain/lifts';
import { REP_MAX_COUNTS } from '../domain/lift-records';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { LiftsRepository } from '../data/lifts-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import { requireAdmin } from './admin-guard';
import type { PlanningAccess } from './member-plannings/access';
import { libraryOf } from './result-recording';

export interface LiftRecordsDependencies {
  /** Whom the coach may read: a member of the planning, bought, added or subscribed. */
  access: Pick<PlanningAccess, 'coachedMember'>;
  lifts: LiftsRepository;
  trainingLog: TrainingLogRepository;
  now: () => Date;
}

export function createLiftRecordsService({ access, lifts, trainingLog, now }: LiftRecordsDependencies) {
  async function recordsOf(userId: string): Promise<LiftRecords[]> {
    const [library, log, typed, maxes] = await Promise.all([
      libraryOf(lifts),
      trainingLog.liftLog(userId),
      trainingLog.typedMaxes(userId),
      trainingLog.liftMaxes(userId),
    ]);
    const working = new Map(maxes.map((max) => [max.lift, max.kg] as const));
    const liftIds = [...new Set([...log.map((e) => e.liftId), ...typed.map((t) => t.liftId), ...working.keys()])];
    return liftIds
      .map((liftId) => {
        const entries = log.filter((entry) => entry.liftId === liftId);
        const history = [
          ...typed
            .filter((t) => t.liftId === liftId)
            .map((t) => ({ at: t.at, kg: t.kg, source: 'TYPED' as const, reps: null, setKg: null })),
          ...entries.flatMap((entry) =>
            entry.estimatedOneRepMaxKg === null
              ? []
              : [
                  {
                    at: entry.loggedAt,
                    kg: entry.estimatedOneRepMaxKg,
                    source: 'ESTIMATED' as const,
                    reps: entry.estimateSet?.reps ?? null,
                    setKg: entry.estimateSet?.kg ?? null,
                  },
                ],
          ),
        ].sort((a, b) => a.at.localeCompare(b.at));
        const repMaxes = REP_MAX_COUNTS.flatMap((reps) => {
          // The first time the best load was reached.
          let best: { kg: number; at: string } | null = null;
          for (const entry of entries) {
            const kg = entry.repMaxKg[reps];
            if (kg !== null && (best === null || kg > best.kg)) best = { kg, at: entry.loggedAt };
          }
          return best ? [{ reps, ...best }] : [];
        });
        return { liftId, liftName: liftNameIn(library, liftId), workingMaxKg: working.get(liftId) ?? null, history, repMaxes };
      })
      .sort((a, b) => a.liftName.localeCompare(b.liftName, 'es'));
  }

  return {
    async lifts(viewer: Viewer): Promise<LiftDefinition[]> {
      if (viewer.kind !== 'user') throw signInRequired();
      return [...(await libraryOf(lifts)).values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
    },

    async createLift(viewer: Viewer, input: NewLiftRequest): Promise<LiftDefinition> {
      requireAdmin(viewer);
      const values = parseInput(newLiftSchema, input);
      const lift = { id: liftIdFromName(values.name), name: values.name, custom: true };
      const library = await libraryOf(lifts);
      const sameName = [...library.values()].some((known) => known.name.toLocaleLowerCase('es') === values.name.toLocaleLowerCase('es'));
      if (library.has(lift.id) || sameName || !(await lifts.create(lift, now().toISOString()))) {
        throw new AppError('Conflict', `Ya existe un levantamiento llamado "${liftNameIn(library, lift.id)}".`, {
          name: 'Ya existe un levantamiento con ese nombre.',
        });
      }
      return lift;
    },

    async myLiftRecords(viewer: Viewer): Promise<LiftRecords[]> {
      if (viewer.kind !== 'user') throw signInRequired();
      return recordsOf(viewer.userId);
    },

    /** A member's records, for the coach of a planning she is (or was) a member of — subscribers too. */
    async memberLiftRecords(viewer: Viewer, planningId: string, userId: string): Promise<LiftRecords[]> {
      await access.coachedMember(viewer, planningId, userId);
      return recordsOf(userId);
    },
  };
}
