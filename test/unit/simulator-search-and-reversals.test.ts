// The Mercado Pago simulator's payments search (range by date, sort, criteria, paging, refusals)
// and its reversals made at Mercado Pago (refund, partial refund, chargeback states), pure.
import { describe, expect, it } from 'vitest';
import { searchPayments, SearchError } from '../../infra/local/mercado-pago-simulator/payment-search';
import { reversePayment, ReversalRefused } from '../../infra/local/mercado-pago-simulator/payment-reversals';
import type { SimulatedPayment } from '../../infra/local/mercado-pago-simulator/simulator-state';

const T0 = Date.parse('2026-11-27T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function payment(id: number, overrides: Partial<SimulatedPayment> = {}): SimulatedPayment {
  return {
    id,
    seller: 'STORE',
    collector_id: 1,
    preference_id: 'pref',
    merchant_order_id: 1,
    external_reference: `order-${id}`,
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: 1000,
    transaction_amount_refunded: 0,
    currency_id: 'ARS',
    description: 'Curso',
    payment_type_id: 'credit_card',
    payment_method_id: 'visa',
    payer: { email: null },
    date_created: iso(T0 + id),
    date_last_updated: iso(T0 + id * 1000),
    date_approved: iso(T0 + id),
    refunds: [],
    ...overrides,
  };
}

const query = (params: Record<string, string>) => new URLSearchParams(params);
const all = [5, 1, 4, 2, 3].map((id) => payment(id));

describe('the simulator’s payments search', () => {
  it('filters by date_last_updated range (inclusive), sorts ascending and pages with offset and limit', () => {
    const params = {
      range: 'date_last_updated',
      begin_date: iso(T0 + 2000),
      end_date: iso(T0 + 5000),
      sort: 'date_last_updated',
      criteria: 'asc',
      limit: '2',
    };
    const first = searchPayments(all, query(params), { now: T0 + 10_000, searchDelayMs: 0 });
    expect(first.paging).toEqual({ total: 4, limit: 2, offset: 0 });
    expect(first.results.map((p) => p.id)).toEqual([2, 3]);
    const second = searchPayments(all, query({ ...params, offset: '2' }), { now: T0 + 10_000, searchDelayMs: 0 });
    expect(second.results.map((p) => p.id)).toEqual([4, 5]);
  });

  it('reads relative dates (NOW-1DAYS) and sorts descending when asked', () => {
    const answer = searchPayments(
      all,
      query({ range: 'date_last_updated', begin_date: 'NOW-1DAYS', end_date: 'NOW', sort: 'date_last_updated', criteria: 'desc' }),
      { now: T0 + 10_000, searchDelayMs: 0 },
    );
    expect(answer.results.map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('does not find a change younger than the search delay', () => {
    const answer = searchPayments(all, query({ range: 'date_last_updated', begin_date: 'NOW-1DAYS', end_date: 'NOW' }), {
      now: T0 + 5500,
      searchDelayMs: 2000,
    });
    expect(answer.results.map((p) => p.id).sort()).toEqual([1, 2, 3]);
  });

  it.each([
    [{ range: 'date_last_updated', begin_date: 'ayer', end_date: 'NOW' }],
    [{ range: 'date_last_updated', begin_date: 'NOW' }],
    [{ range: 'last_seen', begin_date: 'NOW-1DAYS', end_date: 'NOW' }],
    [{ range: 'date_last_updated', begin_date: 'NOW', end_date: 'NOW-1DAYS' }],
    [{ limit: '0' }],
    [{ limit: '1001' }],
    [{ offset: '-1' }],
    [{ criteria: 'up' }],
    [{ sort: 'amount' }],
  ])('refuses %j', (params) => {
    expect(() => searchPayments(all, query(params), { now: T0, searchDelayMs: 0 })).toThrow(SearchError);
  });
});

describe('reversals made at Mercado Pago', () => {
  const options = (now = T0 + 60_000) => ({ now: new Date(now), nextRefundId: () => 77 });

  it('a refund returns the whole remaining amount and stamps the change', () => {
    const refunded = reversePayment(payment(1), 'refund', options());
    expect(refunded).toMatchObject({ status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: 1000 });
    expect(refunded.date_last_updated).toBe(iso(T0 + 60_000));
    expect(refunded.refunds).toEqual([expect.objectContaining({ id: 77, amount: 1000, status: 'approved' })]);
  });

  it('a partial refund leaves the payment approved with status_detail partially_refunded; the rest can be refunded later', () => {
    const partial = reversePayment(payment(1), 'partial_refund', { ...options(), amount: 250 });
    expect(partial).toMatchObject({ status: 'approved', status_detail: 'partially_refunded', transaction_amount_refunded: 250 });
    expect(reversePayment(partial, 'refund', options())).toMatchObject({ status: 'refunded', transaction_amount_refunded: 1000 });
    expect(() => reversePayment(payment(1), 'partial_refund', { ...options(), amount: 1000 })).toThrow(ReversalRefused);
    expect(() => reversePayment(payment(1), 'partial_refund', { ...options(), amount: 0 })).toThrow(ReversalRefused);
  });

  it('a chargeback goes in_process, then settled or reimbursed; never twice, never from a refund', () => {
    const disputed = reversePayment(payment(1), 'chargeback', options());
    expect(disputed).toMatchObject({ status: 'charged_back', status_detail: 'in_process' });
    expect(reversePayment(disputed, 'chargeback_settled', options())).toMatchObject({ status: 'charged_back', status_detail: 'settled' });
    const won = reversePayment(disputed, 'chargeback_reimbursed', options());
    expect(won).toMatchObject({ status: 'charged_back', status_detail: 'reimbursed' });
    expect(() => reversePayment(won, 'chargeback_settled', options())).toThrow(ReversalRefused);
    expect(() => reversePayment(payment(1), 'chargeback_settled', options())).toThrow(ReversalRefused);
    expect(() => reversePayment(reversePayment(payment(1), 'refund', options()), 'chargeback', options())).toThrow(ReversalRefused);
  });
});
