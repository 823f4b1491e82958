// `npm start` as a process manager or a script runs it: a signal sent to the PID it was started
// with (not to its process group) stops every part of the stack and releases every port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { START_STACK_PORTS } from '../support/test-ports';

const ports = {
  WEB_PORT: START_STACK_PORTS.web,
  GRAPHQL_PORT: START_STACK_PORTS.graphql,
  DYNAMODB_PORT: START_STACK_PORTS.dynamodb,
  COGNITO_PORT: START_STACK_PORTS.cognito,
  CONTENT_PORT: START_STACK_PORTS.graphql + 1,
};
// The simulator and the function URLs take the GraphQL port + 10 and + 11 (infra/local/stack.ts).
const everyPort = [...Object.values(ports), START_STACK_PORTS.graphql + 10, START_STACK_PORTS.graphql + 11];

const isListening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function listening(): Promise<number[]> {
  const states = await Promise.all(everyPort.map(async (port) => ((await isListening(port)) ? port : null)));
  return states.filter((port): port is number => port !== null);
}

/** The processes of a group, one line each: pid, pgid, state, elapsed time, command. */
function groupProcesses(groupId: number): string[] {
  const listing = spawnSync('ps', ['-e', '-o', 'pid=,pgid=,stat=,etime=,args='], { encoding: 'utf8' }).stdout ?? '';
  return listing.split('\n').filter((line) => line.trim().split(/\s+/)[1] === String(groupId));
}

/**
 * Whether any process of this process group is still running. A zombie is not: it has ended and
 * holds no port, and when its parent ended first (esbuild's service, whose parent is the stack's
 * node) it waits for the machine's init to reap it, which here happens about every 2 s and is not
 * the store's to hurry.
 */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
  } catch {
    return false;
  }
  return groupProcesses(groupId).some((line) => !(line.trim().split(/\s+/)[2] ?? '').startsWith('Z'));
}

/** Waits until no process of the group is left; fails with what is left and the store's output. */
async function groupEnded(groupId: number, output: () => string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (groupAlive(groupId)) {
    if (Date.now() > deadline) {
      throw new Error(
        `the store's process group outlived ${limitMs / 1000} s:\n${groupProcesses(groupId).join('\n')}\n--- its output ---\n${output().slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The stop log's lines (one per part, with elapsed milliseconds: infra/local/stopping.ts). */
const stopLines = (output: string): string =>
  output
    .split('\n')
    .filter((line) => line.startsWith('detener'))
    .join('\n');

interface RunningStore {
  child: ChildProcess;
  /** Resolves once the output contains `text`; rejects if npm ends or start-up fails first. */
  printed(text: string): Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

function startStore(dataDir: string): RunningStore {
  // Its own process group, so a failed test can clean up everything; the signal under test goes
  // to the npm PID alone.
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const waiting: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of [...waiting]) {
      if (output.includes(wait.text)) wait.resolve();
      else if (output.includes('No se pudo iniciar')) wait.reject(new Error(output));
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(text)) return resolve();
      waiting.push({ text, resolve, reject });
      void exited.then(() => reject(new Error(`npm start ended before printing "${text}":\n${output}`)));
    });
  return { child, printed, exited, output: () => output };
}

describe('npm start and signals', () => {
  let running: ChildProcess | null = null;
  let dataDir: string | null = null;

  afterEach(() => {
    if (running?.pid) {
      try {
        process.kill(-running.pid, 'SIGKILL');
      } catch {
        // Already gone: the test stopped it.
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    running = null;
    dataDir = null;
  });

  // npm may end before the stack has finished stopping: the test waits until no process of the
  // group is left — the stack's own and DynamoDB Local's Java — and then every port must be free.
  // Each part's stop is bounded (SIGKILL after a grace period, connections closed, at most 20 s a
  // part: infra/local/stopping.ts), so 120 s is a generous limit even on a loaded 2-core machine.
  const STOPPED_WITHIN_MS = 120_000;

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops every part and releases every port on ${signal} to its PID`, { timeout: 480_000 }, async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'store-start-'));
      expect(await listening()).toEqual([]);
      const store = startStore(dataDir);
      running = store.child;
      await store.printed('La tienda está corriendo');
      expect(await listening()).toEqual(everyPort);

      const signalled = performance.now();
      process.kill(store.child.pid ?? 0, signal);
      expect(await store.exited).toBe(0);
      await groupEnded(store.child.pid ?? 0, store.output, STOPPED_WITHIN_MS);
      console.info(`${signal}: the store's process group ended ${Math.round(performance.now() - signalled)} ms after the signal`);
      console.info(stopLines(store.output()));
      // Every part's stop was logged, the JVM's included.
      expect(store.output()).toMatch(/detener DynamoDB Local \(java\): terminó/);
      expect(store.output()).toMatch(/detener: todo en \d+ ms/);
      expect(await listening()).toEqual([]);
    });
  }

  // Early: DynamoDB Local's JVM is being started (the stack does not exist yet). Later: the JVM,
  // the video bucket and the simulator are up while the web and its renderer are being built.
  for (const moment of ['Iniciando DynamoDB Local', 'Preparando la web']) {
    it(`stops what has started when SIGINT comes during start-up ("${moment}…")`, { timeout: 480_000 }, async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'store-start-'));
      const store = startStore(dataDir);
      running = store.child;
      await store.printed(moment);
      const signalled = performance.now();
      process.kill(store.child.pid ?? 0, 'SIGINT');
      expect(await store.exited).toBe(0);
      await groupEnded(store.child.pid ?? 0, store.output, STOPPED_WITHIN_MS);
      console.info(`SIGINT at "${moment}": the group ended ${Math.round(performance.now() - signalled)} ms after the signal`);
      console.info(stopLines(store.output()));
      expect(store.output()).toContain('Detenida antes de terminar de iniciar.');
      expect(store.output()).not.toContain('La tienda está corriendo');
      expect(await listening()).toEqual([]);
    });
  }
});
