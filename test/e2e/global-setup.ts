// Starts the whole local stack with the web app for the browser tests, in a fresh data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';
import { BROWSER_STACK_PORTS } from '../support/test-ports';
import { stackInfoOf } from '../support/stack-info';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const stack = await startLocalStack({ dataDir, ports: BROWSER_STACK_PORTS, web: true });
  const info = stackInfoOf(stack, dataDir);
  project.provide('stack', info);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
