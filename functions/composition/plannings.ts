// The plannings function's dependencies: the catalogue (plannings and their schedules), the
// memberships (and the subscriptions that give one), the training plan, the lift library and the members' training logs (with the coaching
// counters written beside each result), the members' check-ins, profiles (e-mail linking, notice preferences), the coach's
// edit notices (mail queue), and the video store that signs demo videos and the coach's uploads
// (S3 presigner).
import { randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createCheckInsRepository } from '../data/check-ins-repository';
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
import { createPlanningAccess } from '../services/member-plannings/access';
import { contentSettings } from '../settings/content';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const planningsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  const planningUsers = createPlanningUsersRepository(table);
  const users = createUsersRepository(table);
  const notices = lazyCoachingNotices(users);
  const items = createItemsRepository(table);
  const planWeeks = createPlanWeeksRepository(table);
  const trainingLog = createTrainingLogRepository(table);
  const now = () => new Date();
  return {
    items,
    planningUsers,
    planWeeks,
    trainingLog,
    /**
     * Who may open what, and whom the coach may read (decision 162): a subscribed planning's
     * membership is derived from the member's subscriptions at read time.
     */
    access: createPlanningAccess({
      items,
      planningUsers,
      planWeeks,
      trainingLog,
      subscriptions: createSubscriptionsRepository(table),
      subscriptionOffers: createSubscriptionOffersRepository(table),
      now,
    }),
    lifts: createLiftsRepository(table),
    /** The members' check-ins and their consent (issue 40). */
    checkIns: createCheckInsRepository(table),
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
    now,
    uniqueId: randomUUID,
  };
});

export type PlanningsFunctionDependencies = ReturnType<typeof planningsDependencies>;
