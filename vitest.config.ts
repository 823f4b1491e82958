import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Test layers (see README): unit tests need nothing running; handler tests invoke one function's
// handler with an AppSync event against DynamoDB Local (and the Mercado Pago simulator); component
// tests render the web's pieces in happy-dom with Testing Library; infra tests synthesise the CDK app;
// local tests start the whole local stack once (DynamoDB Local, local Cognito, local AppSync) on
// their own ports and data folder; browser tests start another one with the web app and drive
// Debian's Chromium.
// Quiet the AWS SDKs' Node-version notices (see infra/local/start.ts); set here so the global
// setups (which start the local stacks) and the test workers all inherit it.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
process.env['AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE'] ??= '1';

export default defineConfig({
  test: {
    // vitest's report, and a line per layer as it ends with a closing count (layer-progress-reporter.ts).
    reporters: ['default', './test/support/layer-progress-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'handler',
          include: ['test/handler/**/*.test.ts'],
          globalSetup: ['test/handler/global-setup.ts'],
          setupFiles: ['test/handler/functions-environment.ts'],
          // DynamoDB Local's JVM starting on a busy 2-core machine took over 30 s (dynamodb-local.ts).
          hookTimeout: 180_000,
          testTimeout: 60_000,
        },
      },
      {
        // The web's pieces rendered in happy-dom (no browser, no server): the API client is mocked
        // per test, IndexedDB is fake-indexeddb's (the member area's offline queue).
        plugins: [react()],
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/component/setup.ts'],
          // Room for findBy…'s 10 s wait (setup.ts) on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'local',
          // The local and browser layers each start a whole stack; run at once on a 2-core machine
          // they starved each other (Cognito triggers failed under the load), so they run in turn.
          sequence: { groupOrder: 1 },
          include: ['test/local/**/*.test.ts'],
          globalSetup: ['test/local/global-setup.ts'],
          // A test signs up, buys and pays through the whole stack: limits a busy 2-core machine
          // does not reach (a test that passes costs nothing extra).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/e2e/keep-failure-traces.ts'],
          // Browser tests wait on state (a path, an element, a mailbox file), never on time, with
          // limits a busy 2-core machine does not reach: a wait that passes costs nothing extra.
          expect: { poll: { timeout: 60_000, interval: 100 } },
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
