// The member's typed personal records (1RM), which turn the plan's percentages into kilos.
import type { LiftMax } from '../../domain/training-log';
import { AppError } from '../../domain/errors';
import { liftMaxSchema } from '../../domain/plan-weeks';
import { parseInput } from '../../domain/validation';
import type { Viewer } from '../../domain/viewer';
import type { LiftsRepository } from '../../data/lifts-repository';
import type { TrainingLogRepository } from '../../data/training-log-repository';
import { libraryOf } from '../result-recording';
import { signedIn } from './access';

export interface LiftMaxesDependencies {
  trainingLog: TrainingLogRepository;
  lifts: LiftsRepository;
  now: () => Date;
}

export function createLiftMaxes({ trainingLog, lifts, now }: LiftMaxesDependencies) {
  return {
    async myLiftMaxes(viewer: Viewer): Promise<LiftMax[]> {
      const user = signedIn(viewer);
      return trainingLog.liftMaxes(user.userId);
    },

    async setLiftMax(viewer: Viewer, lift: string, kg: number): Promise<LiftMax> {
      const user = signedIn(viewer);
      const values = parseInput(liftMaxSchema, { lift, kg });
      if (!(await libraryOf(lifts)).has(values.lift)) {
        throw new AppError('ValidationError', 'Ese levantamiento no está en la biblioteca.', {
          lift: 'Elegí un levantamiento de la lista.',
        });
      }
      const max: LiftMax = { lift: values.lift, kg: values.kg, updatedAt: now().toISOString() };
      await trainingLog.setLiftMax(user.userId, max);
      return max;
    },
  };
}
