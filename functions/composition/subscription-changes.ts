// The subscription changes function's dependencies: the sellers' Suscripciones (the payment
// settings and credentials), the subscriptions and the sellers' subscription cursors.
import { createPaymentCursorsRepository } from '../data/payment-cursors-repository';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { SELLERS } from '../domain/sales-filter';
import { logger } from '../observability/logger';
import { createLazySubscriptionGateway } from '../payments/subscription-gateway';
import { createSubscriptionChanges } from '../services/subscriptions/subscription-changes';
import { paymentSettings, paymentsConfig } from '../settings/payments';
import { perContainer } from './per-container';
import { subscriptionOwingOn } from './subscription-owing';
import { tableContext } from './table';

export const subscriptionChangesDependencies = perContainer(() => {
  const table = tableContext();
  return createSubscriptionChanges({
    gateway: createLazySubscriptionGateway(() => paymentSettings(paymentsConfig())),
    store: createSubscriptionsRepository(table),
    owing: subscriptionOwingOn(table),
    cursors: createPaymentCursorsRepository(table, 'SUBSCRIPTION'),
    sellers: SELLERS,
    now: () => new Date(),
    logError: (message, error) => logger.error(message, error),
  });
});
