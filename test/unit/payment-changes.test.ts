// The scheduled reconciliation by last update (functions/services/payments/payment-changes.ts)
// against an in-memory provider whose search behaves as the simulator's (payment-search.ts):
// pages walked by keyset so a payment changing mid-walk shifts nothing past the cursor, a page of
// one instant stepped over by offset, the cursor saved page by page and held on a failure.
import { describe, expect, it } from 'vitest';
import type { Seller } from '../../functions/generated/graphql';
import type { PaymentCursor } from '../../functions/data/payment-cursors-repository';
import type { PaymentProvider, ProviderPayment } from '../../functions/payments/payment-provider';
import { createPaymentChanges, type PaymentChangesDependencies } from '../../functions/services/payments/payment-changes';
import { storedOrder } from '../support/factories/orders';
import { providerPayment } from '../support/factories/payments';

const T0 = Date.parse('2026-11-27T12:00:00.000Z');

const payment = (id: number, updatedAtMs: number, status = 'refunded'): ProviderPayment =>
  providerPayment({
    id: String(id),
    status,
    statusDetail: status,
    orderId: `order-${id}`,
    amount: 100,
    updatedAt: new Date(updatedAtMs).toISOString(),
  });

interface Harness {
  payments: ProviderPayment[];
  applied: string[];
  advances: string[];
  cursor: PaymentCursor | null;
  pageCalls: { from: string; offset: number }[];
  /** Runs before each page is answered (a payment changing during the walk). */
  beforePage?: (call: number) => void;
  failOn?: string;
}

function harness(payments: ProviderPayment[], cursorAt: number | null): Harness {
  return {
    payments,
    applied: [],
    advances: [],
    cursor: cursorAt === null ? null : { seller: 'STORE', updatedUntil: new Date(cursorAt).toISOString(), savedAt: '' },
    pageCalls: [],
  };
}

function changes(h: Harness, now: number, settings: PaymentChangesDependencies['settings'] = {}) {
  const provider: Pick<PaymentProvider, 'findPaymentsUpdated'> = {
    async findPaymentsUpdated({ from, to, offset, limit }) {
      h.beforePage?.(h.pageCalls.length);
      h.pageCalls.push({ from: from.toISOString(), offset });
      const inRange = h.payments
        .filter((p) => Date.parse(p.updatedAt!) >= from.getTime() && Date.parse(p.updatedAt!) <= to.getTime())
        .sort((a, b) => Date.parse(a.updatedAt!) - Date.parse(b.updatedAt!) || Number(a.id) - Number(b.id));
      return { payments: inRange.slice(offset, offset + limit), total: inRange.length };
    },
  };
  return createPaymentChanges({
    orders: { get: async (id: string) => storedOrder({ id }) },
    cursors: {
      get: async () => h.cursor,
      advance: async (seller: Seller, until: Date, at: Date) => {
        if (h.cursor && h.cursor.updatedUntil >= until.toISOString()) return false;
        h.cursor = { seller, updatedUntil: until.toISOString(), savedAt: at.toISOString() };
        h.advances.push(until.toISOString());
        return true;
      },
    },
    payments: { forSeller: async () => provider as PaymentProvider, webhookSecrets: async () => [] },
    applier: {
      applyPayment: async (order, p) => {
        if (h.failOn === p.id) throw new Error('DynamoDB unavailable');
        h.applied.push(`${p.id}:${p.status}`);
        return order;
      },
    },
    sellers: ['STORE'],
    now: () => new Date(now),
    logError: () => undefined,
    settings: { pageSize: 2, overlapSeconds: 60, ...settings },
  });
}

