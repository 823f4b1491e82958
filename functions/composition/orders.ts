// The orders function's dependencies: prices and checkout (items, coupons, the buyer's billing
// details, Mercado Pago), the buyer's orders, and the app-start reconciliation (payments service).
import { createCouponsRepository } from '../data/coupons-repository';
import { createUsersRepository } from '../data/users-repository';
import { createCheckoutService } from '../services/checkout-service';
import { createOrdersService } from '../services/orders-service';
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
      checkout: {
        storeWebUrl: payments.settings.storeWebUrl,
        webhookUrl: paymentWebhookUrl(payments.config),
        checkoutExpirationMinutes: payments.settings.checkoutExpirationMinutes,
      },
    }),
    orders: createOrdersService(payments),
    payments: payments.service,
  };
});

export type OrdersFunctionDependencies = ReturnType<typeof ordersDependencies>;
