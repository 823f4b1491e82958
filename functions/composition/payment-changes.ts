// The payment changes function's dependencies: the payment modules (Mercado Pago, the order
// tables, the mail queue for the buyer's e-mails) and the sellers' cursors.
import { createPaymentCursorsRepository } from '../data/payment-cursors-repository';
import { SELLERS } from '../domain/sales-filter';
import { logger } from '../observability/logger';
import { createPaymentChanges } from '../services/payments/payment-changes';
import { paymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const paymentChangesDependencies = perContainer(() => {
  const table = tableContext();
  const parts = paymentsParts(table, 'reconciliation');
  return createPaymentChanges({
    orders: parts.orders,
    payments: parts.payments,
    applier: parts.applier,
    now: parts.now,
    logError: parts.logError,
    cursors: createPaymentCursorsRepository(table),
    sellers: SELLERS,
    logInfo: (message, detail) => logger.info(message, detail),
  });
});
