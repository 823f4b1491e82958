// Mercado Pago wiring for the two functions that talk to it (orders and the payment webhook).
// Kept out of dependencies.ts on purpose: the CDK grants the credentials secret only to functions
// whose code imports functions/payments/seller-credentials.ts (infra/function-reach.ts).
import { paymentSettings } from '../config';
import { createLazyPaymentGateway, type PaymentGateway } from '../payments/payment-gateway';
import { createPaymentsService } from '../services/payments-service';
import type { Dependencies } from './dependencies';
import { logger } from './logger';

let gateway: PaymentGateway | undefined;

/** The container's payment gateway: settings checked and credentials read on first use. */
export function paymentGateway(deps: Dependencies): PaymentGateway {
  gateway ??= createLazyPaymentGateway(() => paymentSettings(deps.config));
  return gateway;
}

export const paymentsServiceFor = (deps: Dependencies) => {
  const settings = paymentSettings(deps.config);
  return createPaymentsService({
    ...deps,
    payments: paymentGateway(deps),
    storeWebUrl: settings.storeWebUrl,
    storeName: deps.config.STORE_NAME,
    webhookToleranceSeconds: settings.webhookToleranceSeconds,
    logInfo: (message, detail) => logger.info(message, detail),
  });
};
