// Every component test: an IndexedDB (the member area's offline queue and kept reads), Testing
// Library's cleanup after each test (no globals), and a fresh localStorage (remembered preferences).
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
