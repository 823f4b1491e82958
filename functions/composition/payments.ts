// Mercado Pago for the functions that talk to it (orders, admin refunds, the payment webhook, the
// payment sweep): the sellers' gateway and the payment modules by job (apply-payment,
// notification, reconciliation, purchase mail). Only their import graphs reach the sellers'
// credentials (infra/function-reach.ts grants the secret from that).
import { createOrdersRepository } from '../data/orders-repository';
import { createPaymentSweepRepository } from '../data/payment-sweep-repository';
import { createCertificatesRepository } from '../data/certificates-repository';
import { createInventoryRepository } from '../data/inventory-repository';
import { createItemsRepository } from '../data/items-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createIdempotencyRepository } from '../data/idempotency-repository';
import type { TableContext } from '../data/dynamo-client';
import { logger } from '../observability/logger';
import { count, metricOfOrderMove, STORE_METRICS } from '../observability/metrics';
import { createLazyPaymentGateway } from '../payments/payment-gateway';
import { createLazySubscriptionGateway } from '../payments/subscription-gateway';
import { createSubscriptionsRepository } from '../data/subscriptions-repository';
import { createSubscriptionNotifications } from '../services/subscriptions/subscription-notifications';
import { createPaymentApplier, type PaymentMetrics } from '../services/payments/apply-payment';
import { createNotificationHandler, WEBHOOK_DELIVERY_SCOPE } from '../services/payments/payment-notification';
import { idempotencySettings } from '../settings/idempotency';
import { createReconciliation, DEFAULT_SWEEP_SETTINGS } from '../services/payments/payment-reconciliation';
import { createPurchaseMail } from '../services/payments/purchase-mail';
import { paymentSettings, paymentsConfig } from '../settings/payments';
import { storeSettings } from '../settings/store';
import { mailQueue } from './mail-queue';
import { outboxWorkerOn } from './outbox';
import { subscriptionOwingOn } from './subscription-owing';

/**
 * Counts each order move apply-payment writes: approved, rejected, refunded; and, on the
 * reconciliation path (app start, sweep, payment changes), each move as a repair (the webhook had
 * not moved it).
 */
const paymentMetrics = (path: 'webhook' | 'reconciliation'): PaymentMetrics => ({
  orderMoved({ from, to }) {
    const metric = metricOfOrderMove(from, to);
    if (metric) count(metric);
    if (path === 'reconciliation') count(STORE_METRICS.reconciliationRepairs);
  },
});

/** The payment modules and what they are made of, for a function built on `table`. */
export function paymentsParts(table: TableContext, path: 'webhook' | 'reconciliation') {
  const config = paymentsConfig();
  const settings = paymentSettings(config);
  const payments = createLazyPaymentGateway(() => settings);
  const logInfo = (message: string, detail: unknown) => logger.info(message, detail);
  const parts = {
    orders: createOrdersRepository(table),
    sweepQueue: createPaymentSweepRepository(table),
    items: createItemsRepository(table),
    inventory: createInventoryRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    certificates: createCertificatesRepository(table),
    webhookDeliveries: createIdempotencyRepository(table, WEBHOOK_DELIVERY_SCOPE),
    payments,
    mailer: mailQueue(),
    now: () => new Date(),
    logError: (message: string, error: unknown) => logger.error(message, error),
  };
  const mail = createPurchaseMail({ ...parts, storeWebUrl: settings.storeWebUrl, storeName: storeSettings().STORE_NAME });
  const applier = createPaymentApplier({
    ...parts,
    outbox: outboxWorkerOn(table),
    metrics: paymentMetrics(path),
    logInfo,
    refundRetrySeconds: settings.sweepFirstCheckSeconds,
  });
  return {
    ...parts,
    config,
    settings,
    mail,
    applier,
    notifications: createNotificationHandler({
      ...parts,
      rateLimits: createRateLimitsRepository(table),
      inProgressSeconds: idempotencySettings().IDEMPOTENCY_IN_PROGRESS_SECONDS,
      applier,
      logInfo,
      subscriptions: createSubscriptionNotifications({
        gateway: createLazySubscriptionGateway(() => settings),
        store: createSubscriptionsRepository(table),
        owing: subscriptionOwingOn(table),
      }),
    }),
    reconciliation: createReconciliation({
      ...parts,
      applier,
      logInfo,
      sweep: { ...DEFAULT_SWEEP_SETTINGS, firstCheckSeconds: settings.sweepFirstCheckSeconds },
    }),
  };
}

export type PaymentsParts = ReturnType<typeof paymentsParts>;
