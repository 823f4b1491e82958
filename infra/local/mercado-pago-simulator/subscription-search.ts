// GET /preapproval/search and GET /authorized_payments/search over one seller's subscriptions:
// exact filters (the fields each search names), sort=<date field>:<asc|desc> (or sort=<field> with
// criteria=asc|desc, the payments search's form: both are accepted, the documentation showing
// neither for these searches), offset and limit (1–100, default 20), answered as
// { paging: { offset, limit, total }, results }. Sorting by last_modified lets a reconciliation
// read what changed since its last pass, newest first.
import { HttpError } from './simulator-errors';

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 20;

const field = (item: object, name: string): unknown => (item as Record<string, unknown>)[name];

export function searchPage<T extends object>(
  items: readonly T[],
  query: URLSearchParams,
  filters: readonly string[],
  dateFields: readonly string[],
): { paging: { offset: number; limit: number; total: number }; results: T[] } {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? DEFAULT_LIMIT);
  if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'offset invalid', 'invalid_offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new HttpError(400, `limit invalid (1 to ${MAX_LIMIT})`, 'invalid_limit');
  const [sortField, sortDirection] = (query.get('sort') ?? 'date_created:desc').split(':');
  const direction = sortDirection ?? query.get('criteria') ?? 'desc';
  if (!sortField || !dateFields.includes(sortField) || (direction !== 'asc' && direction !== 'desc')) {
    throw new HttpError(400, `sort invalid (${dateFields.join(', ')} with asc or desc)`, 'invalid_sort');
  }
  const matching = items.filter((item) => filters.every((name) => !query.has(name) || String(field(item, name)) === query.get(name)));
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => sign * (Date.parse(String(field(a, sortField))) - Date.parse(String(field(b, sortField)))));
  return { paging: { offset, limit, total: matching.length }, results: sorted.slice(offset, offset + limit) };
}
