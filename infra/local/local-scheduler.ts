// The local stand-in for EventBridge Scheduler: runs each scheduled function's handler (the same
// module Lambda runs) on a timer, one run at a time per function, and lets the tests and the
// developer start a run at once — POST /_local/schedules/<name> on the local function URL server —
// instead of waiting for the timer. A run asked for while one is under way starts after it, so
// whatever changed before the request is seen by the run that answers it.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FunctionUrlHandler } from './function-url-server';

type ScheduledHandler = () => Promise<unknown>;

export interface LocalSchedule {
  name: string;
  handler: ScheduledHandler;
  everyMs: number;
}

/** The path on the local function URL server that runs a scheduled function now. */
export const localSchedulePath = (name: string) => `/_local/schedules/${name}`;

export function startLocalScheduler(schedules: readonly LocalSchedule[], log: (line: string) => void) {
  const timers: NodeJS.Timeout[] = [];
  const routes: Record<string, FunctionUrlHandler> = {};

  for (const schedule of schedules) {
    // The tail of this function's runs: a new run chains after it (one at a time).
    let tail: Promise<unknown> = Promise.resolve();
    let waiting = 0;
    const runNow = (): Promise<unknown> => {
      const run = tail.then(() => schedule.handler());
      tail = run.catch(() => undefined);
      return run;
    };
    const timer = setInterval(() => {
      // A timer tick while a run is queued adds nothing: it would read the same changes.
      if (waiting > 0) return;
      waiting += 1;
      runNow()
        .catch((error: unknown) => log(`${schedule.name}: error ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          waiting -= 1;
        });
    }, schedule.everyMs);
    timer.unref();
    timers.push(timer);

    routes[localSchedulePath(schedule.name)] = async (event): Promise<APIGatewayProxyStructuredResultV2> => {
      if (event.requestContext.http.method !== 'POST') return { statusCode: 405, body: '' };
      try {
        const result = await runNow();
        return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
      } catch (error) {
        // As a failed Lambda invocation reports it: the error's message, status 500.
        const message = error instanceof Error ? error.message : String(error);
        return { statusCode: 500, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorMessage: message }) };
      }
    };
  }

  return { timers, routes };
}
