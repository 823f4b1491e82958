// The plannings function's dependencies: the catalogue (plannings and their schedules), the
// memberships, the programme, the lift library and the members' training logs, profiles (e-mail linking), and the
// video store that signs demo videos and the coach's uploads (S3 presigner).
import { randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createItemsRepository } from '../data/items-repository';
import { createLiftsRepository } from '../data/lifts-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createProgrammeRepository } from '../data/programme-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createUsersRepository } from '../data/users-repository';
import { contentSettings } from '../settings/content';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const planningsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  return {
    items: createItemsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    programme: createProgrammeRepository(table),
    trainingLog: createTrainingLogRepository(table),
    lifts: createLiftsRepository(table),
    users: createUsersRepository(table),
    content: createS3ContentStore(() => content),
    now: () => new Date(),
    uniqueId: randomUUID,
  };
});

export type PlanningsFunctionDependencies = ReturnType<typeof planningsDependencies>;