describe('the payment changes walk', () => {
  it('applies each change once across pages and saves the cursor after each page, ending at the run', async () => {
    const h = harness(
      [1, 2, 3, 4, 5].map((id) => payment(id, T0 + id * 1000)),
      T0,
    );
    const report = await changes(h, T0 + 10_000).run();
    expect(h.applied).toEqual(['1:refunded', '2:refunded', '3:refunded', '4:refunded', '5:refunded']);
    // After each page, forward only, up to the run's end (the range's end) once the last page is read.
    expect(h.advances[0]).toBe(new Date(T0 + 2000).toISOString());
    expect([...h.advances].sort()).toEqual(h.advances);
    expect(new Set(h.advances).size).toBe(h.advances.length);
    expect(h.advances.at(-1)).toBe(new Date(T0 + 10_000).toISOString());
    expect(report.sellers[0]).toMatchObject({ failed: false, lagSeconds: 0 });
    // Starts the overlap behind the saved cursor.
    expect(h.pageCalls[0]?.from).toBe(new Date(T0 - 60_000).toISOString());
  });

  it('skips nothing when a payment read on an earlier page changes again during the walk', async () => {
    const payments = [1, 2, 3, 4, 5].map((id) => payment(id, T0 + id * 1000));
    const h = harness(payments, T0);
    // After the first page, payment 1 changes again (after the run's end): it leaves the range. With
    // plain offsets payment 3 would shift to offset 1 and be skipped.
    h.beforePage = (call) => {
      if (call === 1) payments[0] = payment(1, T0 + 60_000, 'charged_back');
    };
    await changes(h, T0 + 10_000).run();
    expect(h.applied).toEqual(['1:refunded', '2:refunded', '3:refunded', '4:refunded', '5:refunded']);
  });

  it('steps over a full page of one instant by offset, and reads every payment of it', async () => {
    const h = harness(
      [1, 2, 3, 4, 5].map((id) => payment(id, T0 + 5000)),
      T0,
    );
    await changes(h, T0 + 10_000).run();
    expect(h.applied.sort()).toEqual(['1:refunded', '2:refunded', '3:refunded', '4:refunded', '5:refunded']);
    expect(h.pageCalls.some((call) => call.offset > 0)).toBe(true);
  });

  it('keeps the cursor at the last page applied when a payment cannot be applied, and reports the failure', async () => {
    const h = harness(
      [1, 2, 3, 4].map((id) => payment(id, T0 + id * 1000)),
      T0,
    );
    h.failOn = '3';
    const report = await changes(h, T0 + 10_000).run();
    expect(report.failed).toBe(1);
    expect(h.cursor?.updatedUntil).toBe(new Date(T0 + 2000).toISOString());
    expect(report.sellers[0]?.lagSeconds).toBe(8);
    // The next run starts from there and applies the rest.
    h.failOn = undefined;
    await changes(h, T0 + 20_000).run();
    expect(h.applied).toContain('3:refunded');
    expect(h.applied).toContain('4:refunded');
    expect(h.cursor?.updatedUntil).toBe(new Date(T0 + 20_000).toISOString());
  });

  it('starts a seller without a cursor a day back, and stops at the page limit with the rest for the next run', async () => {
    const h = harness(
      [1, 2, 3, 4, 5, 6].map((id) => payment(id, T0 - 3600_000 + id * 1000)),
      null,
    );
    const report = await changes(h, T0, { maxPages: 2 }).run();
    expect(h.pageCalls[0]?.from).toBe(new Date(T0 - 24 * 3600_000 - 60_000).toISOString());
    expect(report.sellers[0]).toMatchObject({ truncated: true, pages: 2 });
    // Two pages of two, the second starting at the first's last change (read again, skipped).
    expect(h.applied).toEqual(['1:refunded', '2:refunded', '3:refunded']);
    expect(report.maxLagSeconds).toBeGreaterThan(3000);
  });

  it('starts no page with less than the reserve of the function left, and the next run resumes from the cursor', async () => {
    const h = harness(
      [1, 2, 3, 4, 5, 6, 7].map((id) => payment(id, T0 + id * 1000)),
      T0,
    );
    // The function's remaining time, as Lambda reports it: each page read spends 20 s of it.
    let remaining = 60_000;
    h.beforePage = () => void (remaining -= 20_000);
    const first = await changes(h, T0 + 10_000, { reserveMs: 15_000 }).run(() => remaining);
    // 60 s: page 1 (40 left), page 2 (20 left), then 20 s > 15 s reserve: page 3 (0 left), stop.
    expect(first.sellers[0]).toMatchObject({ truncated: true, pages: 3, failed: false });
    expect(h.applied).toEqual(['1:refunded', '2:refunded', '3:refunded', '4:refunded']);
    expect(h.cursor?.updatedUntil).toBe(new Date(T0 + 4000).toISOString());
    // The next run, with its time to spare (it reads the overlap again, applying nothing twice that matters).
    h.beforePage = undefined;
    remaining = 60_000;
    const second = await changes(h, T0 + 20_000, { reserveMs: 15_000 }).run(() => remaining);
    expect(second.sellers[0]).toMatchObject({ truncated: false, failed: false });
    expect(h.applied).toEqual(expect.arrayContaining(['5:refunded', '6:refunded', '7:refunded']));
    expect(h.cursor?.updatedUntil).toBe(new Date(T0 + 20_000).toISOString());
  });

  it('with the reserve already spent reads nothing and keeps the cursor', async () => {
    const h = harness([payment(1, T0 + 1000)], T0);
    const report = await changes(h, T0 + 10_000, { reserveMs: 15_000 }).run(() => 14_999);
    expect(report.sellers[0]).toMatchObject({ truncated: true, pages: 0 });
    expect(h.pageCalls).toEqual([]);
    expect(h.cursor?.updatedUntil).toBe(new Date(T0).toISOString());
  });
});
