// apply-payment.ts decides, then writes once: with a repository fake that counts every call, a
// payment is applied with the reads made before its write and none after it (the order as
// written comes back from the write); a lost race is decided again from one fresh read; each
// move written is counted through the metrics port, once, and nothing is counted when nothing is
// written. The buyer's e-mails are effects: written with the move (on the outbox, in its
// transaction) and handed to the outbox worker only after the write committed.
import { describe, expect, it } from 'vitest';
import { orderAfter, type ChangeOutcome, type StatusChange, type StoredOrder } from '../../functions/domain/order';
import type { PaymentGateway, PaymentProvider, ProviderPayment } from '../../functions/payments/payment-provider';
import { createPaymentApplier, type OrderMove } from '../../functions/services/payments/apply-payment';
import type { OwedEffect } from '../../functions/domain/effects';
import { storedOrder } from '../support/factories/orders';
import { providerPayment, type PaymentWords } from '../support/factories/payments';

const NOW = new Date('2026-11-27T12:00:00Z');

const created = storedOrder();

const paymentIn = (status: string, overrides: Partial<PaymentWords> = {}): ProviderPayment =>
  providerPayment({
    status,
    orderId: created.id,
    amount: created.amount,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  });

/**
 * The orders repository as a fake that keeps one order and logs every call: 'get', and 'write'
 * for each conditional write (applied when conditioned on the stored version). `conflicts`
 * writes are refused first, each after another writer moved the order one version on.
 */
function countingOrders(initial: StoredOrder, conflicts = 0) {
  let stored = initial;
  let refusalsLeft = conflicts;
  const calls: string[] = [];
  /** The effects each applied write carried (what the transaction put on the outbox). */
  const written: string[] = [];
  return {
    calls,
    written,
    stored: () => stored,
    repository: {
      async get(id: string): Promise<StoredOrder | null> {
        calls.push('get');
        return id === stored.id ? stored : null;
      },
      async applyStatusChange(order: StoredOrder, change: StatusChange): Promise<ChangeOutcome> {
        calls.push('write');
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          stored = { ...stored, version: stored.version + 1 };
          return { kind: 'conflict' };
        }
        if (order.version !== stored.version) return { kind: 'conflict' };
        stored = orderAfter(order, change);
        written.push(...(change.effects ?? []).map((owed) => owed.id));
        return { kind: 'applied', order: stored };
      },
    },
  };
}

function applierOver(orders: ReturnType<typeof countingOrders>) {
  const moves: OrderMove[] = [];
  /** The effects handed to the outbox worker after their write, by kind and id. */
  const mails: { kind: string; id: string }[] = [];
  const providerCalls: string[] = [];
  const logged: { message: string; detail: unknown }[] = [];
  const provider: Pick<PaymentProvider, 'closeCheckout' | 'refundPayment' | 'getPayment'> = {
    closeCheckout: async (id) => void providerCalls.push(`closeCheckout ${id}`),
    refundPayment: async (id) => {
      providerCalls.push(`refundPayment ${id}`);
      return { id: `refund-${id}`, paymentId: id, amount: created.amount, progress: 'APPROVED' as const };
    },
    getPayment: async () => null,
  };
  const outbox = {
    deliver: async (owed: readonly OwedEffect[]) => {
      // Handed over only once its write committed: the id is among the effects written.
      for (const { id, effect } of owed) {
        expect(orders.written).toContain(id);
        mails.push({ kind: effect.kind, id });
      }
    },
  };
  const gateway = { forSeller: async () => provider } as unknown as PaymentGateway; // only the calls above are made
  const applier = createPaymentApplier({
    orders: orders.repository,
    items: { get: async () => null },
    inventory: { get: async () => ({ itemId: 'course-1', itemType: 'COURSE', name: 'Vertical', orderId: created.id, acquiredAt: '' }) },
    planningUsers: { get: async () => null },
    certificates: { getForHolder: async () => null },
    payments: gateway,
    outbox,
    metrics: { orderMoved: (move) => void moves.push(move) },
    now: () => NOW,
    logError: (message, detail) => void logged.push({ message, detail }),
    refundRetrySeconds: 600,
    wait: async () => undefined,
  });
  return { applier, moves, mails, providerCalls, logged };
}

