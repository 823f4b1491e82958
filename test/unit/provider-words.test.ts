// Mercado Pago's payment words stay out of functions/domain and functions/data
// (eslint/provider-words.js): a string that is one of its statuses or status details fails lint
// there — a deliberate one is linted here with the project's own ESLint configuration, as
// `npm run lint` runs it — and their sources hold none. The words are read through one table,
// functions/payment-words/ (decision 163), where they pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';
import { MERCADO_PAGO_PAYMENT_WORDS, PROVIDER_WORD_FREE_FOLDERS } from '../../eslint/provider-words.js';
import { LINT_LIMIT_MS } from '../support/boundary-lint';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: repositoryRoot });
  await eslint.lintText("export const a = 'APPROVED';\n", { filePath: `${repositoryRoot}/functions/domain/probe.ts` });
}, LINT_LIMIT_MS);

/** The provider-words errors of a probe file at `path` made of `source`. */
async function providerWordErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repositoryRoot}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('provider words out of the domain', () => {
  it.each([
    ['a status compared', "export const paid = (payment: { status: string }) => payment.status === 'approved';\n"],
    [
      'a status in a switch',
      "export const f = (s: string) => {\n  switch (s) {\n    case 'charged_back':\n      return 1;\n  }\n  return 0;\n};\n",
    ],
    ['a status detail', "export const won = (detail: string | null) => detail === 'reimbursed';\n"],
    ['a partial refund detail', "export const PARTIAL = 'partially_refunded';\n"],
    ['a rejection detail', "export const late = (detail: string) => detail === 'cc_rejected_insufficient_amount';\n"],
    ['a status in a template', 'export const word = `in_process`;\n'],
  ])(
    'fails lint for %s in functions/domain',
    async (_case, source) => {
      const errors = await providerWordErrors('functions/domain/probe.ts', source);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/Mercado Pago's payment words stay out of functions\/domain and functions\/data/);
    },
    LINT_LIMIT_MS,
  );

  it(
    'fails lint for the table of words written again in a repository',
    async () => {
      const errors = await providerWordErrors(
        'functions/data/probe.ts',
        "export const STATES = new Map([\n  ['approved', 'APPROVED'],\n  ['charged_back', 'CHARGED_BACK'],\n]);\n",
      );
      expect(errors).toHaveLength(2);
      expect(errors[0]).toMatch(/payment-words\/mercado-pago-payment-words\.ts is the one table/);
    },
    LINT_LIMIT_MS,
  );

  it(
    "passes the domain's own words, and the provider's words in the adapter",
    async () => {
      expect(
        await providerWordErrors(
          'functions/domain/probe.ts',
          "export const paid = (fact: { state: string }) => fact.state === 'APPROVED';\n",
        ),
      ).toEqual([]);
      for (const adapter of ['functions/payments/probe.ts', 'functions/payment-words/probe.ts']) {
        expect(
          await providerWordErrors(adapter, "export const paid = (payment: { status: string }) => payment.status === 'approved';\n"),
        ).toEqual([]);
      }
    },
    LINT_LIMIT_MS,
  );
});

/** Every TypeScript file under a folder of the repository. */
function typeScriptFilesUnder(folder: string): string[] {
  return readdirSync(join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name));
}

describe('the domain’s and the repositories’ sources', () => {
  it('hold none of Mercado Pago’s payment statuses or status details as a string', () => {
    const words = new RegExp(`['"\`](?:${MERCADO_PAGO_PAYMENT_WORDS.join('|')}|cc_rejected_\\w+)['"\`]`);
    expect(PROVIDER_WORD_FREE_FOLDERS).toEqual(['functions/domain', 'functions/data']);
    const holders = PROVIDER_WORD_FREE_FOLDERS.flatMap(typeScriptFilesUnder).filter((path) =>
      words.test(readFileSync(join(repositoryRoot, path), 'utf8')),
    );
    expect(holders).toEqual([]);
  });
});
