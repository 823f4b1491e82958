// What Mis suscripciones decides by itself about a subscription's charges (decision 155): whether
// the Botón de arrepentimiento still applies (the first cleared charge, 10 days in the store's
// calendar, day 10 included — the server's rule), and which Notas de Crédito a charge has and still
// waits for (the server's document ids: a partial refund's by the returned total, the whole one's last).
import { describe, expect, it } from 'vitest';
import { creditNoteOwed, creditNotesAmong, documentsExpected } from '../../web/src/features/subscriptions/domain/charge-documents';
import { regretOffer } from '../../web/src/features/subscriptions/domain/regret-offer';

// Charged on 03/12/2026 at 12:00 in Buenos Aires: the 10th day after is 13/12/2026.
const first = { id: 'charge-1', dueAt: '2026-12-03T15:00:00.000Z', state: 'CLEARED', refundableAmount: 32000 };
const second = { id: 'charge-2', dueAt: '2027-01-03T15:00:00.000Z', state: 'SCHEDULED', refundableAmount: 0 };

describe('regretOffer', () => {
  it('applies to the first cleared charge through the 10th day at the store clock, with all that is left of it', () => {
    expect(regretOffer({ regretCode: null, charges: [second, first] }, new Date('2026-12-14T02:59:00.000Z'))).toEqual({
      chargeId: 'charge-1',
      amount: 32000,
      lastDay: '13/12/2026',
    });
    // 00:01 of the 14th in Buenos Aires (03:01 UTC): over.
    expect(regretOffer({ regretCode: null, charges: [first] }, new Date('2026-12-14T03:01:00.000Z'))).toBeNull();
    // A part already returned: the rest.
    expect(regretOffer({ charges: [{ ...first, refundableAmount: 22000 }] }, new Date('2026-12-05T12:00:00.000Z'))?.amount).toBe(22000);
  });

  it('does not apply once asked, before any charge cleared, or with nothing left to return', () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    expect(regretOffer({ regretCode: 'ARR-7K3Q2M', charges: [first] }, now)).toBeNull();
    expect(regretOffer({ charges: [second, { ...first, state: 'RETRYING' }] }, now)).toBeNull();
    expect(regretOffer({ charges: [{ ...first, state: 'REFUNDED', refundableAmount: 0 }] }, now)).toBeNull();
    expect(regretOffer({ charges: [] }, now)).toBeNull();
  });

  it('is about the first charge only: a later one does not open a new window', () => {
    const old = { ...first, dueAt: '2026-10-03T15:00:00.000Z' };
    const recent = { ...first, id: 'charge-3', dueAt: '2026-12-03T15:00:00.000Z' };
    expect(regretOffer({ charges: [recent, old] }, new Date('2026-12-05T12:00:00.000Z'))).toBeNull();
  });
});

describe("a charge's documents", () => {
  const charge = (state: string, refundedAmount: number) => ({ id: 'ch-9', state, refundedAmount });

  it('expects the Factura once cleared, and the latest refund’s note', () => {
    expect(documentsExpected(charge('SCHEDULED', 0))).toEqual([]);
    expect(documentsExpected(charge('CLEARED', 0))).toEqual(['FACTURA-Sch_9']);
    expect(documentsExpected(charge('CLEARED', 10000.5))).toEqual(['FACTURA-Sch_9', 'NOTA_CREDITO-Sch_9-P1000050']);
    expect(documentsExpected(charge('REFUNDED', 32000))).toEqual(['FACTURA-Sch_9', 'NOTA_CREDITO-Sch_9']);
    expect(creditNoteOwed(charge('CLEARED', 0))).toBe(false);
    expect(creditNoteOwed(charge('CLEARED', 1))).toBe(true);
    expect(creditNoteOwed(charge('FAILED', 0))).toBe(false);
  });

  it("lists that charge's notes of that subscription only, partial ones by the returned total, the whole one last", () => {
    const listed = [
      { orderId: 'sub-1', document: 'NOTA_CREDITO-Sch_9' },
      { orderId: 'sub-1', document: 'NOTA_CREDITO-Sch_9-P2500000' },
      { orderId: 'sub-1', document: 'NOTA_CREDITO-Sch_9-P1000000' },
      { orderId: 'sub-1', document: 'FACTURA-Sch_9' },
      { orderId: 'sub-1', document: 'NOTA_CREDITO-Sch_90' },
      { orderId: 'sub-2', document: 'NOTA_CREDITO-Sch_9' },
    ];
    expect(creditNotesAmong(listed, 'sub-1', 'ch-9').map((note) => note.document)).toEqual([
      'NOTA_CREDITO-Sch_9-P1000000',
      'NOTA_CREDITO-Sch_9-P2500000',
      'NOTA_CREDITO-Sch_9',
    ]);
  });
});
