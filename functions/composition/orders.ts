// The orders function's dependencies: prices and checkout (items, coupons, the buyer's billing
// details, Mercado Pago), the buyer's orders, the app-start reconciliation, the Botón de
// arrepentimiento (revocation requests) and the Botón de baja (service cancellations).
import { createCouponsRepository } from '../data/coupons-repository';
import { createUsersRepository } from '../data/users-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import { createRegretsRepository } from '../data/regrets-repository';
import { createServiceCancellationsRepository } from '../data/service-cancellations-repository';
import { createCheckoutService } from '../services/checkout-service';
import { createOrdersService } from '../services/orders-service';
import { createRegretService } from '../services/regret-service';
import { createServiceCancellationMail } from '../services/service-cancellation-mail';
import { createServiceCancellationService } from '../services/service-cancellation-service';
import { storeSettings } from '../settings/store';
import { contactSettings } from '../settings/contact';
import { paymentWebhookUrl } from '../settings/payments';
import { paymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const ordersDependencies = perContainer(() => {
  const table = tableContext();
  const payments = paymentsParts(table, 'reconciliation');
  const coupons = createCouponsRepository(table);
  const users = createUsersRepository(table);
  return {
    checkout: createCheckoutService({
      ...payments,
      coupons,
      users,
      subscriptionOffers: createSubscriptionOffersRepository(table),
      checkout: {
        storeWebUrl: payments.settings.storeWebUrl,
        webhookUrl: paymentWebhookUrl(payments.config),
        checkoutExpirationMinutes: payments.settings.checkoutExpirationMinutes,
        maxInstallments: payments.settings.maxInstallments,
        sweepFirstCheckSeconds: payments.settings.sweepFirstCheckSeconds,
      },
    }),
    orders: createOrdersService({ ...payments, regrets: createRegretsRepository(table) }),
    reconciliation: payments.reconciliation,
    regret: createRegretService({
      ...payments,
      regrets: createRegretsRepository(table),
      storeEmail: contactSettings().STORE_EMAIL,
      storeWebUrl: payments.settings.storeWebUrl,
    }),
    serviceCancellation: createServiceCancellationService({
      ...payments,
      cancellations: createServiceCancellationsRepository(table),
      mail: createServiceCancellationMail({
        ...payments,
        storeWebUrl: payments.settings.storeWebUrl,
        storeName: storeSettings().STORE_NAME,
      }),
      storeEmail: contactSettings().STORE_EMAIL,
    }),
  };
});

export type OrdersFunctionDependencies = ReturnType<typeof ordersDependencies>;
