// One logger for every function: Powertools Logger, JSON lines with the function's name, the
// Lambda request id, whether this was a cold start, and a correlation id that follows one request
// through the store (AppSync's request id, the webhook's x-request-id, the queue message's id), so
// CloudWatch Logs Insights finds every line of one purchase. The local stack prints the same lines.
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

const powertools = new Logger({ serviceName: process.env['POWERTOOLS_SERVICE_NAME'] ?? 'fitness-store' });

type Level = 'info' | 'warn' | 'error';

/** Writes one line; an Error is logged with its name, message and stack, anything else as `detail`. */
function write(level: Level, message: string, detail: unknown): void {
  if (detail === undefined) powertools[level](message);
  else if (detail instanceof Error) powertools[level](message, detail);
  else powertools[level](message, { detail: typeof detail === 'object' && detail !== null ? detail : String(detail) });
}

export const logger = {
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};

let currentCorrelation: string | undefined;

/**
 * Starts one invocation's log context: the Lambda context (request id, cold start, function name)
 * and the correlation id every line of this invocation carries.
 */
export function startInvocation(context: Context | undefined, correlation: string | undefined): void {
  if (context?.awsRequestId) powertools.addContext(context);
  currentCorrelation = correlation ?? context?.awsRequestId;
  powertools.removeKeys(['correlation_id']);
  if (currentCorrelation) powertools.appendKeys({ correlation_id: currentCorrelation });
}

/** The correlation id of the invocation under way, for work it hands on (a queued e-mail carries it). */
export const currentCorrelationId = (): string | undefined => currentCorrelation;
