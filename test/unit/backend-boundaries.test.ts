// The backend's import allow-lists (eslint/backend-boundaries.js) hold: imports that cross a layer
// the wrong way fail lint, and the ones the layering allows pass. Lints probe sources with the
// project's own ESLint configuration, as `npm run lint` does, at paths inside each folder.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';

let eslint: ESLint;

// ESLint loads its plugins and the TypeScript resolver on the first lint: done once here, with a
// limit a busy 2-core machine does not reach; each probe after it takes milliseconds.
const LINT_LIMIT_MS = 120_000;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repositoryRoot });
  await eslint.lintText("import { formatMoney } from './money';\n", { filePath: `${repositoryRoot}/functions/domain/probe.ts` });
}, LINT_LIMIT_MS);

/** The boundary errors of a probe file at `path` made of `source`, one line each. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repositoryRoot}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('backend import allow-lists', () => {
  it.each([
    [
      'the domain importing a repository',
      'functions/domain/probe.ts',
      "import { itemKey } from '../data/items-repository';",
      /functions\/domain may import only functions\/domain/,
    ],
    [
      'the domain importing publishing',
      'functions/domain/probe.ts',
      "import { createPublisher } from '../publish/publisher';",
      /functions\/domain may import only/,
    ],
    [
      'the domain importing composition',
      'functions/domain/probe.ts',
      "import { perContainer } from '../composition/per-container';",
      /functions\/domain may import only/,
    ],
    [
      'the domain importing settings',
      'functions/domain/probe.ts',
      "import { storeSettings } from '../settings/store';",
      /functions\/domain may import only/,
    ],
    [
      'the domain importing the logger',
      'functions/domain/probe.ts',
      "import { logger } from '../observability/logger';",
      /functions\/domain may import only/,
    ],
    [
      'a repository importing a service',
      'functions/data/probe.ts',
      "import { createCatalogueService } from '../services/catalogue-service';",
      /functions\/data may import only functions\/data, functions\/domain/,
    ],
    [
      'a repository importing Mercado Pago',
      'functions/data/probe.ts',
      "import { createMercadoPagoClient } from '../payments/mercado-pago-client';",
      /functions\/data may import only/,
    ],
    [
      'a repository importing the mail',
      'functions/data/probe.ts',
      "import { renderMail } from '../mail/mail-template';",
      /functions\/data may import only/,
    ],
    [
      'a service importing publishing (the cycle)',
      'functions/services/probe.ts',
      "import { createPublisher } from '../publish/publisher';",
      /functions\/services may import only/,
    ],
    [
      'a service importing composition',
      'functions/services/probe.ts',
      "import { tableContext } from '../composition/table';",
      /functions\/services may import only/,
    ],
    [
      'a handler importing a repository',
      'functions/handlers/probe.ts',
      "import { createItemsRepository } from '../data/items-repository';",
      /functions\/handlers may import only/,
    ],
    [
      'publishing importing composition',
      'functions/publish/probe.ts',
      "import { tableContext } from '../composition/table';",
      /functions\/publish may import only/,
    ],
    [
      'a function importing the infrastructure',
      'functions/services/probe.ts',
      "import { repositoryRoot } from '../../infra/shared/paths';",
      /never depend on the web, the infrastructure or the tests/,
    ],
    [
      'a folder with no allow-list yet',
      'functions/reports/probe.ts',
      "import { formatMoney } from '../domain/money';",
      /has no allow-list yet/,
    ],
  ])(
    'fails lint for %s',
    async (_case, path, source, expected) => {
      const errors = await boundaryErrors(path, `${source}\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(expected);
    },
    LINT_LIMIT_MS,
  );

  it(
    'passes the imports the layering allows',
    async () => {
      expect(
        await boundaryErrors(
          'functions/domain/probe.ts',
          "import { formatMoney } from './money';\nimport type { Item } from '../generated/graphql';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryErrors(
          'functions/data/probe.ts',
          "import { isOnSale } from '../domain/item-publication';\nimport { queryAll } from './query-all';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryErrors(
          'functions/services/probe.ts',
          "import { createItemsRepository } from '../data/items-repository';\nimport { isOnSale } from '../domain/item-publication';\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryErrors('functions/handlers/probe.ts', "import { catalogueDependencies } from '../composition/catalogue';\n"),
      ).toEqual([]);
      expect(await boundaryErrors('functions/composition/probe.ts', "import { createPublisher } from '../publish/publisher';\n")).toEqual(
        [],
      );
    },
    LINT_LIMIT_MS,
  );
});
