// The order's stored record ↔ the domain's StoredOrder (functions/data/order-record.ts): an order
// written and read back is the same order, keys and storage attributes are not part of it, an old
// record without the fields added since reads with their defaults, and a malformed record is
// refused with a MalformedRecordError naming its key and what is wrong — never a cast.
import { describe, expect, it } from 'vitest';
import { historyOfRecord, orderOfRecord, recordOfOrder } from '../../functions/data/order-record';
import { MalformedRecordError } from '../../functions/data/records';
import type { StoredOrder } from '../../functions/domain/order';
import { storedOrder } from '../support/factories/orders';

const KEYS = { PK: 'ORDER#order-1', SK: 'ORDER', GSI1PK: 'USER#user-1#ORDERS', GSI1SK: '2026-11-27T11:00:00Z#order-1', entity: 'Order' };

/** An approved order with everything an order can carry. */
const full: StoredOrder = storedOrder({
  code: 'IMP-7K3Q-2M',
  status: 'APPROVED',
  couponCode: 'BIENVENIDA15',
  discount: 1350,
  amount: 7650,
  offerPrice: 8500,
  couponCounted: true,
  couponOncePerBuyer: true,
  billing: {
    id: 'address-1',
    fullName: 'Ana Pérez',
    taxId: '20-12345678-6',
    ivaCondition: 'RESPONSABLE_INSCRIPTO',
    phone: '+54 11 5555-0000',
    street: 'Corrientes',
    streetNumber: '1234',
    apartment: null,
    city: 'CABA',
    province: 'Buenos Aires',
    postalCode: '1043',
    createdAt: '2026-11-27T10:00:00Z',
  },
  paymentId: 'pay-2',
  paymentStatus: 'approved',
  payments: [
    {
      id: 'pay-1',
      state: 'APPROVED',
      status: 'approved',
      amount: 7650,
      at: '2026-11-27T11:05:00Z',
      refund: { reason: 'DUPLICATE_PAYMENT', at: '2026-11-27T11:06:00Z', refundId: 'r-1', note: null, attempt: 0, state: 'APPROVED' },
      detail: 'accredited',
      refundedAmount: 7650,
    },
    {
      id: 'pay-2',
      state: 'APPROVED',
      status: 'approved',
      amount: 7650,
      at: '2026-11-27T11:04:00Z',
      refund: null,
      detail: 'accredited',
      refundedAmount: 0,
    },
  ],
  fiscalStanding: { invoiceRound: 1, invoicedAmount: 7650, creditedAmount: 0 },
  version: 4,
});

describe('the order record', () => {
  it('reads back the order it was written from, without the keys', () => {
    const record = { ...KEYS, ...recordOfOrder(full) };
    expect(orderOfRecord(record)).toEqual(full);
    expect(Object.keys(orderOfRecord(record))).not.toContain('PK');
    expect(Object.keys(orderOfRecord(record))).not.toContain('entity');
  });

  it("writes each payment as it always was: the provider's words, never the state read back from them", () => {
    const { payments } = recordOfOrder(full);
    expect(payments).toEqual([
      {
        id: 'pay-1',
        status: 'approved',
        amount: 7650,
        at: '2026-11-27T11:05:00Z',
        refund: { reason: 'DUPLICATE_PAYMENT', at: '2026-11-27T11:06:00Z', refundId: 'r-1', note: null, attempt: 0, state: 'APPROVED' },
        detail: 'accredited',
        refundedAmount: 7650,
      },
      { id: 'pay-2', status: 'approved', amount: 7650, at: '2026-11-27T11:04:00Z', refund: null, detail: 'accredited', refundedAmount: 0 },
    ]);
    expect(
      orderOfRecord({
        ...KEYS,
        ...recordOfOrder(full),
        payments: [{ id: 'x', status: 'charged_back', amount: 1, at: '2026-11-27T11:05:00Z', refund: null }],
      }).payments,
    ).toEqual([{ id: 'x', state: 'CHARGED_BACK', status: 'charged_back', amount: 1, at: '2026-11-27T11:05:00Z', refund: null }]);
  });

  it('writes the order as it is read: domain → record → domain is the identity', () => {
    const order = storedOrder();
    expect(orderOfRecord({ ...KEYS, ...recordOfOrder(order) })).toEqual(order);
    expect(recordOfOrder(orderOfRecord({ ...KEYS, ...recordOfOrder(full) }))).toEqual(recordOfOrder(full));
  });

  it('reads an old record without the fields added since (code, payments, coupon hold, fiscal standing) with their defaults', () => {
    const { code: _code, payments: _payments, couponHeld: _held, fiscalStanding: _standing, ...old } = full;
    const withoutNulls: Record<string, unknown> = { ...KEYS, ...old };
    delete withoutNulls['statusReason'];
    delete withoutNulls['paymentExpiresAt'];
    const order = orderOfRecord(withoutNulls);
    expect(order.code).toBeUndefined();
    expect(order.payments).toBeUndefined();
    expect(order.statusReason).toBeNull();
    expect(order.paymentExpiresAt).toBeNull();
    expect(order.amount).toBe(7650);
  });

  it.each([
    ['an unknown status', { status: 'PAID' }, 'status'],
    ['an amount as text', { amount: '7650' }, 'amount'],
    ['a buyer without e-mail', { buyer: { firstName: 'Ana', lastName: 'Pérez', phone: null } }, 'buyer.email'],
    ['a seller the store does not have', { item: { id: 'course-1', type: 'COURSE', name: 'Vertical', seller: 'OTHER' } }, 'item.seller'],
    ['a payment without id', { payments: [{ status: 'approved', amount: 1, at: '2026-11-27T11:05:00Z', refund: null }] }, 'payments.0.id'],
  ])('refuses a record with %s, naming its key and the field', (_, change, field) => {
    const record = { ...KEYS, ...recordOfOrder(full), ...change };
    let refusal: unknown;
    try {
      orderOfRecord(record);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(MalformedRecordError);
    expect((refusal as MalformedRecordError).key).toEqual({ PK: 'ORDER#order-1', SK: 'ORDER' });
    expect((refusal as Error).message).toContain('malformed order record ORDER#order-1 / ORDER:');
    expect((refusal as Error).message).toContain(`${field}:`);
  });
});

describe('the order history record', () => {
  it('reads a step both with and without the fields an older step lacks', () => {
    const step = { status: 'REFUNDED' as const, at: '2026-11-27T12:00:00Z', reason: 'ADMIN', note: 'pedido' };
    // The step keeps the provider's word; it is read as the payment's state.
    expect(
      historyOfRecord({
        PK: 'ORDER#order-1',
        SK: 'HISTORY#2026-11-27T12:00:00Z#000003',
        entity: 'OrderStatusChange',
        ...step,
        paymentStatus: 'refunded',
      }),
    ).toEqual({ ...step, paymentState: 'REFUNDED' });
    expect(historyOfRecord({ PK: 'ORDER#order-1', SK: 'HISTORY#x', status: 'CREATED', at: '2026-11-27T11:00:00Z' })).toEqual({
      status: 'CREATED',
      at: '2026-11-27T11:00:00Z',
      paymentState: null,
      reason: null,
      note: null,
    });
  });

  it('refuses a step with an unknown status, naming its key', () => {
    expect(() => historyOfRecord({ PK: 'ORDER#order-1', SK: 'HISTORY#x', status: 'LOST', at: '2026-11-27T11:00:00Z' })).toThrow(
      'malformed order history record ORDER#order-1 / HISTORY#x: status:',
    );
  });
});
