// A payment's state (the domain's facts, domain/payment-facts.ts; Mercado Pago's words are mapped
// in functions/payments/, test/unit/mercado-pago-payment-facts.test.ts) → order status, and the
// monotonic state machine: duplicates and late deliveries change nothing; only a refund or
// chargeback of the approving payment leaves APPROVED.
import { describe, expect, it } from 'vitest';
import { nextOrderTransition, orderStatusForPayment, type OrderPaymentState } from '../../functions/domain/order-status';
import { PAYMENT_STATES } from '../../functions/domain/payment-facts';
import { storedOrder } from '../support/factories/orders';

const order = (status: OrderPaymentState['status'], paymentId: string | null = null, closed = false): OrderPaymentState =>
  storedOrder({ status, paymentId, closed });

describe('payment state → order status', () => {
  it.each([
    ['APPROVED', 'APPROVED', false],
    ['PENDING', 'IN_PROCESS', false],
    ['REJECTED', 'REJECTED', false],
    ['CANCELLED', 'CANCELLED', false],
    ['REFUNDED', 'REFUNDED', true],
    ['CHARGED_BACK', 'CHARGED_BACK', true],
  ] as const)('maps %s to %s', (state, status, revokes) => {
    expect(orderStatusForPayment(state)).toEqual({ status, revokesAccess: revokes });
  });

  it('says nothing for a dispute or a state the adapter did not know', () => {
    expect(orderStatusForPayment('IN_DISPUTE')).toBeNull();
    expect(orderStatusForPayment('UNKNOWN')).toBeNull();
  });

  it('maps every state of the domain (a new state is a decision to write here)', () => {
    const mapped = PAYMENT_STATES.filter((state) => orderStatusForPayment(state) !== null);
    expect(mapped).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK']);
  });
});

describe('order state machine', () => {
  it('approves a created order and grants access', () => {
    expect(nextOrderTransition(order('CREATED'), { id: '1', state: 'APPROVED' })).toEqual({
      from: 'CREATED',
      to: 'APPROVED',
      grantsAccess: true,
      revokesAccess: false,
      closes: false,
    });
  });

  it('ignores a duplicate of the status the order already has', () => {
    expect(nextOrderTransition(order('APPROVED', '1'), { id: '1', state: 'APPROVED' })).toBeNull();
    expect(nextOrderTransition(order('IN_PROCESS', '1'), { id: '1', state: 'PENDING' })).toBeNull();
  });

  it('never goes back from APPROVED for a late pending or rejected delivery', () => {
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '2', state: 'PENDING' })).toBeNull();
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '1', state: 'REJECTED' })).toBeNull();
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '1', state: 'CANCELLED' })).toBeNull();
  });

  it('approves a rejected order when the retried payment is approved', () => {
    expect(nextOrderTransition(order('REJECTED', '1'), { id: '2', state: 'APPROVED' })?.to).toBe('APPROVED');
  });

  it('moves a pending order to approved later', () => {
    expect(nextOrderTransition(order('IN_PROCESS', '1'), { id: '1', state: 'APPROVED' })?.grantsAccess).toBe(true);
  });

  it('lets only the pending payment itself reject an order in process', () => {
    expect(nextOrderTransition(order('IN_PROCESS', '2'), { id: '1', state: 'REJECTED' })).toBeNull();
    expect(nextOrderTransition(order('IN_PROCESS', '2'), { id: '2', state: 'REJECTED' })?.to).toBe('REJECTED');
  });

  it('revokes access on a refund or chargeback of the approving payment, and closes the order', () => {
    for (const state of ['REFUNDED', 'CHARGED_BACK'] as const) {
      expect(nextOrderTransition(order('APPROVED', '7'), { id: '7', state })).toEqual({
        from: 'APPROVED',
        to: state,
        grantsAccess: false,
        revokesAccess: true,
        closes: true,
      });
    }
  });

  it('does not revoke for a refund of another payment', () => {
    expect(nextOrderTransition(order('APPROVED', '7'), { id: '6', state: 'REFUNDED' })).toBeNull();
  });

  it('ends an order never approved as refunded when its payment is returned, revoking nothing', () => {
    expect(nextOrderTransition(order('CREATED'), { id: '3', state: 'REFUNDED' })).toEqual({
      from: 'CREATED',
      to: 'REFUNDED',
      grantsAccess: false,
      revokesAccess: false,
      closes: true,
    });
  });

  it("leaves a charged-back order as it is on the chargeback's later states (settled, reimbursed)", () => {
    expect(nextOrderTransition(order('CHARGED_BACK', '7', true), { id: '7', state: 'CHARGED_BACK' })).toBeNull();
    expect(nextOrderTransition(order('CHARGED_BACK', '7', true), { id: '7', state: 'APPROVED' })).toBeNull();
  });

  it('changes nothing once closed, not even a later approval', () => {
    expect(nextOrderTransition(order('CANCELLED', '7', true), { id: '8', state: 'APPROVED' })).toBeNull();
    expect(nextOrderTransition(order('CANCELLED', '7', true), { id: '7', state: 'REFUNDED' })).toBeNull();
  });

  it('still honours a payment approved after a cancelled one', () => {
    expect(nextOrderTransition(order('CANCELLED', '1'), { id: '2', state: 'APPROVED' })?.to).toBe('APPROVED');
    expect(nextOrderTransition(order('REJECTED', '1'), { id: '2', state: 'CANCELLED' })).toBeNull();
  });
});
