// Starts one local stack for the integration tests, in a fresh data folder and a process of its
// own, and hands its addresses to the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_FIREWALL, TEST_STACK_PORTS } from '../support/test-ports';
import { startStackProcess } from '../support/stack-process';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
  // The payment sweep looks at an order 30 s after its creation (a test holding webhooks finishes
  // well before), its timer ticks every 2 s so the lost-webhook test waits on state, not minutes.
  const stack = await startStackProcess({
    dataDir,
    ports: TEST_STACK_PORTS,
    web: false,
    paymentSweep: { everyMs: 2000, firstCheckSeconds: 30 },
    // The payment changes and the outbox worker run when a test asks (POST /_local/schedules/<name>),
    // never on a timer; an entry taken by a process that died is due again after 2 s, a failed one after 1 s.
    schedules: { paymentChanges: { everyMs: 2 ** 31 - 1 }, outboxWorker: { everyMs: 2 ** 31 - 1 } },
    outbox: { leaseSeconds: 2, retryFirstSeconds: 1 },
    // A comment digest closes 3 s after its first comment (AWS: 5 minutes); the tests run the outbox to send it.
    commentDigestSeconds: 3,
    // Invoices: the worker ticks every 500 ms and retries a document ARCA could not take after 1 s
    // (doubling), so the outage tests wait on state, not minutes.
    invoiceWorker: { everyMs: 500, retryFirstSeconds: 1 },
    firewall: TEST_FIREWALL,
  });
  project.provide('stack', stack.info);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
