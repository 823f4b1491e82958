// What AWS bills for a TransactWriteItems, worked out from each item's image before and after the
// write, because DynamoDB Local's report cannot be used. Measured against DynamoDB Local
// (docs/decisions/, 2026-11-22 "Bench: transactional writes"): Local prices each item at the
// transactional rate (2 units per KB, and 2 per index entry written) but adds up only the
// *distinct* per-item figures — two plain 1 KB puts report 2, not 4; a plain put plus one with an
// index entry report 6 (2 + 2 + 2), the same pair both with an entry 4. No factor repairs that.
//
// AWS's rule (DynamoDB "Capacity management for transactions" and pricing): every item written
// in a transaction costs 2 write units per KB (rounded up per item: the larger of its size before
// and after; a delete, the size of what it removed), and each global secondary index entry the
// write puts, changes or removes costs 2 units per KB of the index entry as well (an entry whose
// key changes is removed and put: both count). A ConditionCheck is counted as a transactional
// read (2 read units per 4 KB of the checked item): our reading, not confirmed in AWS's docs; the
// store sends none today.

/** An item as the document client reads and writes it (unmarshalled). */
export type ItemImage = Record<string, unknown>;

export interface TransactItemImages {
  action: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  /** The item before the transaction (absent: there was none). */
  before?: ItemImage | undefined;
  /** The item after it (absent for a delete or a condition check). */
  after?: ItemImage | undefined;
}

export interface IndexKeys {
  partitionKey: string;
  sortKey: string;
}

const KB = 1024;
const textBytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** DynamoDB's size of one attribute value ("Item sizes and formats" in the developer guide). */
function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return textBytes(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    // One byte per two significant digits, plus one (leading and trailing zeros are not significant).
    const digits =
      String(value)
        .replace(/e.*$/i, '')
        .replace(/[-.]/g, '')
        .replace(/^0+|0+$/g, '') || '0';
    return Math.ceil(digits.length / 2) + 1;
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce<number>((sum, member) => sum + valueBytes(member), 0);
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, element) => sum + 1 + valueBytes(element), 0);
  if (typeof value === 'object') {
    // A NumberValue of the document client, or a map.
    if ('value' in value && Object.keys(value).length === 1 && typeof value.value === 'string') return valueBytes(Number(value.value));
    return 3 + itemBytes(value as ItemImage) + Object.values(value).filter((element) => element !== undefined).length;
  }
  return 0;
}

/** An item's size in bytes: each attribute's name plus its value. */
export function itemBytes(item: ItemImage): number {
  return Object.entries(item).reduce((sum, [name, value]) => (value === undefined ? sum : sum + textBytes(name) + valueBytes(value)), 0);
}

const kilobytes = (item: ItemImage | undefined) => Math.max(1, Math.ceil((item ? itemBytes(item) : 0) / KB));

function indexKeyOf(item: ItemImage | undefined, index: IndexKeys): string | null {
  const partition = item?.[index.partitionKey];
  const sort = item?.[index.sortKey];
  return partition === undefined || sort === undefined ? null : JSON.stringify([partition, sort]);
}

/** Index entries written (in KB units, before the transactional factor) for one item's change. */
function indexWriteKilobytes(images: TransactItemImages, indexes: readonly IndexKeys[]): number {
  let units = 0;
  for (const index of indexes) {
    const before = indexKeyOf(images.before, index);
    const after = indexKeyOf(images.after, index);
    if (before !== null && before !== after) units += kilobytes(images.before); // entry removed
    if (after !== null) units += kilobytes(images.after); // entry put or changed (every attribute is projected)
  }
  return units;
}

/** AWS's request units for one TransactWriteItems, from its items' images. */
export function transactWriteCapacity(
  items: readonly TransactItemImages[],
  indexes: readonly IndexKeys[],
): { readUnits: number; writeUnits: number } {
  let readUnits = 0;
  let writeUnits = 0;
  for (const images of items) {
    if (images.action === 'ConditionCheck') {
      readUnits += 2 * Math.max(1, Math.ceil((images.before ? itemBytes(images.before) : 0) / (4 * KB)));
      continue;
    }
    const tableKilobytes = Math.max(kilobytes(images.before), images.action === 'Delete' ? 0 : kilobytes(images.after));
    writeUnits += 2 * (tableKilobytes + indexWriteKilobytes(images, indexes));
  }
  return { readUnits, writeUnits };
}
