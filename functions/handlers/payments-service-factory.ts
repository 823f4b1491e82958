// Mercado Pago wiring for the functions that talk to it (orders, admin, the payment webhook and
// the payment sweep): one composition of the payment modules by job. Kept out of dependencies.ts
// on purpose: the CDK grants the credentials secret only to functions whose code imports
// functions/payments/seller-credentials.ts (infra/function-reach.ts).
import { paymentSettings } from '../config';
import { createLazyPaymentGateway, type PaymentGateway } from '../payments/payment-gateway';
import { createPaymentApplier } from '../services/payments/apply-payment';
import { createOrderRefunds } from '../services/payments/order-refunds';
import { createNotificationHandler } from '../services/payments/payment-notification';
import { createReconciliation, DEFAULT_SWEEP_SETTINGS } from '../services/payments/payment-reconciliation';
import { createPurchaseMail } from '../services/payments/purchase-mail';
import { createRegretService } from '../services/regret-service';
import { createSalesService } from '../services/sales-service';
import type { Dependencies } from './dependencies';
import { logger } from './logger';

let gateway: PaymentGateway | undefined;

/** The container's payment gateway: settings checked and credentials read on first use. */
export function paymentGateway(deps: Dependencies): PaymentGateway {
  gateway ??= createLazyPaymentGateway(() => paymentSettings(deps.config));
  return gateway;
}

const logInfo = (message: string, detail: unknown) => logger.info(message, detail);

// Settings are read through getters, when a service first needs them: composing a service checks
// nothing, so a refused caller (visitor, non-admin) is refused before any setting is read.
export function purchaseMailFor(deps: Dependencies) {
  return createPurchaseMail({
    ...deps,
    get storeWebUrl() {
      return paymentSettings(deps.config).storeWebUrl;
    },
    storeName: deps.config.STORE_NAME,
  });
}

export const paymentApplierFor = (deps: Dependencies) =>
  createPaymentApplier({
    ...deps,
    payments: paymentGateway(deps),
    mail: purchaseMailFor(deps),
    logInfo,
    get refundRetrySeconds() {
      return paymentSettings(deps.config).sweepFirstCheckSeconds;
    },
  });

export const notificationHandlerFor = (deps: Dependencies) =>
  createNotificationHandler({
    ...deps,
    payments: paymentGateway(deps),
    applier: paymentApplierFor(deps),
    get webhookToleranceSeconds() {
      return paymentSettings(deps.config).webhookToleranceSeconds;
    },
  });

export const reconciliationFor = (deps: Dependencies) =>
  createReconciliation({
    ...deps,
    payments: paymentGateway(deps),
    applier: paymentApplierFor(deps),
    logInfo,
    get sweep() {
      return { ...DEFAULT_SWEEP_SETTINGS, firstCheckSeconds: paymentSettings(deps.config).sweepFirstCheckSeconds };
    },
  });

export const orderRefundsFor = (deps: Dependencies) =>
  createOrderRefunds({
    ...deps,
    payments: paymentGateway(deps),
    applier: paymentApplierFor(deps),
    mail: purchaseMailFor(deps),
    orderDetail: createSalesService(deps).orderDetail,
  });

export const regretServiceFor = (deps: Dependencies) =>
  createRegretService({
    ...deps,
    mail: purchaseMailFor(deps),
    storeEmail: deps.config.STORE_EMAIL,
    get storeWebUrl() {
      return paymentSettings(deps.config).storeWebUrl;
    },
  });
