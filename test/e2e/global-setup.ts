// Starts the whole local stack with the web app for the browser tests, in a fresh data folder and
// a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BROWSER_STACK_PORTS, TEST_FIREWALL } from '../support/test-ports';
import { startStackProcess } from '../support/stack-process';

/** The short-session app client's token life: long enough for a sign-in on a busy machine, short enough to see it expire. */
const SHORT_SESSION_SECONDS = 20;

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const stack = await startStackProcess({
    dataDir,
    ports: BROWSER_STACK_PORTS,
    web: true,
    firewall: TEST_FIREWALL,
    shortSessionSeconds: SHORT_SESSION_SECONDS,
    // A comment digest closes 3 s after its first comment (AWS: 5 minutes); tests run the outbox to send it.
    commentDigestSeconds: 3,
  });
  project.provide('stack', stack.info);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
