// The bench's figure for a TransactWriteItems is AWS's rule, worked out per item: 2 write units
// per KB of each item written and of each index entry written. DynamoDB Local reports the same
// per-item figures but adds up only the distinct ones (2 for two plain puts, 6 for a plain put
// and one with an index entry); these cases are the ones measured against it.
import { describe, expect, it } from 'vitest';
import { itemBytes, transactWriteCapacity, type TransactItemImages } from '../../bench/transactional-capacity';
import { GLOBAL_SECONDARY_INDEXES } from '../../functions/data/table';

const plain = (id: string, extra: Record<string, unknown> = {}) => ({ PK: `ORDER#${id}`, SK: 'ORDER', status: 'CREATED', ...extra });
const indexed = (id: string, due = '2026-11-22T10:00:00Z') => plain(id, { GSI1PK: 'SWEEP', GSI1SK: due });
const put = (after: Record<string, unknown>, before?: Record<string, unknown>): TransactItemImages => ({ action: 'Put', before, after });
const units = (items: TransactItemImages[]) => transactWriteCapacity(items, GLOBAL_SECONDARY_INDEXES);

describe('transactional write capacity (AWS rule)', () => {
  it('counts every item, even identical ones: two plain puts are 4 units, three are 6', () => {
    expect(units([put(plain('1')), put(plain('2'))])).toEqual({ readUnits: 0, writeUnits: 4 });
    expect(units([put(plain('1')), put(plain('2')), put(plain('3'))]).writeUnits).toBe(6);
  });

  it('adds 2 units per index entry written: a plain put and one with an entry are 6; both with entries 8', () => {
    expect(units([put(plain('1')), put(indexed('2'))]).writeUnits).toBe(6);
    expect(units([put(indexed('1')), put(indexed('2'))]).writeUnits).toBe(8);
  });

  it('prices deletes and updates by the entries they remove or change; a changed index key removes one entry and puts another', () => {
    const remove = (before: Record<string, unknown>): TransactItemImages => ({ action: 'Delete', before });
    const update = (before: Record<string, unknown>, after: Record<string, unknown>): TransactItemImages => ({
      action: 'Update',
      before,
      after,
    });
    expect(units([remove(plain('1')), remove(indexed('2'))]).writeUnits).toBe(6);
    expect(units([update(indexed('1'), { ...indexed('1'), status: 'IN_PROCESS' }), update(plain('2'), plain('2'))]).writeUnits).toBe(6);
    expect(units([update(indexed('1'), indexed('1', '2026-11-23T10:00:00Z')), update(plain('2'), plain('2'))]).writeUnits).toBe(8);
    // The index key removed: the entry is removed.
    expect(units([update(indexed('1'), plain('1')), update(plain('2'), plain('2'))]).writeUnits).toBe(6);
  });

  it('rounds each item up to whole KB (the larger of before and after) and a condition check is a transactional read', () => {
    const big = plain('1', { notes: 'x'.repeat(1500) });
    expect(itemBytes(big)).toBeGreaterThan(1024);
    expect(units([put(big)]).writeUnits).toBe(4);
    expect(units([put(plain('1'), big)]).writeUnits).toBe(4);
    expect(units([put(plain('1')), { action: 'ConditionCheck', before: plain('2') }])).toEqual({ readUnits: 2, writeUnits: 2 });
  });

  it('sizes values as DynamoDB does: names and UTF-8 strings, small numbers, maps and lists with their overhead', () => {
    expect(itemBytes({ a: 'ñ' })).toBe(3);
    expect(itemBytes({ n: 12_000 })).toBe(1 + 2);
    expect(itemBytes({ m: { k: true } })).toBe(1 + 3 + 1 + 1 + 1);
    expect(itemBytes({ l: ['ab', null] })).toBe(1 + 3 + (1 + 2) + (1 + 1));
  });
});
