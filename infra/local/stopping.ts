// Stopping the local stack's parts in bounded time, each part timed: a stop that hangs on a busy
// machine shows which part it waits for (the stop log, one line per part), and no part can hold
// the stop forever — a child process that ignores SIGTERM is killed, a server whose connections do
// not close is given up on, so `npm start` and the test stacks always end and free their ports.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

/** How long a child process gets after SIGTERM before SIGKILL (a JVM on a loaded machine needs a few seconds). */
const TERMINATE_GRACE_MS = 5_000;
/** How long a part may take in all before the stop stops waiting for it (and says so). */
const PART_LIMIT_MS = 20_000;

export type StopLog = (line: string) => void;

/** A child process has ended, by its own exit or by a signal (`exitCode` stays null after a signal). */
export const hasEnded = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/**
 * Ends a child process: SIGTERM, then SIGKILL after `graceMs`. Resolves with how it ended; never
 * waits on an exit that already happened (a child killed by a signal before the stop).
 */
export function stopChildProcess(child: ChildProcess, graceMs = TERMINATE_GRACE_MS): Promise<string> {
  return new Promise((done) => {
    const ended = () => `terminó (${child.exitCode ?? child.signalCode ?? '?'})`;
    if (hasEnded(child)) return done(`ya había terminado (${child.exitCode ?? child.signalCode ?? '?'})`);
    let killed = false;
    const escalation = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(escalation);
      done(killed ? `${ended()} tras SIGKILL` : ended());
    });
    child.kill('SIGTERM');
  });
}

/**
 * Closes an HTTP server and every connection it holds: idle keep-alive ones and those in the
 * middle of a request (a local stack stopping does not wait for them, as a Lambda's end would not).
 */
export function closeServer(server: Server): Promise<string> {
  return new Promise((done) => {
    if (!server.listening) return done('no escuchaba');
    server.close(() => done('cerrado'));
    server.closeAllConnections();
  });
}

/**
 * Runs the stop of one part, bounded by `limitMs`: logs the part, its outcome and the elapsed
 * milliseconds. A part that is still not done at the limit is logged and left behind.
 */
export async function stopPart(name: string, stop: () => Promise<string | void>, log: StopLog, limitMs = PART_LIMIT_MS): Promise<void> {
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  let limit: NodeJS.Timeout | undefined;
  const overdue = new Promise<string>((done) => {
    limit = setTimeout(() => done(`SIN TERMINAR tras ${limitMs} ms, se deja de esperar`), limitMs);
  });
  try {
    const outcome = await Promise.race([stop().then((result) => result ?? 'listo'), overdue]);
    log(`detener ${name}: ${outcome} (${elapsed()})`);
  } catch (error) {
    log(`detener ${name}: error ${error instanceof Error ? error.message : String(error)} (${elapsed()})`);
  } finally {
    clearTimeout(limit);
  }
}

/**
 * `promise`, or a rejection as soon as `signal` aborts: a start-up step a signal interrupts is not
 * waited for (what it started so far is stopped by the caller).
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