describe('applying a payment: decide, write once', () => {
  it('approves with one write and no read of the order: the e-mail is written with the move and handed over after it', async () => {
    const orders = countingOrders(created);
    const { applier, moves, mails, providerCalls } = applierOver(orders);
    const after = await applier.applyPayment(created, paymentIn('approved'));
    expect(orders.calls).toEqual(['write']);
    expect(after).toEqual(orders.stored());
    expect(after).toMatchObject({ status: 'APPROVED', version: 2, paymentId: 'pay-1' });
    expect(mails).toEqual([{ kind: 'purchase-approved-mail', id: `ORDER#${created.id}#v2#purchase-approved-mail` }]);
    expect(providerCalls).toEqual(['closeCheckout pref-1']);
    expect(moves).toEqual([{ from: 'CREATED', to: 'APPROVED' }]);
  });

  it('a status the mapper does not know: logged, the order does not move, its words are recorded as said', async () => {
    const orders = countingOrders(created);
    const { applier, moves, mails, logged } = applierOver(orders);
    const after = await applier.applyPayment(created, paymentIn('something_new', { statusDetail: 'odd' }));
    expect(logged).toEqual([
      {
        message: 'payment in a state the store does not know; the order does not move for it',
        detail: { orderId: created.id, paymentId: 'pay-1', status: 'something_new', statusDetail: 'odd' },
      },
    ]);
    expect(moves).toEqual([]);
    expect(mails).toEqual([]);
    expect(after).toMatchObject({ status: 'CREATED', paymentId: null });
    expect(after.payments).toMatchObject([{ id: 'pay-1', state: 'UNKNOWN', status: 'something_new', detail: 'odd' }]);
  });

  it('after a lost race reads the order once, decides again and writes; nothing is read after the write', async () => {
    const orders = countingOrders(created, 2);
    const { applier, moves, mails } = applierOver(orders);
    const after = await applier.applyPayment(created, paymentIn('approved'));
    expect(orders.calls).toEqual(['write', 'get', 'write', 'get', 'write']);
    expect(orders.calls.lastIndexOf('get')).toBeLessThan(orders.calls.lastIndexOf('write'));
    expect(after).toMatchObject({ status: 'APPROVED', version: 4 });
    expect(mails).toHaveLength(1);
    expect(moves).toEqual([{ from: 'CREATED', to: 'APPROVED' }]);
  });

  it('a refund of the approved order: one write, counted as a move to REFUNDED', async () => {
    const orders = countingOrders(created);
    const { applier, moves } = applierOver(orders);
    const approved = await applier.applyPayment(created, paymentIn('approved'));
    const refunded = await applier.applyPayment(approved, paymentIn('refunded'));
    expect(orders.calls).toEqual(['write', 'write']);
    expect(refunded).toMatchObject({ status: 'REFUNDED', closed: true, version: 3 });
    expect(moves).toEqual([
      { from: 'CREATED', to: 'APPROVED' },
      { from: 'APPROVED', to: 'REFUNDED' },
    ]);
  });

  it('a rejection is counted; a payment already on record writes and counts nothing', async () => {
    const orders = countingOrders(created);
    const { applier, moves } = applierOver(orders);
    const rejected = await applier.applyPayment(created, paymentIn('rejected'));
    const again = await applier.applyPayment(rejected, paymentIn('rejected'));
    expect(again).toBe(rejected);
    expect(orders.calls).toEqual(['write']);
    expect(moves).toEqual([{ from: 'CREATED', to: 'REJECTED' }]);
  });

  it('a second approved payment is recorded and refunded: writes only, no read, no move counted', async () => {
    const orders = countingOrders(created);
    const { applier, moves, mails, providerCalls } = applierOver(orders);
    const approved = await applier.applyPayment(created, paymentIn('approved'));
    const after = await applier.applyPayment(approved, paymentIn('approved', { id: 'pay-2' }));
    // The approval, the duplicate put on record, its refund's answer recorded.
    expect(orders.calls).toEqual(['write', 'write', 'write']);
    expect(after.payments?.find((entry) => entry.id === 'pay-2')?.refund).toMatchObject({ reason: 'DUPLICATE_PAYMENT', state: 'APPROVED' });
    expect(providerCalls).toEqual(['closeCheckout pref-1', 'refundPayment pay-2']);
    expect(mails.map((mail) => mail.kind)).toEqual(['purchase-approved-mail', 'payment-returned-mail']);
    expect(moves).toEqual([{ from: 'CREATED', to: 'APPROVED' }]);
  });
});
