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

/**
 * The Lambda context on every line of the invocation (request id, cold start, function name):
 * Powertools' addContext. Tests and scripts that call a handler without a context log without it.
 */
function addContext(context: Context | undefined): void {
  if (context?.awsRequestId) powertools.addContext(context);
}

/**
 * The correlation id every line of this invocation carries (Powertools' setCorrelationId): the
 * caller's request id when there is one, else the Lambda request id. Set at each invocation, so
 * a warm container never carries the previous one's.
 */
function setCorrelationId(correlationId: string | undefined): void {
  powertools.setCorrelationId(correlationId);
}

export const logger = {
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
  addContext,
  setCorrelationId,
};

/** The correlation id of the invocation under way, for work it hands on (a queued e-mail carries it). */
export function currentCorrelationId(): string | undefined {
  const correlationId = powertools.getCorrelationId();
  return typeof correlationId === 'string' ? correlationId : undefined;
}
