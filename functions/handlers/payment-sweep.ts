// Payment sweep function: run on a schedule (EventBridge Scheduler on AWS, a timer in the local
// stack calling this same handler). Re-checks with Mercado Pago every order whose payment is still
// open, so the store reaches the true state with no browser involved (lost webhooks).
import type { Context } from 'aws-lambda';
import { paymentSweepDependencies } from '../composition/payment-sweep';
import { logger } from '../observability/logger';
import { measure, STORE_METRICS } from '../observability/metrics';
import type { SweepReport } from '../services/payments/payment-reconciliation';

export async function handler(_event?: unknown, context?: Context): Promise<SweepReport> {
  // No request to follow: the run's own id correlates its lines and the e-mails it queues.
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const report = await paymentSweepDependencies().reconciliation.runPaymentSweep();
  // Watched by the operations stack: orders it could not check, and how late the oldest due one was.
  measure(STORE_METRICS.sweepFailures, report.failed, 'Count');
  measure(STORE_METRICS.sweepLagSeconds, report.lagSeconds, 'Seconds');
  return report;
}
