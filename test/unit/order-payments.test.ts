// The pure rules of an order's payments: which approved payment is returned and why, recording,
// and the payment that still stands when the approving one is refunded; the regret period.
import { describe, expect, it } from 'vitest';
import {
  hasPaymentToReturn,
  recordPayment,
  refundReasonFor,
  standingPayment,
  type RecordedPayment,
  isRecorded,
  reversalOf,
} from '../../functions/domain/order-payments';
import { isWithinRegretPeriod } from '../../functions/domain/regret';
import { newTrackingCode } from '../../functions/domain/tracking-code';

const approved = (id: string, refund: RecordedPayment['refund'] = null): RecordedPayment => ({
  id,
  state: 'APPROVED',
  status: 'approved',
  amount: 100,
  at: '2026-11-01T10:00:00.000Z',
  refund,
});

describe('refundReasonFor', () => {
  it('keeps the payment that approved the order and the first approval of an open one', () => {
    expect(
      refundReasonFor({ status: 'APPROVED', paymentId: 'A', closed: false, payments: [approved('A')] }, { id: 'A', state: 'APPROVED' }),
    ).toBeNull();
    expect(refundReasonFor({ status: 'CREATED', paymentId: null, closed: false, payments: [] }, { id: 'A', state: 'APPROVED' })).toBeNull();
    expect(refundReasonFor({ status: 'REJECTED', paymentId: 'R', closed: false, payments: [] }, { id: 'A', state: 'APPROVED' })).toBeNull();
  });

  it('returns a second approved payment of a paid order and one approved on a closed order', () => {
    expect(
      refundReasonFor({ status: 'APPROVED', paymentId: 'A', closed: false, payments: [approved('A')] }, { id: 'B', state: 'APPROVED' }),
    ).toBe('DUPLICATE_PAYMENT');
    expect(refundReasonFor({ status: 'CANCELLED', paymentId: 'A', closed: true, payments: [] }, { id: 'B', state: 'APPROVED' })).toBe(
      'ORDER_CLOSED',
    );
  });

  it('never asks twice for a payment already being returned, and ignores statuses other than approved', () => {
    const marked = approved('B', { reason: 'DUPLICATE_PAYMENT', at: 'x', refundId: null, note: null });
    expect(
      refundReasonFor(
        { status: 'APPROVED', paymentId: 'A', closed: false, payments: [approved('A'), marked] },
        { id: 'B', state: 'APPROVED' },
      ),
    ).toBeNull();
    expect(refundReasonFor({ status: 'APPROVED', paymentId: 'A', closed: false, payments: [] }, { id: 'B', state: 'PENDING' })).toBeNull();
  });
});

