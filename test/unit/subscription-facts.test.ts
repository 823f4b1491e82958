// Mercado Pago's preapproval and authorized payments → the subscription's facts (payments/), and
// the stored record checked when read (data/): the edges of the subscription aggregate.
import { describe, expect, it } from 'vitest';
import { InvalidSubscriptionRecord, subscriptionOfRecord } from '../../functions/data/subscription-record';
import { newSubscription } from '../../functions/domain/subscription';
import { chargeFactOf, mandateFactOf } from '../../functions/payments/subscription-facts';
import { authorizedPaymentSchema, preapprovalSchema } from '../../functions/payments/mercado-pago-subscription-types';

const charge = (status: string, payment: { id: number; status: string } | null) =>
  authorizedPaymentSchema.parse({
    id: 7000000001,
    preapproval_id: 'pre-1',
    status,
    debit_date: '2026-02-10T12:00:00.000Z',
    retry_attempt: 2,
    last_modified: '2026-02-12T12:00:00.000Z',
    transaction_amount: 45000,
    currency_id: 'ARS',
    payment,
  });

describe('Mercado Pago → subscription facts', () => {
  it.each([
    ['scheduled', null, 'SCHEDULED'],
    ['recycling', { id: 1, status: 'rejected' }, 'RETRYING'],
    ['processed', { id: 1, status: 'approved' }, 'CLEARED'],
    ['processed', { id: 1, status: 'rejected' }, 'FAILED'],
    ['processed', { id: 1, status: 'refunded' }, 'REFUNDED'],
    ['processed', { id: 1, status: 'charged_back' }, 'REFUNDED'],
    ['cancelled', { id: 1, status: 'rejected' }, 'CANCELLED'],
  ])('an authorized payment %s with its payment %o is %s', (status, payment, state) => {
    expect(chargeFactOf(charge(status, payment))).toEqual({
      id: '7000000001',
      dueAt: '2026-02-10T12:00:00.000Z',
      attempt: 2,
      state,
      amount: 45000,
      currency: 'ARS',
      paymentId: payment ? '1' : null,
      lastModified: '2026-02-12T12:00:00.000Z',
    });
  });

  it('maps every preapproval status and refuses one it does not know', () => {
    const base = {
      id: 'pre-1',
      last_modified: '2026-02-12T12:00:00.000Z',
      version: 3,
      auto_recurring: { transaction_amount: 45000, currency_id: 'ARS' },
    };
    const statuses = ['pending', 'authorized', 'paused', 'cancelled', 'finished'].map(
      (status) => mandateFactOf(preapprovalSchema.parse({ ...base, status })).status,
    );
    expect(statuses).toEqual(['PENDING', 'AUTHORIZED', 'PAUSED', 'CANCELLED', 'FINISHED']);
    expect(
      mandateFactOf(preapprovalSchema.parse({ ...base, status: 'authorized', next_payment_date: '2026-03-10T12:00:00.000Z' })),
    ).toEqual({
      status: 'AUTHORIZED',
      version: 3,
      lastModified: '2026-02-12T12:00:00.000Z',
      amount: 45000,
      currency: 'ARS',
      nextChargeAt: '2026-03-10T12:00:00.000Z',
    });
    expect(preapprovalSchema.safeParse({ ...base, status: 'suspended' }).success).toBe(false);
    expect(authorizedPaymentSchema.safeParse({ ...charge('scheduled', null), status: 'waiting' }).success).toBe(false);
  });
});

describe('the stored subscription, checked when read', () => {
  const subscription = newSubscription({
    id: 'sub-1',
    planningId: 'planning-2',
    memberId: 'ana',
    seller: 'STORE',
    period: { count: 1, unit: 'MONTH' },
    trialDays: 0,
    amount: 45000,
    currency: 'ARS',
    now: '2026-01-10T12:00:00.000Z',
  });

  it('reads back what was stored', () => {
    expect(subscriptionOfRecord({ PK: 'SUBSCRIPTION#sub-1', subscription })).toEqual(subscription);
  });

  it.each([
    ['no prices', { ...subscription, prices: [] }],
    [
      'an unknown charge state',
      {
        ...subscription,
        charges: [
          {
            id: 'c',
            dueAt: '2026-01-10T12:00:00.000Z',
            attempt: 0,
            state: 'PAID',
            amount: 1,
            currency: 'ARS',
            paymentId: null,
            lastModified: '2026-01-10T12:00:00.000Z',
          },
        ],
      },
    ],
    ['a date that is not one', { ...subscription, createdAt: 'ayer' }],
    ['a negative amount', { ...subscription, prices: [{ amount: -1, currency: 'ARS', from: '2026-01-10T12:00:00.000Z' }] }],
  ])('refuses a record with %s, naming it', (_problem, broken) => {
    expect(() => subscriptionOfRecord({ PK: 'SUBSCRIPTION#sub-1', subscription: broken })).toThrow(InvalidSubscriptionRecord);
    expect(() => subscriptionOfRecord({ PK: 'SUBSCRIPTION#sub-1', subscription: broken })).toThrow(/SUBSCRIPTION#sub-1/);
  });
});
