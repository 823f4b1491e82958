// The subscriptions function's dependencies (issue 39): the planning's item and its subscription
// offer, the subscriptions and their Botón de baja requests, the members' profiles, and the sellers'
// Suscripciones (the payment settings and credentials); the storefront's publishing, told when a
// planning's offer changes (its published page says how it is sold).
import { createItemsRepository } from '../data/items-repository';
import { createSubscriptionCancellationsRepository } from '../data/subscription-cancellations-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createUsersRepository } from '../data/users-repository';
import { isOnSale } from '../domain/item-publication';
import { logger } from '../observability/logger';
import { createLazySubscriptionGateway } from '../payments/subscription-gateway';
import { createSubscriptionService } from '../services/subscriptions/subscription-service';
import { syncSubscription } from '../services/subscriptions/subscription-sync';
import { paymentSettings, paymentsConfig, paymentWebhookUrl } from '../settings/payments';
import { outboxWorkerOn } from './outbox';
import { perContainer } from './per-container';
import { storefrontPublishing } from './storefront-publishing';
import { subscriptionOwingOn } from './subscription-owing';
import { tableContext } from './table';

export const subscriptionsDependencies = perContainer(() => {
  const table = tableContext();
  const items = createItemsRepository(table);
  const config = paymentsConfig();
  const settings = paymentSettings(config);
  const gateway = createLazySubscriptionGateway(() => settings);
  const store = createSubscriptionsRepository(table);
  const owing = subscriptionOwingOn(table);
  return {
    subscriptions: createSubscriptionService({
      plannings: {
        async get(id) {
          const item = await items.get(id);
          return item
            ? { id: item.id, name: item.name, seller: item.seller, isPlanning: item.type === 'PLANNING', onSale: isOnSale(item) }
            : null;
        },
      },
      offers: createSubscriptionOffersRepository(table),
      storefront: storefrontPublishing(),
      subscriptions: store,
      // A refund read back goes the way a notification does: its credit note and e-mail ride in the sync's write.
      async sync(seller, mandateId, refreshCharges) {
        await syncSubscription(await gateway.forSeller(seller), store, owing, mandateId, refreshCharges);
      },
      cancellations: createSubscriptionCancellationsRepository(table),
      effects: outboxWorkerOn(table),
      profiles: createUsersRepository(table),
      gateway,
      storeWebUrl: settings.storeWebUrl,
      notificationUrl: paymentWebhookUrl(config),
      now: () => new Date(),
      logError: (message, details) => logger.error(message, { details }),
    }),
  };
});

export type SubscriptionsFunctionDependencies = ReturnType<typeof subscriptionsDependencies>;
