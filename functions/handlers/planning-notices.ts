// Planning notices function: run on a schedule (EventBridge Scheduler on AWS, every hour of the
// store's morning; a timer in the local stack calling this same handler). Sends each week's
// release and the membership-ending notices, once per member whatever the retries.
// The scheduler passes the run's scheduled time (<aws.scheduler.scheduled-time>): a retry of the
// 07:00 run still works for the day it was scheduled for.
import type { Context } from 'aws-lambda';
import { planningNoticesDependencies } from '../composition/planning-notices';
import { logger } from '../observability/logger';
import type { NoticesReport } from '../services/planning-notices-service';

/** The scheduled time the scheduler sends, if it is a readable instant. */
function scheduledTimeOf(event: unknown): Date | undefined {
  const value = typeof event === 'object' && event !== null ? (event as Record<string, unknown>)['scheduledTime'] : undefined;
  if (typeof value !== 'string') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export async function handler(event?: unknown, context?: Context): Promise<NoticesReport> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  return planningNoticesDependencies().service.runMorningNotices(scheduledTimeOf(event));
}
