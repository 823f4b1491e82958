// The subscription operations (issue 39), as the web and the tests send them.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import type { Subscription } from '../../functions/domain/subscription';
import { localSchedulePath } from '../../infra/local/local-scheduler';
import { as, buyerWithAddress } from './buying';
import { signInAdmin, type TestUser } from './cognito-users';
import { catalogueItem } from './factories/catalogue-items';
import { callGraphql, type Caller } from './graphql-client';
import type { StackInfo } from './stack-info';
const SUBSCRIPTION_FIELDS = `id planningId planningName seller status amount currency nextChargeAt trialEndsAt accessEndsAt hasAccess
  paidPeriods { chargeId from to amount } authorizationUrl changeCardUrl createdAt cancellationCode`;

export const SUBSCRIPTION_OFFER = `query($planningId: ID!) { planningSubscriptionOffer(planningId: $planningId) {
  planningId sale monthlyPrice trialDays graceDays updatedAt } }`;
export const SET_SUBSCRIPTION_OFFER = `mutation($input: SubscriptionOfferInput!) { setPlanningSubscriptionOffer(input: $input) {
  planningId sale monthlyPrice trialDays graceDays } }`;
export const SUBSCRIBE = `mutation($input: SubscribeInput!) { subscribeToPlanning(input: $input) {
  initPoint firstChargeAt subscription { ${SUBSCRIPTION_FIELDS} } } }`;
export const MY_SUBSCRIPTIONS = `query { mySubscriptions { ${SUBSCRIPTION_FIELDS} } }`;
export const PAUSE_SUBSCRIPTION = `mutation($subscriptionId: ID!) { pauseSubscription(subscriptionId: $subscriptionId) { ${SUBSCRIPTION_FIELDS} } }`;
export const RESUME_SUBSCRIPTION = `mutation($subscriptionId: ID!) { resumeSubscription(subscriptionId: $subscriptionId) { ${SUBSCRIPTION_FIELDS} } }`;
export const PLANNING_SUBSCRIBERS = `query($planningId: ID!, $limit: Int, $nextToken: String) {
  planningSubscribers(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
    planningId planningName nextToken
    summary { subscribers trial active pastDue paused monthlyRecurringRevenue newThisMonth cancelledThisMonth failedChargesThisMonth }
    subscribers { memberId memberEmail subscription { ${SUBSCRIPTION_FIELDS}
      charges { id dueAt amount currency state refundedAmount refundableAmount } } } } }`;
export const REQUEST_SUBSCRIPTION_CANCELLATION = `mutation($input: SubscriptionCancellationInput!) {
  requestSubscriptionCancellation(input: $input) { trackingCode subscriptionId planningName accessEndsAt createdAt } }`;

// A member with a running monthly subscription, made through the API and authorized at the
// stack's Mercado Pago simulator: what a browser test of the Botón de baja starts from.
export interface RunningSubscription {
  id: string;
  planningId: string;
  planningName: string;
  preapprovalId: string;
  accessEndsAt: string;
  /** Mercado Pago's page of the preapproval (where she authorized; where she changes the card). */
  initPoint: string;
}

/** Runs the subscription changes schedule once (the reconciliation: notifications may be lost). */
export async function runSubscriptionChanges(stack: StackInfo): Promise<void> {
  const origin = new URL(stack.payments!.webhookUrl).origin;
  const response = await fetch(`${origin}${localSchedulePath('subscriptionChanges')}`, { method: 'POST' });
  if (!response.ok) throw new Error(`subscription changes answered ${response.status}: ${await response.text()}`);
}

/** The buyer's answer at the simulator's authorization page; answers the preapproval's id. */
export async function authorizeAtSimulator(initPoint: string, outcome: 'approved' | 'rejected' = 'approved'): Promise<string> {
  const preapprovalId = new URL(initPoint).searchParams.get('preapproval_id') ?? '';
  const back = await fetch(new URL('/subscriptions/checkout/authorize', initPoint), {
    method: 'POST',
    body: new URLSearchParams({ preapproval_id: preapprovalId, outcome }),
    redirect: 'manual',
  });
  if (back.status !== 303) throw new Error(`the simulator's authorization answered ${back.status}`);
  return preapprovalId;
}

