// The subscription operations through the API (issue 39), against the stack's Mercado Pago
// simulator: the admin sells a planning by the month, a member subscribes and authorizes at the
// simulator's page, lists her subscription, pauses and resumes it (another member cannot), and the
// Botón de baja without signing in (e-mail + planning) gives a case code, cancels the preapproval at
// Mercado Pago (no further charge) and keeps access to the end of the paid period. Each step
// waits on state, never on time. A planning of its own (written here, on sale) keeps the seeded
// ones as the other files expect them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { as, buyerWithAddress } from '../support/buying';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import {
  aPlanningOnSale,
  authorizeAtSimulator,
  MY_SUBSCRIPTIONS,
  PAUSE_SUBSCRIPTION,
  preapprovalAtSimulator,
  REQUEST_SUBSCRIPTION_CANCELLATION,
  RESUME_SUBSCRIPTION,
  runSubscriptionChanges,
  SET_SUBSCRIPTION_OFFER,
  SUBSCRIBE,
  SUBSCRIPTION_OFFER,
} from '../support/subscriptions-api';

const stack = inject('stack');
const simulatorUrl = stack.payments!.simulatorUrl;

interface Row {
  id: string;
  status: string;
  amount: number;
  nextChargeAt: string | null;
  accessEndsAt: string | null;
  hasAccess: boolean;
  paidPeriods: { from: string; to: string; amount: number }[];
  authorizationUrl: string | null;
  cancellationCode: string | null;
}

async function mine(caller: Caller): Promise<Row[]> {
  const answer = await callGraphql(stack, caller, MY_SUBSCRIPTIONS);
  expect(answer.errors).toBeUndefined();
  return answer.data?.['mySubscriptions'] as Row[];
}

/** Reads her subscriptions (the schedule run between reads, as notifications may be lost) until `done`. */
async function until(caller: Caller, id: string, done: (row: Row) => boolean): Promise<Row> {
  for (;;) {
    const row = (await mine(caller)).find((candidate) => candidate.id === id);
    if (row && done(row)) return row;
    await runSubscriptionChanges(stack);
  }
}