describe('recording payments', () => {
  it('adds a new payment and updates a known one, keeping its refund', () => {
    const refund = { reason: 'ADMIN' as const, at: 't', refundId: null, note: 'pedido' };
    let list = recordPayment([], { id: 'A', state: 'PENDING', status: 'pending', amount: 100 }, 't1');
    list = recordPayment(list, { id: 'A', state: 'APPROVED', status: 'approved', amount: 100 }, 't2', refund);
    list = recordPayment(list, { id: 'A', state: 'REFUNDED', status: 'refunded', amount: 100 }, 't3');
    list = recordPayment(list, { id: 'B', state: 'APPROVED', status: 'approved', amount: 100 }, 't4');
    expect(list).toEqual([
      { id: 'A', state: 'REFUNDED', status: 'refunded', amount: 100, at: 't3', refund, detail: null, refundedAmount: 0 },
      { id: 'B', state: 'APPROVED', status: 'approved', amount: 100, at: 't4', refund: null, detail: null, refundedAmount: 0 },
    ]);
  });

  it("keeps a chargeback's later details and a partial refund's amount, and the date the status was reached", () => {
    let list = recordPayment(
      [],
      { id: 'A', state: 'CHARGED_BACK', status: 'charged_back', statusDetail: 'in_process', amount: 100, refundedAmount: 0 },
      't1',
    );
    expect(
      isRecorded(list, {
        id: 'A',
        state: 'CHARGED_BACK',
        status: 'charged_back',
        statusDetail: 'reimbursed',
        amount: 100,
        refundedAmount: 0,
      }),
    ).toBe(false);
    list = recordPayment(
      list,
      { id: 'A', state: 'CHARGED_BACK', status: 'charged_back', statusDetail: 'reimbursed', amount: 100, refundedAmount: 0 },
      't2',
    );
    expect(list).toEqual([
      {
        id: 'A',
        state: 'CHARGED_BACK',
        status: 'charged_back',
        amount: 100,
        at: 't1',
        refund: null,
        detail: 'reimbursed',
        refundedAmount: 0,
      },
    ]);
    const partial = recordPayment(
      [],
      { id: 'B', state: 'APPROVED', status: 'approved', statusDetail: 'partially_refunded', amount: 100, refundedAmount: 30 },
      't3',
    );
    expect(reversalOf({ status: 'APPROVED', paymentId: 'B', payments: partial })).toEqual({ at: null, amount: 30 });
    expect(reversalOf({ status: 'CHARGED_BACK', paymentId: 'A', payments: list })).toEqual({ at: 't1', amount: 100 });
  });

  it("keeps a chargeback's stage with its detail: a reading without a detail keeps it, another state has none", () => {
    const chargeback = { id: 'A', state: 'CHARGED_BACK', status: 'charged_back', amount: 100, refundedAmount: 100 } as const;
    let list = recordPayment([], { ...chargeback, statusDetail: 'in_process', chargeback: 'OPEN' }, 't1');
    expect(list[0]?.chargeback).toBe('OPEN');
    list = recordPayment(list, { ...chargeback, statusDetail: 'reimbursed', chargeback: 'WON' }, 't2');
    expect(list[0]?.chargeback).toBe('WON');
    // The same chargeback read without its detail: the detail recorded, and so its stage, stay.
    list = recordPayment(list, { ...chargeback, statusDetail: null, chargeback: null }, 't3');
    expect(list[0]).toMatchObject({ detail: 'reimbursed', chargeback: 'WON' });
    // A detail the store does not know names no stage.
    expect(recordPayment(list, { ...chargeback, statusDetail: 'something_new', chargeback: null }, 't4')[0]?.chargeback).toBeUndefined();
    // A payment in another state has none, whatever it had.
    const refunded = recordPayment(list, { id: 'A', state: 'REFUNDED', status: 'refunded', amount: 100, refundedAmount: 100 }, 't5');
    expect(refunded[0]?.chargeback).toBeUndefined();
  });

  it('finds the approved, unrefunded payment that still grants access, if any', () => {
    expect(standingPayment([approved('A'), approved('B')], 'A')?.id).toBe('B');
    expect(
      standingPayment([approved('A'), approved('B', { reason: 'DUPLICATE_PAYMENT', at: 't', refundId: '1', note: null })], 'A'),
    ).toBeNull();
    expect(hasPaymentToReturn({ status: 'APPROVED', paymentId: 'A', closed: false, payments: [approved('A'), approved('B')] })).toBe(true);
    expect(hasPaymentToReturn({ status: 'APPROVED', paymentId: 'A', closed: false, payments: [approved('A')] })).toBe(false);
  });
});

describe('the regret period (10 calendar days at -03:00)', () => {
  const purchase = new Date('2026-11-01T02:30:00Z'); // 31/10 23:30 in Argentina
  it('includes day 10 and refuses day 11, counted in the store calendar', () => {
    expect(isWithinRegretPeriod(purchase, new Date('2026-11-11T02:59:00Z'))).toBe(true); // 10/11 23:59 -03:00
    expect(isWithinRegretPeriod(purchase, new Date('2026-11-11T03:00:00Z'))).toBe(false); // 11/11 00:00 -03:00
  });

  it('makes readable tracking codes', () => {
    expect(newTrackingCode('ARR')).toMatch(/^ARR-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(newTrackingCode('ARR', () => Buffer.alloc(8, 0))).toBe('ARR-AAAA-AAAA');
    expect(newTrackingCode('BAJ')).toMatch(/^BAJ-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });
});
