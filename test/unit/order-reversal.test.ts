// How a reversed order reads for the buyer, the admin and the sales CSV (functions/domain/order-reversal.ts).
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../functions/domain/money';
import { reversalSummary } from '../../functions/domain/order-reversal';

describe('the reversal of an order, in words', () => {
  it('says refunded or charged back with the store-calendar day and the amount', () => {
    // 02:30 UTC is still the 26th in Argentina (UTC−3).
    expect(reversalSummary({ status: 'REFUNDED', reversedAt: '2026-11-27T02:30:00.000Z', refundedAmount: 12000 })).toBe(
      `Reembolsada el 26/11/2026 · ${formatMoney(12000)}`,
    );
    expect(reversalSummary({ status: 'CHARGED_BACK', reversedAt: '2026-11-27T15:00:00.000Z', refundedAmount: 45600.5 })).toBe(
      `Contracargo el 27/11/2026 · ${formatMoney(45600.5)}`,
    );
  });

  it('tells a partial refund of an order still approved, and nothing for an untouched one', () => {
    expect(reversalSummary({ status: 'APPROVED', reversedAt: null, refundedAmount: 1000 })).toBe(
      `Reembolso parcial de ${formatMoney(1000)}`,
    );
    expect(reversalSummary({ status: 'APPROVED', reversedAt: null, refundedAmount: 0 })).toBeNull();
    expect(reversalSummary({ status: 'CANCELLED', reversedAt: null, refundedAmount: 0 })).toBeNull();
  });
});

describe('the sales CSV', () => {
  it('gives a refunded order its status, when it was refunded and how much', async () => {
    const { salesCsv } = await import('../../web/src/features/admin/lib/sales-csv');
    const csv = salesCsv([
      {
        id: 'order-1',
        code: 'IMP-AAAA-BB',
        createdAt: '2026-11-20T15:00:00.000Z',
        item: { name: 'Vertical', seller: 'STORE' },
        buyerEmail: 'ana@example.com',
        amount: 12000,
        discount: 0,
        couponCode: null,
        status: 'REFUNDED',
        reversedAt: '2026-11-27T15:30:00.000Z',
        refundedAmount: 12000,
      },
    ]);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toContain('Estado,Reembolso o contracargo,Reembolsado (ARS)');
    expect(row).toContain('Reembolsada,27/11/2026 12:30,"12000,00"');
  });
});
