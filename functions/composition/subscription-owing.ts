// What a subscription sync needs to owe the member's e-mails and Facturas (issue 39): her e-mail and names from her
// profile, the planning's name from the catalogue, its offer's latest monthly price (taken at the
// authorization, decision 167), and the outbox worker to carry them out after
// the commit (its scheduled run retries whatever this one could not).
import type { TableContext } from '../data/dynamo-client';
import { createItemsRepository } from '../data/items-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { offerPriceChange } from '../domain/subscription-offer';
import { createUsersRepository } from '../data/users-repository';
import type { SubscriptionOwing } from '../services/subscriptions/subscription-sync';
import { outboxWorkerOn } from './outbox';

export function subscriptionOwingOn(table: TableContext): SubscriptionOwing {
  const items = createItemsRepository(table);
  const profiles = createUsersRepository(table);
  const offers = createSubscriptionOffersRepository(table);
  const worker = outboxWorkerOn(table);
  return {
    async recipientOf(subscription) {
      const [profile, planning] = await Promise.all([profiles.getProfile(subscription.memberId), items.get(subscription.planningId)]);
      return profile?.email && planning
        ? { email: profile.email, planningName: planning.name, firstName: profile.firstName, lastName: profile.lastName }
        : null;
    },
    deliver: (owed) => worker.deliver(owed),
    priceChangeOf: async (subscription) => offerPriceChange(await offers.get(subscription.planningId)),
    now: () => new Date(),
  };
}
