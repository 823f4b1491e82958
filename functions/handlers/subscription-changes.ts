// Subscription changes function: run on a schedule (EventBridge Scheduler on AWS, the local stack's
// scheduler calling this same handler). Brings every subscription Mercado Pago changed since each
// seller's cursor up to date (issue 39), so charges, cancellations and pauses reach the store with
// no notification at all. Fails the invocation when a seller could not be read, so the errors
// alarm sees it; the cursor stays and the next run resumes.
import type { Context } from 'aws-lambda';
import { subscriptionChangesDependencies } from '../composition/subscription-changes';
import { logger } from '../observability/logger';

export async function handler(_event?: unknown, context?: Context): Promise<{ sellers: unknown; failed: number; changed: number }> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const report = await subscriptionChangesDependencies().run();
  if (report.failed > 0) {
    const sellers = report.sellers.filter((entry) => entry.failed).map((entry) => entry.seller);
    throw new Error(`subscription changes: ${sellers.join(', ')} not read to the end (cursor kept; the next run resumes)`);
  }
  return { sellers: report.sellers, failed: report.failed, changed: report.outcomes.filter((outcome) => outcome.changed).length };
}
