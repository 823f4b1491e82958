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
import { paymentSettings, paymentsConfig, paymentWebhookUrl } from '../settings/payments';
import { outboxWorkerOn } from './outbox';
import { perContainer } from './per-container';
import { storefrontPublishing } from './storefront-publishing';
import { tableContext } from './table';

export const subscriptionsDependencies = perContainer(() => {
  const table = tableContext();
  const items = createItemsRepository(table);
  const config = paymentsConfig();
  const settings = paymentSettings(config);
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
      subscriptions: createSubscriptionsRepository(table),
      cancellations: createSubscriptionCancellationsRepository(table),
      effects: outboxWorkerOn(table),
      profiles: createUsersRepository(table),
      gateway: createLazySubscriptionGateway(() => settings),
      storeWebUrl: settings.storeWebUrl,
      notificationUrl: paymentWebhookUrl(config),
      now: () => new Date(),
      logError: (message, details) => logger.error(message, { details }),
    }),
  };
});

export type SubscriptionsFunctionDependencies = ReturnType<typeof subscriptionsDependencies>;