const chargeNow = (preapprovalId: string, outcome: 'approved' | 'rejected') =>
  fetch(`${simulatorUrl}/_simulator/api/preapprovals/${preapprovalId}/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });

describe('subscriptions through the API', () => {
  let admin: Caller;
  let member: TestUser;
  let planningId: string;

  beforeAll(async () => {
    const [adminUser, buyer, planning] = await Promise.all([
      signInAdmin(stack),
      buyerWithAddress(stack),
      aPlanningOnSale(stack, 'Fuerza mensual'),
    ]);
    admin = { token: adminUser.accessToken };
    member = buyer;
    planningId = planning;
  });

  it('the admin sells a planning by the month only: visitors read the offer, a one-off order is refused', async () => {
    const before = await callGraphql(stack, visitor(stack), SUBSCRIPTION_OFFER, { planningId });
    expect(before.data?.['planningSubscriptionOffer']).toBeNull();

    const set = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale: 'MONTHLY', monthlyPrice: 32000, trialDays: 0, graceDays: 5 },
    });
    expect(set.errors).toBeUndefined();
    const offer = await callGraphql(stack, visitor(stack), SUBSCRIPTION_OFFER, { planningId });
    expect(offer.data?.['planningSubscriptionOffer']).toMatchObject({
      planningId,
      sale: 'MONTHLY',
      monthlyPrice: 32000,
      trialDays: 0,
      graceDays: 5,
    });

    const order = await callGraphql(stack, as(member), `mutation($input: CreateOrderInput!) { createOrder(input: $input) { initPoint } }`, {
      input: { itemId: planningId, idempotencyKey: randomUUID() },
    });
    expect(order.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: 'Esta planificación se vende solo por mes: suscribite desde su página.',
    });
  });

  it('refuses a monthly offer without its price, naming the field, and keeps the offer', async () => {
    const answer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, { input: { planningId, sale: 'BOTH', monthlyPrice: null } });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Revisá los datos: El precio mensual es obligatorio para vender la planificación por mes.',
    });
    const tooLong = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale: 'BOTH', monthlyPrice: 100, trialDays: 400 },
    });
    expect(tooLong.errors?.[0]?.errorType).toBe('ValidationError');
    expect(tooLong.errors?.[0]?.message).toContain('La prueba gratis');
    const offer = await callGraphql(stack, visitor(stack), SUBSCRIPTION_OFFER, { planningId });
    expect(offer.data?.['planningSubscriptionOffer']).toMatchObject({ sale: 'MONTHLY', monthlyPrice: 32000 });
  });

  it('a member subscribes, authorizes at Mercado Pago, pauses and resumes; the Botón de baja without signing in ends it with a case code', async () => {
    const key = randomUUID();
    const subscribed = await callGraphql(stack, as(member), SUBSCRIBE, { input: { planningId, idempotencyKey: key } });
    expect(subscribed.errors).toBeUndefined();
    const result = subscribed.data?.['subscribeToPlanning'] as { initPoint: string; firstChargeAt: string; subscription: Row };
    expect(result.initPoint.startsWith(simulatorUrl)).toBe(true);
    expect(result.subscription).toMatchObject({ status: 'PENDING', amount: 32000, authorizationUrl: result.initPoint });
    // A retry with the same key is the same subscription and the same page.
    const again = await callGraphql(stack, as(member), SUBSCRIBE, { input: { planningId, idempotencyKey: key } });
    expect(again.data?.['subscribeToPlanning']).toMatchObject({
      initPoint: result.initPoint,
      subscription: { id: result.subscription.id },
    });

    const preapprovalId = await authorizeAtSimulator(result.initPoint);
    const id = result.subscription.id;
    const active = await until(as(member), id, (row) => row.status === 'ACTIVE' && row.paidPeriods.length === 1);
    expect(active).toMatchObject({ amount: 32000, hasAccess: true, authorizationUrl: null });
    expect(active.paidPeriods[0]?.amount).toBe(32000);

    // A second subscription to the same planning is refused while this one runs.
    const second = await callGraphql(stack, as(member), SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
    expect(second.errors?.[0]?.errorType).toBe('Conflict');

    // Another member does not find it (per object), and a visitor may not pause at all.
    const other = await signUpAndConfirm(stack);
    const foreign = await callGraphql(stack, as(other), PAUSE_SUBSCRIPTION, { subscriptionId: id });
    expect(foreign.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'No encontramos esa suscripción.' });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('authorized');

    const paused = await callGraphql(stack, as(member), PAUSE_SUBSCRIPTION, { subscriptionId: id });
    expect(paused.errors).toBeUndefined();
    // A pause stops the charges, not the period already paid (decision 120).
    expect(paused.data?.['pauseSubscription']).toMatchObject({ status: 'PAUSED', hasAccess: true });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('paused');
    const pausedTwice = await callGraphql(stack, as(member), PAUSE_SUBSCRIPTION, { subscriptionId: id });
    expect(pausedTwice.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Solo se puede pausar una suscripción activa.' });

    // The admin resumes it (the member could too).
    const resumed = await callGraphql(stack, admin, RESUME_SUBSCRIPTION, { subscriptionId: id });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data?.['resumeSubscription']).toMatchObject({ status: 'ACTIVE', hasAccess: true });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('authorized');

    // Botón de baja, no session: the subscriber's e-mail and the planning.
    const missing = await callGraphql(stack, visitor(stack), REQUEST_SUBSCRIPTION_CANCELLATION, { input: { planningId } });
    expect(missing.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(missing.errors?.[0]?.message).toContain('e-mail');
    const wrong = await callGraphql(stack, visitor(stack), REQUEST_SUBSCRIPTION_CANCELLATION, {
      input: { email: other.email, planningId },
    });
    expect(wrong.errors?.[0]?.errorType).toBe('NotFound');

    const baja = await callGraphql(stack, visitor(stack), REQUEST_SUBSCRIPTION_CANCELLATION, {
      input: { email: member.email.toUpperCase(), planningId },
    });
    expect(baja.errors).toBeUndefined();
    const receipt = baja.data?.['requestSubscriptionCancellation'] as {
      trackingCode: string;
      subscriptionId: string;
      accessEndsAt: string;
    };
    expect(receipt.trackingCode).toMatch(/^BAJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(receipt).toMatchObject({ subscriptionId: id, planningName: 'Fuerza mensual', accessEndsAt: active.accessEndsAt });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('cancelled');
    // No further charge is taken at Mercado Pago.
    expect((await chargeNow(preapprovalId, 'approved')).status).toBe(400);

    // Asked again (by reference this time): the same case code.
    const repeated = await callGraphql(stack, visitor(stack), REQUEST_SUBSCRIPTION_CANCELLATION, {
      input: { email: member.email, reference: id },
    });
    expect(repeated.data?.['requestSubscriptionCancellation']).toMatchObject({ trackingCode: receipt.trackingCode });

    // The confirmation e-mail, once, through the outbox (Ley 24.240 art. 10 ter: proof by the same means).
    let confirmations: { subject: string; text: string }[] = [];
    while (confirmations.length === 0) {
      confirmations = (await readDeliveredMail(stack, member.email)).filter((mail) => mail.subject.includes(receipt.trackingCode));
    }
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain('Fuerza mensual');
    expect(confirmations[0]?.text).toContain('no vas a tener ningún cobro más');

    const cancelled = await until(as(member), id, (row) => row.status === 'CANCELLED');
    expect(cancelled).toMatchObject({
      hasAccess: true,
      accessEndsAt: active.accessEndsAt,
      nextChargeAt: null,
      cancellationCode: receipt.trackingCode,
    });
    expect(cancelled.paidPeriods).toHaveLength(1);
  });

  it('refuses to subscribe to a planning sold once only', async () => {
    const answer = await callGraphql(stack, as(member), SUBSCRIBE, { input: { planningId: 'planning-1', idempotencyKey: randomUUID() } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Esta planificación no se vende por mes.' });
  });
});
