// Setup of the e2e project: when a browser test fails, its browser's traces and screenshots are
// kept under test-results/failures (test/support/browser.ts), and their paths are printed.
import { beforeEach } from 'vitest';
import { keepFailureArtifacts } from '../support/browser';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const kept = await keepFailureArtifacts(task.name);
    if (kept.length > 0) console.error(`Kept for "${task.name}":\n  ${kept.join('\n  ')}`);
  });
});
