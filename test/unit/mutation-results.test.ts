// Decision 080, an answer never hides a write: every mutation's result is nullable in the schema
// (an aliased failure nulls only its own field, the other aliases' writes stay in the answer), and
// the web sends every mutation document through `mutate`, which turns a null result back into the
// error the page shows. Read from the sources, so a new mutation or a new call is covered.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readPreludeSdl, readSchemaSdl } from '../../infra/schema-source';

const schema = buildSchema(`${readPreludeSdl()}\n${readSchemaSdl()}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('an answer never hides a write', () => {
  it('gives every mutation a nullable result', () => {
    const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((field) => isNonNullType(field.type)).map((field) => `${field.name}: ${String(field.type)}`)).toEqual([]);
  });

  it('sends every mutation document of the web through mutate, never request', () => {
    const sent: string[] = [];
    const throughRequest: string[] = [];
    for (const file of sourceFiles('web/src')) {
      const source = readFileSync(file, 'utf8');
      for (const [, name] of source.matchAll(/const (\w+Document) = graphql\(`\s*mutation\b/g)) {
        sent.push(name ?? '');
        // (requestOnLeave is fine: nobody reads its answer.)
        if (new RegExp(`\\brequest\\(\\s*${name}\\b`).test(source)) throughRequest.push(`${file}: ${name}`);
      }
    }
    expect(sent.length).toBeGreaterThan(40);
    expect(throughRequest).toEqual([]);
  });
});
