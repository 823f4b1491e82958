// Runs in each test worker before the test files: the functions read their settings from the
// environment on their first invocation, as on Lambda.
import { inject } from 'vitest';

Object.assign(process.env, inject('handlerEnvironment'));
