// The coaching function's dependencies: the coach's planning view (memberships, compliance
// counters, the training plan), the results feed and the results' threads (their e-mails leave as digests).
import { randomUUID } from 'node:crypto';
import { createCoachingRepository } from '../data/coaching-repository';
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createPlanWeeksRepository } from '../data/plan-weeks-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createUsersRepository } from '../data/users-repository';
import { coachingSettings } from '../settings/coaching';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const coachingDependencies = perContainer(() => {
  const table = tableContext();
  const users = createUsersRepository(table);
  return {
    items: createItemsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    planWeeks: createPlanWeeksRepository(table),
    coaching: createCoachingRepository(table),
    trainingLog: createTrainingLogRepository(table),
    comments: createResultCommentsRepository(table),
    rateLimits: createRateLimitsRepository(table),
    users,
    get commentDigestSeconds(): number {
      return coachingSettings().COMMENT_DIGEST_SECONDS;
    },
    now: () => new Date(),
    uniqueId: randomUUID,
  };
});

export type CoachingFunctionDependencies = ReturnType<typeof coachingDependencies>;
