// Payment changes function: run on a schedule (EventBridge Scheduler on AWS, the local stack's
// scheduler calling this same handler). Reads every seller's payments changed at Mercado Pago
// since its cursor and applies them, so refunds and chargebacks reach the order with no
// notification at all. Writes its lag and failures as metrics (the operations stack alarms on
// both) and fails the invocation when a seller could not be read, so the errors alarm sees it too.
import type { Context } from 'aws-lambda';
import { paymentChangesDependencies } from '../composition/payment-changes';
import { logger } from '../observability/logger';
import { measure, STORE_METRICS } from '../observability/metrics';
import type { PaymentChangesReport } from '../services/payments/payment-changes';

export async function handler(_event?: unknown, context?: Context): Promise<PaymentChangesReport> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  // Stops before the function's time runs out; without a context (a direct call) only the run's budget bounds it.
  const report = await paymentChangesDependencies().run(context ? () => context.getRemainingTimeInMillis() : undefined);
  measure(STORE_METRICS.paymentChangesLagSeconds, report.maxLagSeconds, 'Seconds');
  measure(STORE_METRICS.paymentChangesFailures, report.failed, 'Count');
  if (report.failed > 0) {
    const sellers = report.sellers.filter((entry) => entry.failed).map((entry) => entry.seller);
    throw new Error(`payment changes: ${sellers.join(', ')} not read to the end (cursor kept; the next run resumes)`);
  }
  return report;
}
