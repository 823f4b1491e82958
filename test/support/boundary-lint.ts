// The import-boundary tests' linting: the project's own ESLint configuration, as `npm run lint`
// runs it, over probe sources placed at paths inside the repository.
import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';

// ESLint loads its plugins and the import resolver on the first lint (9 s at load 30, past a
// test's own 5 s): done once before the tests, under a limit of its own, so each test times only
// its own lint.
/** A limit for a lint on a busy 2-core machine (the first one loads everything). */
export const LINT_LIMIT_MS = 120_000;
const BOUNDARY_RULE = 'import-x/no-restricted-paths';

/**
 * Registers the warm-up lint of `warmUp` (a probe at a repository-relative path) and returns the
 * boundary errors of a probe file at `path` made of `source`, one message each.
 */
export function boundaryLint(warmUp: { path: string; source: string }): (path: string, source: string) => Promise<string[]> {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: repositoryRoot });
    await eslint.lintText(warmUp.source, { filePath: `${repositoryRoot}/${warmUp.path}` });
  }, LINT_LIMIT_MS);
  return async (path, source) => {
    const [result] = await eslint.lintText(source, { filePath: `${repositoryRoot}/${path}` });
    return (result?.messages ?? []).filter((message) => message.ruleId === BOUNDARY_RULE).map((message) => message.message);
  };
}
