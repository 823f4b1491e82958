// Outbox worker function: run on a schedule (EventBridge Scheduler on AWS every minute; a timer in
// the local stack calling this same handler). Carries out every effect still due on the outbox:
// those whose first attempt, right after their write, failed or never ran (the process died).
import type { Context } from 'aws-lambda';
import { outboxWorkerDependencies } from '../composition/outbox-worker';
import { logger } from '../observability/logger';
import type { OutboxRunReport } from '../services/outbox/outbox-worker';

export async function handler(_event?: unknown, context?: Context): Promise<OutboxRunReport> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  return outboxWorkerDependencies().worker.run();
}
