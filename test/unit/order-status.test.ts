// Payment status → order status, and the monotonic state machine: duplicates and late deliveries
// change nothing; only a refund or chargeback of the approving payment leaves APPROVED.
import { describe, expect, it } from 'vitest';
import { nextOrderTransition, orderStatusForPayment, type OrderPaymentState } from '../../functions/domain/order-status';
import { storedOrder } from '../support/factories/orders';

const order = (status: OrderPaymentState['status'], paymentId: string | null = null, closed = false): OrderPaymentState =>
  storedOrder({ status, paymentId, closed });

describe('payment status mapping', () => {
  it.each([
    ['approved', 'APPROVED', false],
    ['pending', 'IN_PROCESS', false],
    ['in_process', 'IN_PROCESS', false],
    ['authorized', 'IN_PROCESS', false],
    ['rejected', 'REJECTED', false],
    ['cancelled', 'CANCELLED', false],
    ['refunded', 'REFUNDED', true],
    ['charged_back', 'CHARGED_BACK', true],
  ])('maps %s to %s', (payment, status, revokes) => {
    expect(orderStatusForPayment(payment)).toEqual({ status, revokesAccess: revokes });
  });

  it('says nothing for a dispute in mediation or an unknown status', () => {
    expect(orderStatusForPayment('in_mediation')).toBeNull();
    expect(orderStatusForPayment('something_new')).toBeNull();
  });
});

describe('order state machine', () => {
  it('approves a created order and grants access', () => {
    expect(nextOrderTransition(order('CREATED'), { id: '1', status: 'approved' })).toEqual({
      from: 'CREATED',
      to: 'APPROVED',
      grantsAccess: true,
      revokesAccess: false,
      closes: false,
    });
  });

  it('ignores a duplicate of the status the order already has', () => {
    expect(nextOrderTransition(order('APPROVED', '1'), { id: '1', status: 'approved' })).toBeNull();
    expect(nextOrderTransition(order('IN_PROCESS', '1'), { id: '1', status: 'pending' })).toBeNull();
  });

  it('never goes back from APPROVED for a late pending or rejected delivery', () => {
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '2', status: 'pending' })).toBeNull();
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '1', status: 'rejected' })).toBeNull();
    expect(nextOrderTransition(order('APPROVED', '2'), { id: '1', status: 'cancelled' })).toBeNull();
  });

  it('approves a rejected order when the retried payment is approved', () => {
    expect(nextOrderTransition(order('REJECTED', '1'), { id: '2', status: 'approved' })?.to).toBe('APPROVED');
  });

  it('moves a pending order to approved later', () => {
    expect(nextOrderTransition(order('IN_PROCESS', '1'), { id: '1', status: 'approved' })?.grantsAccess).toBe(true);
  });

  it('lets only the pending payment itself reject an order in process', () => {
    expect(nextOrderTransition(order('IN_PROCESS', '2'), { id: '1', status: 'rejected' })).toBeNull();
    expect(nextOrderTransition(order('IN_PROCESS', '2'), { id: '2', status: 'rejected' })?.to).toBe('REJECTED');
  });

  it('revokes access on a refund or chargeback of the approving payment, and closes the order', () => {
    for (const [status, to] of [
      ['refunded', 'REFUNDED'],
      ['charged_back', 'CHARGED_BACK'],
    ]) {
      expect(nextOrderTransition(order('APPROVED', '7'), { id: '7', status: status! })).toEqual({
        from: 'APPROVED',
        to,
        grantsAccess: false,
        revokesAccess: true,
        closes: true,
      });
    }
  });

  it('does not revoke for a refund of another payment', () => {
    expect(nextOrderTransition(order('APPROVED', '7'), { id: '6', status: 'refunded' })).toBeNull();
  });

  it('ends an order never approved as refunded when its payment is returned, revoking nothing', () => {
    expect(nextOrderTransition(order('CREATED'), { id: '3', status: 'refunded' })).toEqual({
      from: 'CREATED',
      to: 'REFUNDED',
      grantsAccess: false,
      revokesAccess: false,
      closes: true,
    });
  });

  it("leaves a charged-back order as it is on the chargeback's later states (settled, reimbursed)", () => {
    expect(nextOrderTransition(order('CHARGED_BACK', '7', true), { id: '7', status: 'charged_back' })).toBeNull();
    expect(nextOrderTransition(order('CHARGED_BACK', '7', true), { id: '7', status: 'approved' })).toBeNull();
  });

  it('changes nothing once closed, not even a later approval', () => {
    expect(nextOrderTransition(order('CANCELLED', '7', true), { id: '8', status: 'approved' })).toBeNull();
    expect(nextOrderTransition(order('CANCELLED', '7', true), { id: '7', status: 'refunded' })).toBeNull();
  });

  it('still honours a payment approved after a cancelled one', () => {
    expect(nextOrderTransition(order('CANCELLED', '1'), { id: '2', status: 'approved' })?.to).toBe('APPROVED');
    expect(nextOrderTransition(order('REJECTED', '1'), { id: '2', status: 'cancelled' })).toBeNull();
  });
});
