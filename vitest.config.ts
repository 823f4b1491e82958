import { defineConfig } from 'vitest/config';

// Test layers (see README): unit tests need nothing running; local tests start the whole local
// stack once (DynamoDB Local, local Cognito, local AppSync) on their own ports and data folder.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'local',
          include: ['test/local/**/*.test.ts'],
          globalSetup: ['test/local/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
