// The coaching function's dependencies: the coach's planning view (memberships, compliance
// counters, the training plan), the results feed, the results' threads and the e-mails they send.
import { randomUUID } from 'node:crypto';
import { createCoachingRepository } from '../data/coaching-repository';
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createPlanWeeksRepository } from '../data/plan-weeks-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createUsersRepository } from '../data/users-repository';
import type { CoachingNotices } from '../services/coaching-notices';
import { contactSettings } from '../settings/contact';
import { lazyCoachingNotices } from './coaching-notices';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const coachingDependencies = perContainer(() => {
  const table = tableContext();
  const users = createUsersRepository(table);
  const notices = lazyCoachingNotices(users);
  return {
    items: createItemsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    planWeeks: createPlanWeeksRepository(table),
    coaching: createCoachingRepository(table),
    trainingLog: createTrainingLogRepository(table),
    comments: createResultCommentsRepository(table),
    rateLimits: createRateLimitsRepository(table),
    users,
    get notices(): CoachingNotices {
      return notices();
    },
    get coachEmail(): string {
      return contactSettings().STORE_EMAIL;
    },
    now: () => new Date(),
    uniqueId: randomUUID,
  };
});

export type CoachingFunctionDependencies = ReturnType<typeof coachingDependencies>;
