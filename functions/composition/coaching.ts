// The coaching function's dependencies: the coach's planning view (memberships and subscribers,
// compliance counters, the training plan), the results feed and the results' threads (their e-mails leave as digests),
// the results' form-check videos (presigned uploads, stream cookies), and the member's thread with
// her coach (decision 159: her standing in the planning, subscriptions included).
import { randomUUID } from 'node:crypto';
import { createCloudFrontStreamAccess } from '../content/cloudfront-stream-access';
import { createS3ContentStore } from '../content/s3-content-store';
import { createCoachingRepository } from '../data/coaching-repository';
import { createFormChecksRepository } from '../data/form-checks-repository';
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createPlanWeeksRepository } from '../data/plan-weeks-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createSellerCoachContactsRepository } from '../data/seller-coach-contacts-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createUsersRepository } from '../data/users-repository';
import { createPlanningAccess } from '../services/member-plannings/access';
import { coachingSettings } from '../settings/coaching';
import { contentSettings } from '../settings/content';
import { streamingSettings } from '../settings/streaming';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const coachingDependencies = perContainer(() => {
  const table = tableContext();
  const users = createUsersRepository(table);
  const items = createItemsRepository(table);
  const planningUsers = createPlanningUsersRepository(table);
  const planWeeks = createPlanWeeksRepository(table);
  const trainingLog = createTrainingLogRepository(table);
  const subscriptions = createSubscriptionsRepository(table);
  const subscriptionOffers = createSubscriptionOffersRepository(table);
  const now = () => new Date();
  return {
    items,
    planningUsers,
    planWeeks,
    // The planning's subscribers (their pointers and subscriptions) and its offer's grace days.
    subscriptions,
    subscriptionOffers,
    coaching: createCoachingRepository(table),
    trainingLog,
    // A member's thread with her coach is hers while her membership — bought, added or subscribed — is active.
    access: createPlanningAccess({
      items,
      planningUsers,
      planWeeks,
      trainingLog,
      subscriptions,
      subscriptionOffers,
      now,
    }),
    comments: createResultCommentsRepository(table),
    formChecks: createFormChecksRepository(table),
    // Form checks: the member's presigned upload, and the cookies that open one video's ladder
    // (read on first use: the comment paths never need the signing key).
    content: createS3ContentStore(() => contentSettings()),
    streams: createCloudFrontStreamAccess(() => streamingSettings()),
    rateLimits: createRateLimitsRepository(table),
    sellerCoachContacts: createSellerCoachContactsRepository(table),
    users,
    get commentDigestSeconds(): number {
      return coachingSettings().COMMENT_DIGEST_SECONDS;
    },
    now,
    uniqueId: randomUUID,
  };
});

export type CoachingFunctionDependencies = ReturnType<typeof coachingDependencies>;
