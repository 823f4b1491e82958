// The planning access (who may open a planning, whom the coach may read: decision 162) and the
// repositories it reads. The plannings and the coaching functions both answer those questions, so
// both build it here, from their table, and share its repositories with their other services.
import type { TableContext } from '../data/dynamo-client';
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createPlanWeeksRepository } from '../data/plan-weeks-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createTrainingLogRepository } from '../data/training-log-repository';
import { createPlanningAccess } from '../services/member-plannings/access';

export function planningAccessOver(table: TableContext, now: () => Date) {
  const repositories = {
    items: createItemsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    planWeeks: createPlanWeeksRepository(table),
    trainingLog: createTrainingLogRepository(table),
    // A subscribed planning's membership is derived from the member's subscriptions (and its
    // offer's grace days) at read time.
    subscriptions: createSubscriptionsRepository(table),
    subscriptionOffers: createSubscriptionOffersRepository(table),
  };
  return { ...repositories, access: createPlanningAccess({ ...repositories, now }) };
}
