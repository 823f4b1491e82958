// Every component test: an IndexedDB (the member area's offline queue and kept reads), Testing
// Library's cleanup after each test (no globals), and a fresh localStorage (remembered preferences).
// findBy… waits up to 10 s for what it looks for (Testing Library's 1 s default): a lazily loaded
// part (the result form, a session's history) is imported on first show, and on a loaded 2-core
// machine that import alone took more than a second (session-card failed 5 times in 3 parallel runs).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
