// The scheduled subscription changes function in the local stack (issue 39): the same handler
// EventBridge Scheduler invokes, run at once through the local scheduler, against the stack's
// Mercado Pago simulator. No subscription notification reaches the store (none is configured):
// three monthly charges of planning-2 become three paid periods by the schedule alone, and after
// the cancellation at Mercado Pago (Botón de baja) no fourth charge is taken and the next run
// records the end with access to the paid period's end. With the application's notification URL
// set, the subscription topics' webhooks bring it up to date without the schedule.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import { accessEndsAt, hasAccess, newSubscription, paidPeriods, statusAt, type Subscription } from '../../functions/domain/subscription';
import { createMercadoPagoSubscriptionProvider } from '../../functions/payments/mercado-pago-subscription-provider';
import { createMercadoPagoSubscriptionsClient } from '../../functions/payments/mercado-pago-subscriptions-client';
import { localSchedulePath } from '../../infra/local/local-scheduler';

const stack = inject('stack');
const monthly = { count: 1, unit: 'MONTH' } as const;
const simulatorUrl = stack.payments!.simulatorUrl;
const repository = createSubscriptionsRepository({
  doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
  tableName: stack.tableName,
});

async function runSubscriptionChanges(): Promise<{ failed: number }> {
  const origin = new URL(stack.payments!.webhookUrl).origin;
  const response = await fetch(`${origin}${localSchedulePath('subscriptionChanges')}`, { method: 'POST' });
  const body = await response.text();
  if (!response.ok) throw new Error(`subscription changes answered ${response.status}: ${body}`);
  return JSON.parse(body) as { failed: number };
}

async function chargeNow(mandateId: string, outcome: 'approved' | 'rejected'): Promise<Response> {
  return fetch(`${simulatorUrl}/_simulator/api/preapprovals/${mandateId}/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
}

async function storeProvider() {
  const accounts = (await (await fetch(`${simulatorUrl}/_simulator/api/accounts`)).json()) as { seller: string; accessToken: string }[];
  const store = accounts.find((account) => account.seller === 'STORE')!;
  return createMercadoPagoSubscriptionProvider(
    createMercadoPagoSubscriptionsClient({ baseUrl: simulatorUrl, accessToken: store.accessToken, timeoutMs: 5000, maxAttempts: 2 }),
  );
}

/** Waits on state: reads the subscription until `done` holds (the webhook applies it meanwhile). */
async function until(id: string, done: (subscription: Subscription) => boolean): Promise<Subscription> {
  for (;;) {
    const stored = await repository.get(id);
    if (stored && done(stored.subscription)) return stored.subscription;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('subscription notifications', () => {
  it('a subscription_preapproval or subscription_authorized_payment webhook brings the subscription up to date without the schedule', async () => {
    const setUrl = (url: string | null) =>
      fetch(`${simulatorUrl}/_simulator/api/accounts/STORE/notification-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
    // The application's notification URL, as "Your integrations" sets it: the store's webhook.
    await setUrl(stack.payments!.webhookUrl);
    try {
      const provider = await storeProvider();
      const subscription = newSubscription({
        id: randomUUID(),
        planningId: 'planning-2',
        memberId: `member-${randomUUID()}`,
        seller: 'STORE',
        period: monthly,
        trialDays: 0,
        amount: 45000,
        currency: 'ARS',
        now: new Date().toISOString(),
      });
      const started = await provider.start(
        {
          subscriptionId: subscription.id,
          reason: 'Planificación 2 — mensual',
          payerEmail: 'ana@example.com',
          amount: 45000,
          period: monthly,
          trialDays: 0,
          returnUrl: 'http://localhost:1/my-subscriptions',
          notificationUrl: null,
        },
        `subscribe-${subscription.id}`,
      );
      await repository.save({ ...subscription, preapprovalId: started.mandateId }, null);
      await fetch(new URL('/subscriptions/checkout/authorize', started.authorizationUrl), {
        method: 'POST',
        body: new URLSearchParams({ preapproval_id: started.mandateId, outcome: 'approved' }),
        redirect: 'manual',
      });
      await until(subscription.id, (current) => paidPeriods(current).length === 1);
      await chargeNow(started.mandateId, 'approved');
      const two = await until(subscription.id, (current) => paidPeriods(current).length === 2);
      expect(statusAt(two, new Date().toISOString())).toBe('ACTIVE');
    } finally {
      await setUrl(null);
    }
  });
});

describe('subscription changes on their schedule', () => {
  it('planning-2 monthly: three charges → three paid periods; after the Botón de baja no fourth charge — every notification lost', async () => {
    const accounts = (await (await fetch(`${simulatorUrl}/_simulator/api/accounts`)).json()) as { seller: string; accessToken: string }[];
    const store = accounts.find((account) => account.seller === 'STORE')!;
    const provider = createMercadoPagoSubscriptionProvider(
      createMercadoPagoSubscriptionsClient({ baseUrl: simulatorUrl, accessToken: store.accessToken, timeoutMs: 5000, maxAttempts: 2 }),
    );
    const now = new Date().toISOString();
    const subscription = newSubscription({
      id: randomUUID(),
      planningId: 'planning-2',
      memberId: `member-${randomUUID()}`,
      seller: 'STORE',
      period: monthly,
      trialDays: 0,
      amount: 45000,
      currency: 'ARS',
      now,
    });
    const started = await provider.start(
      {
        subscriptionId: subscription.id,
        reason: 'Planificación 2 — mensual',
        payerEmail: 'ana@example.com',
        amount: 45000,
        period: monthly,
        trialDays: 0,
        returnUrl: 'http://localhost:1/my-subscriptions',
        notificationUrl: null,
      },
      `subscribe-${subscription.id}`,
    );
    await repository.save({ ...subscription, preapprovalId: started.mandateId }, null);
    const form = new URLSearchParams({ preapproval_id: started.mandateId, outcome: 'approved' });
    await fetch(new URL('/subscriptions/checkout/authorize', started.authorizationUrl), { method: 'POST', body: form, redirect: 'manual' });
    expect((await chargeNow(started.mandateId, 'approved')).ok).toBe(true);
    expect((await chargeNow(started.mandateId, 'approved')).ok).toBe(true);

    expect((await runSubscriptionChanges()).failed).toBe(0);
    const paid = (await repository.get(subscription.id))!.subscription;
    expect(paidPeriods(paid)).toHaveLength(3);
    expect(statusAt(paid, new Date().toISOString())).toBe('ACTIVE');

    await provider.cancel(started.mandateId);
    expect((await chargeNow(started.mandateId, 'approved')).status).toBe(400);
    expect((await runSubscriptionChanges()).failed).toBe(0);
    const ended = (await repository.get(subscription.id))!.subscription;
    expect(paidPeriods(ended)).toHaveLength(3);
    expect(statusAt(ended, new Date().toISOString())).toBe('CANCELLED');
    expect(hasAccess(ended, new Date().toISOString())).toBe(true);
    expect(Date.parse(accessEndsAt(ended)!)).toBeGreaterThan(Date.now() + 80 * 86_400_000);
  });
});
