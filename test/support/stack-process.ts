// Starts a local stack in a child process for a test layer's global setup.
// Why a process of its own: the functions read their settings from the environment once per
// container (as on Lambda), and the global setups of every test layer run in vitest's one main
// process; two stacks there would share one environment and one set of handler modules, so the
// second stack's settings (its DynamoDB endpoint) would leak into the first stack's functions.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LocalStackOptions } from '../../infra/local/stack';
import type { StackInfo } from './stack-info';
import { STACK_READY_PREFIX } from './stack-process-protocol';

export type StackProcessOptions = Omit<LocalStackOptions, 'log' | 'signal' | 'stopLog'>;

export interface StackProcess {
  info: StackInfo;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./stack-process-entry.ts', import.meta.url));

export function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // The stack bounds each part of its stop (infra/local/stopping.ts); this is the last resort
    // should the process itself not end, so a teardown never waits forever.
    const lastResort = setTimeout(() => child.kill('SIGKILL'), 120_000);
    await exited;
    clearTimeout(lastResort);
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith(STACK_READY_PREFIX)) {
        resolve({ info: JSON.parse(line.slice(STACK_READY_PREFIX.length)) as StackInfo, stop });
      } else {
        // The stack's own output (functions' logs) reaches the test run's output as before.
        process.stdout.write(`${line}\n`);
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`the local stack process ended before it was ready (${code ?? signal})`)));
  });
}
