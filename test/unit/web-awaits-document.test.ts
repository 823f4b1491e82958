// Mis compras asks for the buyer's documents again while one is still on its way from ARCA
// (web/src/features/orders/api/my-invoices.ts): an approved order's Factura, and a refunded order's
// credit notes until they add up to what was returned — a partial refund's note arrives by itself.
import { describe, expect, it } from 'vitest';
import { awaitsDocument } from '../../web/src/features/orders/awaits-document';

const factura = { orderId: 'o-1', kind: 'FACTURA', total: 10_000 };

describe('whether an order still waits for a document', () => {
  it('an approved order waits for its Factura, and no longer once it is there', () => {
    expect(awaitsDocument({ id: 'o-1', status: 'APPROVED', refundedAmount: 0 }, [])).toBe(true);
    expect(awaitsDocument({ id: 'o-1', status: 'APPROVED', refundedAmount: 0 }, [factura])).toBe(false);
  });

  it('a partial refund waits for its credit note, and for a second one after a second refund', () => {
    const order = { id: 'o-1', status: 'APPROVED', refundedAmount: 1_000 };
    expect(awaitsDocument(order, [factura])).toBe(true);
    const first = { orderId: 'o-1', kind: 'NOTA_CREDITO', total: 1_000 };
    expect(awaitsDocument(order, [factura, first])).toBe(false);
    expect(awaitsDocument({ ...order, refundedAmount: 1_500.5 }, [factura, first])).toBe(true);
    expect(awaitsDocument({ ...order, refundedAmount: 1_500.5 }, [factura, first, { ...first, total: 500.5 }])).toBe(false);
  });

  it('another order’s documents do not count, and an order never invoiced waits for none once it is not approved', () => {
    expect(awaitsDocument({ id: 'o-2', status: 'APPROVED', refundedAmount: 0 }, [factura])).toBe(true);
    expect(awaitsDocument({ id: 'o-2', status: 'CANCELLED', refundedAmount: 0 }, [factura])).toBe(false);
    expect(awaitsDocument({ id: 'o-2', status: 'REFUNDED', refundedAmount: 5_000 }, [])).toBe(false);
  });
});
