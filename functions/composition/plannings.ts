// The plannings function's dependencies: the catalogue (plannings and their schedules), the
// memberships (and the subscriptions that give one), the training plan, the lift library and the members' training logs (with the coaching
// counters written beside each result), profiles (e-mail linking, notice preferences), the coach's
// edit notices (mail queue), and the video store that signs demo videos and the coach's uploads
// (S3 presigner).
import { randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createCoachingLogItems } from '../data/coaching-log-items';
import { createItemsRepository } from '../data/items-repository';
import { createLiftsRepository } from '../data/lifts-repository';
import { createNoticeClaimsRepository } from '../data/notice-claims-repository';
import { createSessionEditNotices } from '../services/session-edit-notices';
import { lazyCoachingNotices } from './coaching-notices';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createPlanWeeksRepository } from '../data/plan-weeks-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createUsersRepository } from '../data/users-repository';
import { contentSettings } from '../settings/content';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const planningsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  const planningUsers = createPlanningUsersRepository(table);
  const users = createUsersRepository(table);
  const notices = lazyCoachingNotices(users);
  return {
    items: createItemsRepository(table),
    planningUsers,
    planWeeks: createPlanWeeksRepository(table),
    trainingLog: createTrainingLogRepository(table),
    /** A subscribed planning's membership is derived from the member's subscriptions at read time. */
    subscriptions: createSubscriptionsRepository(table),
    subscriptionOffers: createSubscriptionOffersRepository(table),
    lifts: createLiftsRepository(table),
    coachingLog: createCoachingLogItems(table.tableName),
    users,
    /** The coach's edit of a week told to the members training it now (mail queue, claims). */
    weekSaved: createSessionEditNotices({
      planningUsers,
      claims: createNoticeClaimsRepository(table),
      get notices() {
        return notices();
      },
      now: () => new Date(),
    }),
    content: createS3ContentStore(() => content),
    now: () => new Date(),
    uniqueId: randomUUID,
  };
});

export type PlanningsFunctionDependencies = ReturnType<typeof planningsDependencies>;
