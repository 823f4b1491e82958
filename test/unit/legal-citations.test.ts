// No page, e-mail or API description cites a repealed consumer rule: Disposición 954/2025
// repealed Res. 424/2020 (Botón de arrepentimiento) and Res. 316/2018 (baja de servicios). Reads
// every source file the store's pages, e-mails and API descriptions are made from (the README and
// the decision log may tell the history: they are not shown to buyers).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/shared/paths';

const REPEALED = /(Res(\.|olución)\s*(424\/2020|316\/2018))/i;
const SOURCES = ['web/src', 'functions', 'schema.graphql'];

function filesUnder(path: string): string[] {
  const full = join(repositoryRoot, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|graphql|md|css|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('legal citations', () => {
  it('cites no repealed rule in the pages, e-mails or API', () => {
    const files = SOURCES.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(100);
    const citing = files.filter((file) => REPEALED.test(readFileSync(file, 'utf8')));
    expect(citing).toEqual([]);
  });

  it('names the rule in force on the terms page', () => {
    const terms = readFileSync(join(repositoryRoot, 'web/src/features/legal/routes/terms-page.tsx'), 'utf8');
    expect(terms).toContain('Disposición 954/2025');
  });
});
