// The backend's import allow-lists (eslint/backend-boundaries.js) hold: imports that cross a layer
// the wrong way fail lint, and the ones the layering allows pass. Lints probe sources with the
// project's own ESLint configuration, as `npm run lint` does, at paths inside each folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';
import { boundaryLint, LINT_LIMIT_MS } from '../support/boundary-lint';

/** The boundary errors of a probe file at `path` made of `source`, one line each. */
const boundaryErrors = boundaryLint({ path: 'functions/domain/probe.ts', source: "import { formatMoney } from './money';\n" });

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
      "Mercado Pago's payment words importing the adapter",
      'functions/payment-words/probe.ts',
      "import { paymentFactOf } from '../payments/mercado-pago-payment-facts';",
      /functions\/payment-words may import only functions\/payment-words, functions\/domain \(/,
    ],
    [
      "Mercado Pago's payment words importing a repository",
      'functions/payment-words/probe.ts',
      "import { orderOfRecord } from '../data/order-record';",
      /functions\/payment-words may import only/,
    ],
    [
      "Mercado Pago's payment words importing the generated API types",
      'functions/payment-words/probe.ts',
      "import type { Order } from '../generated/graphql';",
      /functions\/payment-words uses the backend's own types/,
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
      'the domain importing the generated API types',
      'functions/domain/probe.ts',
      "import type { Item } from '../generated/graphql';",
      /functions\/domain uses the backend's own types, not the API's generated ones/,
    ],
    [
      'a repository importing the generated API types',
      'functions/data/probe.ts',
      "import type { Order } from '../generated/graphql';",
      /functions\/data uses the backend's own types/,
    ],
    [
      'a service importing the generated API types',
      'functions/services/probe.ts',
      "import { OrderStatus } from '../generated/graphql';",
      /functions\/services uses the backend's own types/,
    ],
    [
      'a service in a subfolder importing the generated API types',
      'functions/services/orders/probe.ts',
      "import type { Order } from '../../generated/graphql';",
      /functions\/services uses the backend's own types/,
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
      expect(await boundaryErrors('functions/domain/probe.ts', "import { formatMoney } from './money';\n")).toEqual([]);
      // The edge maps GraphQL ↔ domain: handlers and composition may import the generated types.
      expect(await boundaryErrors('functions/handlers/probe.ts', "import type { Item } from '../generated/graphql';\n")).toEqual([]);
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
      // The one table of Mercado Pago's payment words: the records and the adapter both read it.
      for (const reader of ['functions/data/probe.ts', 'functions/payments/probe.ts']) {
        expect(await boundaryErrors(reader, "import { paymentStateOf } from '../payment-words/mercado-pago-payment-words';\n")).toEqual([]);
      }
      expect(await boundaryErrors('functions/composition/probe.ts', "import { createPublisher } from '../publish/publisher';\n")).toEqual(
        [],
      );
    },
    LINT_LIMIT_MS,
  );
});

/** The generated types imported in a file's source (static or type-only, any depth of `../`). */
const GENERATED_IMPORT = /from\s+['"](?:\.\.?\/)+generated\/[^'"]*['"]/;

/** Every TypeScript file under a folder of the repository. */
function typeScriptFilesUnder(folder: string): string[] {
  return readdirSync(join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name));
}

describe('the backend’s own model', () => {
  it('no file of domain, data or services imports the API’s generated types', () => {
    const importers = ['functions/domain', 'functions/data', 'functions/services']
      .flatMap(typeScriptFilesUnder)
      .filter((path) => GENERATED_IMPORT.test(readFileSync(join(repositoryRoot, path), 'utf8')));
    expect(importers).toEqual([]);
  });
});