/** The simulator's control: the preapproval's next charge taken now, approved or rejected. */
export async function chargeAtSimulator(stack: StackInfo, preapprovalId: string, outcome: 'approved' | 'rejected'): Promise<void> {
  const response = await fetch(`${stack.payments!.simulatorUrl}/_simulator/api/preapprovals/${preapprovalId}/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`the simulator's charge answered ${response.status}: ${await response.text()}`);
}

/** The preapproval as the simulator holds it (status: authorized, paused, cancelled…; its amount). */
export async function preapprovalAtSimulator(
  stack: StackInfo,
  preapprovalId: string,
): Promise<{ id: string; status: string; auto_recurring: { transaction_amount: number } } | undefined> {
  const all = (await (await fetch(`${stack.payments!.simulatorUrl}/_simulator/api/preapprovals`)).json()) as {
    id: string;
    status: string;
    auto_recurring: { transaction_amount: number };
  }[];
  return all.find((preapproval) => preapproval.id === preapprovalId);
}

/** How the plannings that tests put on sale are named, so catalogue tests can tell them from the seeded ones. */
export const TEST_PLANNING_PREFIX = 'planning-sub-';

/** A planning on sale (written to the table, published) that only its caller uses. */
export async function aPlanningOnSale(stack: StackInfo, planningName: string): Promise<string> {
  const planningId = `${TEST_PLANNING_PREFIX}${randomUUID().slice(0, 8)}`;
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
  await doc.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        PK: `ITEM#${planningId}`,
        SK: 'ITEM',
        ...catalogueItem({
          id: planningId,
          type: 'PLANNING',
          name: planningName,
          price: 90000,
          status: 'PUBLISHED',
          isEnabled: true,
          durationWeeks: 4,
        }),
      },
    }),
  );
  return planningId;
}

/**
 * A planning of its own sold by the month (so the seeded ones stay as other files expect them),
 * `member` subscribed and authorized at the simulator, read back ACTIVE with one paid period.
 */
export async function aRunningSubscription(stack: StackInfo, admin: Caller, member: Caller): Promise<RunningSubscription> {
  const planningName = 'Fuerza mensual';
  const planningId = await aPlanningOnSale(stack, planningName);
  const offer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
    input: { planningId, sale: 'MONTHLY', monthlyPrice: 32000, trialDays: 0, graceDays: 5 },
  });
  if (offer.errors) throw new Error(`the offer was refused: ${offer.errors[0]?.message}`);
  return subscriptionTo(stack, member, planningId, planningName);
}

/** `member` subscribed to a planning sold by the month and authorized at the simulator, read back ACTIVE with one paid period. */
export async function subscriptionTo(
  stack: StackInfo,
  member: Caller,
  planningId: string,
  planningName: string,
): Promise<RunningSubscription> {
  const subscribed = await callGraphql(stack, member, SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
  if (subscribed.errors) throw new Error(`subscribing was refused: ${subscribed.errors[0]?.message}`);
  const { initPoint, subscription } = subscribed.data?.['subscribeToPlanning'] as { initPoint: string; subscription: { id: string } };
  const preapprovalId = await authorizeAtSimulator(initPoint);
  for (;;) {
    const mine = await callGraphql(stack, member, MY_SUBSCRIPTIONS);
    const row = (
      mine.data?.['mySubscriptions'] as { id: string; status: string; accessEndsAt: string | null; paidPeriods: unknown[] }[]
    ).find((candidate) => candidate.id === subscription.id);
    if (row?.status === 'ACTIVE' && row.paidPeriods.length === 1 && row.accessEndsAt)
      return { id: row.id, planningId, planningName, preapprovalId, accessEndsAt: row.accessEndsAt, initPoint };
    await runSubscriptionChanges(stack);
  }
}

/** A new buyer (signed up with her address) holding a monthly subscription the admin put on sale, authorized at the simulator. */
export async function aSubscribedMember(stack: StackInfo): Promise<{ member: TestUser; subscription: RunningSubscription }> {
  const [adminUser, member] = await Promise.all([signInAdmin(stack), buyerWithAddress(stack)]);
  return { member, subscription: await aRunningSubscription(stack, as(adminUser), as(member)) };
}

/**
 * Every instant of the stored subscription moved `days` back: the record as it will stand that
 * much later (the server's clock is the real one, as plannings-api's moveMembership does for a
 * bought membership).
 */
export async function moveSubscriptionBack(stack: StackInfo, id: string, days: number): Promise<void> {
  const repository = createSubscriptionsRepository({
    doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
    tableName: stack.tableName,
  });
  const stored = await repository.get(id);
  if (!stored) throw new Error(`subscription ${id} is not stored`);
  const back = (instant: string) => new Date(Date.parse(instant) - days * 86_400_000).toISOString();
  const backOrNull = (instant: string | null) => (instant === null ? null : back(instant));
  const { subscription } = stored;
  const moved: Subscription = {
    ...subscription,
    createdAt: back(subscription.createdAt),
    authorizedAt: backOrNull(subscription.authorizedAt),
    trialEndsAt: backOrNull(subscription.trialEndsAt),
    pausedAt: backOrNull(subscription.pausedAt),
    endedAt: backOrNull(subscription.endedAt),
    prices: subscription.prices.map((price) => ({ ...price, from: back(price.from) })),
    charges: subscription.charges.map((charge) => ({ ...charge, dueAt: back(charge.dueAt), lastModified: back(charge.lastModified) })),
    mandate: { ...subscription.mandate, nextChargeAt: backOrNull(subscription.mandate.nextChargeAt) },
  };
  await repository.save(moved, stored.version);
}
