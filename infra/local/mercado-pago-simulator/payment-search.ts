// GET /v1/payments/search as Mercado Pago documents it, over one seller's payments:
//   external_reference, status             filters (exact)
//   range=date_created|date_last_updated|date_approved|money_release_date
//   begin_date, end_date                   ISO 8601 instants, or NOW, NOW-<n>DAYS/HOURS/MINUTES
//   sort=<a date field>, criteria=asc|desc the order (default: date_created, desc)
//   offset, limit                          paging (limit 1–1000, default 30)
// answered as { paging: { total, limit, offset }, results: [...] }. A bad range or date is a 400,
// as Mercado Pago answers it, rather than a silently wider search.
//
// `searchDelayMs` (a switch of the simulator): a change becomes searchable only that long after
// it happened. Mercado Pago does not promise its search reads its own writes; the switch lets the
// tests show that the store's reconciliation (its overlap window) still finds such a change.
import type { SimulatedPayment } from './simulator-state';

export class SearchError extends Error {
  constructor(
    message: string,
    readonly error = 'bad_request',
  ) {
    super(message);
  }
}

const DATE_FIELDS = ['date_created', 'date_last_updated', 'date_approved', 'money_release_date'] as const;
type DateField = (typeof DATE_FIELDS)[number];
const isDateField = (value: string): value is DateField => (DATE_FIELDS as readonly string[]).includes(value);

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 30;

const UNIT_MS: Record<string, number> = { MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };

/** begin_date / end_date: an ISO instant or NOW[-<n><UNIT>]; throws on anything else. */
function parseSearchDate(name: string, value: string, now: number): number {
  const relative = /^NOW(?:-(\d{1,5})(MINUTES|HOURS|DAYS))?$/.exec(value);
  if (relative) return now - (relative[1] ? Number(relative[1]) * (UNIT_MS[relative[2] ?? 'DAYS'] ?? 0) : 0);
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) throw new SearchError(`Invalid ${name}: ${value}`);
  return at;
}

function dateOf(payment: SimulatedPayment, field: DateField): number | null {
  const value = field === 'money_release_date' ? payment.date_approved : payment[field];
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

function integerParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new SearchError(`Invalid ${name}: ${raw}`);
  return value;
}

export function searchPayments(
  all: readonly SimulatedPayment[],
  query: URLSearchParams,
  options: { now: number; searchDelayMs: number },
): { paging: { total: number; limit: number; offset: number }; results: SimulatedPayment[] } {
  const limit = integerParam(query, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = integerParam(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const sort = query.get('sort') ?? 'date_created';
  if (!isDateField(sort) && sort !== 'id') throw new SearchError(`Invalid sort: ${sort}`);
  const criteria = query.get('criteria') ?? 'desc';
  if (criteria !== 'asc' && criteria !== 'desc') throw new SearchError(`Invalid criteria: ${criteria}`);

  const range = query.get('range');
  let window: { field: DateField; from: number; to: number } | null = null;
  if (range !== null) {
    if (!isDateField(range)) throw new SearchError(`Invalid range: ${range}`);
    const begin = query.get('begin_date');
    const end = query.get('end_date');
    if (!begin || !end) throw new SearchError('range needs begin_date and end_date');
    window = { field: range, from: parseSearchDate('begin_date', begin, options.now), to: parseSearchDate('end_date', end, options.now) };
    if (window.from > window.to) throw new SearchError('begin_date is after end_date');
  }

  const reference = query.get('external_reference');
  const status = query.get('status');
  // What the search index holds now: a payment whose last change is more recent than the indexing
  // delay is not found yet (a simplification: Mercado Pago might still show its previous state).
  const indexedUntil = options.now - options.searchDelayMs;
  const matches = all.filter((payment) => {
    if (options.searchDelayMs > 0 && Date.parse(payment.date_last_updated) > indexedUntil) return false;
    if (reference !== null && payment.external_reference !== reference) return false;
    if (status !== null && payment.status !== status) return false;
    if (window) {
      const at = dateOf(payment, window.field);
      if (at === null || at < window.from || at > window.to) return false;
    }
    return true;
  });
  const keyOf = (payment: SimulatedPayment) => (sort === 'id' ? payment.id : (dateOf(payment, sort) ?? 0));
  // Ties by id, so that pages of equal dates never overlap or skip.
  matches.sort((a, b) => keyOf(a) - keyOf(b) || a.id - b.id);
  if (criteria === 'desc') matches.reverse();
  return { paging: { total: matches.length, limit, offset }, results: matches.slice(offset, offset + limit) };
}
