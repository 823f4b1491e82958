// The coach's members of a planning count its subscribers (issue 39, decision 155): a member who
// follows a planning by a monthly subscription is listed beside those who bought it or were added
// by hand, with her subscription's status — past due after a rejected charge (access goes on while
// Mercado Pago retries), paused with the period already paid — and the figures count the past due.
// One who subscribed but never authorized her card is not a member. Paged as the list is.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { as, buyerWithAddress, subOf } from '../support/buying';
import { COACH_PLANNING_VIEW } from '../support/coaching-api';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import {
  aPlanningOnSale,
  chargeAtSimulator,
  MY_SUBSCRIPTIONS,
  PAUSE_SUBSCRIPTION,
  runSubscriptionChanges,
  SET_SUBSCRIPTION_OFFER,
  SUBSCRIBE,
  subscriptionTo,
} from '../support/subscriptions-api';

const stack = inject('stack');

interface Row {
  userId: string;
  firstName: string;
  lastName: string;
  status: string;
  startDate: string;
  endDate: string;
  currentWeek: number | null;
  subscriptionStatus: string | null;
}
interface View {
  summary: { members: number; active: number; pastDue: number };
  members: Row[];
  nextToken: string | null;
}

describe("a planning's subscribers in the coach's members", () => {
  let admin: Caller;
  let planningId: string;
  let late: TestUser;
  let resting: TestUser;
  let undecided: TestUser;
  const handEmail = `a-mano-${randomUUID().slice(0, 8)}@example.com`;
  const today = () => toStoreDate(new Date());

  const statusOf = async (member: TestUser, id: string) => {
    const mine = await callGraphql(stack, as(member), MY_SUBSCRIPTIONS);
    return (mine.data?.['mySubscriptions'] as { id: string; status: string }[]).find((row) => row.id === id)?.status;
  };
  const view = (variables: Record<string, unknown> = {}) =>
    adminCall<View>(stack, admin, COACH_PLANNING_VIEW, { planningId, ...variables });

  beforeAll(async () => {
    admin = as(await signInAdmin(stack));
    planningId = await aPlanningOnSale(stack, 'Fuerza mensual');
    await adminCall(stack, admin, SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale: 'BOTH', monthlyPrice: 32000, trialDays: 0, graceDays: 5 },
    });
    [late, resting, undecided] = await Promise.all([buyerWithAddress(stack), buyerWithAddress(stack), buyerWithAddress(stack)]);
    const [lateSubscription, restingSubscription] = await Promise.all([
      subscriptionTo(stack, as(late), planningId, 'Fuerza mensual'),
      subscriptionTo(stack, as(resting), planningId, 'Fuerza mensual'),
    ]);
    // Subscribed, never authorized at Mercado Pago: no access was ever given.
    const pending = await callGraphql(stack, as(undecided), SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
    expect(pending.errors).toBeUndefined();
    // One added by hand, as before.
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: { planningId, email: handEmail, firstName: 'Mano', lastName: 'Agregada', startDate: today(), endDate: addDays(today(), 27) },
    });

    const paused = await callGraphql(stack, as(resting), PAUSE_SUBSCRIPTION, { subscriptionId: restingSubscription.id });
    expect(paused.errors).toBeUndefined();
    await chargeAtSimulator(stack, lateSubscription.preapprovalId, 'rejected');
    while ((await statusOf(late, lateSubscription.id)) !== 'PAST_DUE') await runSubscriptionChanges(stack);
  });

  it('lists each subscriber with her subscription status; the figures count the past due; a pending one is not a member', async () => {
    const answer = await view();
    const byUser = new Map(answer.members.map((row) => [row.userId, row]));
    expect(answer.members).toHaveLength(3);
    expect(byUser.get(subOf(late))).toMatchObject({
      firstName: 'Ana', // her profile's (buyerWithAddress signs up Ana Pérez)
      lastName: 'Pérez',
      status: 'ACTIVE', // Mercado Pago still retries: access goes on
      startDate: today(),
      currentWeek: 1,
      subscriptionStatus: 'PAST_DUE',
    });
    expect(byUser.get(subOf(resting))).toMatchObject({ status: 'ACTIVE', startDate: today(), subscriptionStatus: 'PAUSED' });
    expect(byUser.has(subOf(undecided))).toBe(false);
    const byHand = answer.members.find((row) => row.lastName === 'Agregada');
    expect(byHand).toMatchObject({ status: 'ACTIVE', subscriptionStatus: null });
    expect(answer.summary).toMatchObject({ members: 3, active: 3, pastDue: 1 });
  });

  it('pages the subscribers with the others, each once, the figures over all of them; one member alone by her id', async () => {
    const first = await view({ limit: 2 });
    expect(first.members).toHaveLength(2);
    expect(first.nextToken).not.toBeNull();
    const second = await view({ limit: 2, nextToken: first.nextToken });
    expect(second.nextToken).toBeNull();
    const ids = [...first.members, ...second.members].map((row) => row.userId);
    expect(new Set(ids).size).toBe(3);
    expect(second.summary).toMatchObject({ members: 3, pastDue: 1 });
    const alone = await view({ userId: subOf(late) });
    expect(alone.members).toEqual([expect.objectContaining({ userId: subOf(late), subscriptionStatus: 'PAST_DUE' })]);
  });
});
