// JSON from a client parsed only within bounds: nesting counted without recursion (brackets in
// strings ignored), refused before parsing when too deep or too long.
import { describe, expect, it } from 'vitest';
import { jsonNesting, parseBoundedJson } from '../../functions/domain/bounded-json';

const bounds = { maxLength: 20_000, maxDepth: 12 };

describe('bounded JSON', () => {
  it('counts nesting of objects and lists, not brackets inside strings or escaped quotes', () => {
    expect(jsonNesting('[]')).toBe(1);
    expect(jsonNesting('[{"a":[1,{"b":[]}]}]')).toBe(5);
    expect(jsonNesting('["[[[[", "\\"[[[["]')).toBe(1);
    expect(jsonNesting('42')).toBe(0);
  });

  it('counts 100 000 levels without exhausting the stack', () => {
    expect(jsonNesting(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(100_000);
  });

  it('parses what is within bounds and refuses, without parsing, what is not', () => {
    expect(parseBoundedJson('[{"id":"o-1"}]', bounds)).toEqual({ ok: true, value: [{ id: 'o-1' }] });
    expect(parseBoundedJson('null', bounds)).toEqual({ ok: true, value: null });
    expect(parseBoundedJson(`${'['.repeat(13)}${']'.repeat(13)}`, bounds)).toEqual({ ok: false, problem: 'too-deep' });
    expect(parseBoundedJson(`"${'x'.repeat(20_000)}"`, bounds)).toEqual({ ok: false, problem: 'too-long' });
    expect(parseBoundedJson('[{]', bounds)).toEqual({ ok: false, problem: 'not-json' });
  });
});
