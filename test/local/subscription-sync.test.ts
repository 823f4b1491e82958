// A monthly subscription from start to Botón de baja with every notification lost (issue 39, "Must
// show" without its screens and invoices): planning-2 subscribed through Mercado Pago's
// Suscripciones (the simulator), authorized at its init_point, three monthly charges applied by the
// reconciliation alone (the search by last modification) → three paid periods; the cancellation at
// Mercado Pago takes no fourth charge and keeps access to the paid period's end. Repeated and
// concurrent passes change nothing twice; a rejected charge is recycled and recovered.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import { accessEndsAt, hasAccess, newSubscription, paidPeriods, statusAt } from '../../functions/domain/subscription';
import { addPeriod } from '../../functions/domain/subscription-periods';
import { createMercadoPagoSubscriptionProvider } from '../../functions/payments/mercado-pago-subscription-provider';
import { createMercadoPagoSubscriptionsClient } from '../../functions/payments/mercado-pago-subscriptions-client';
import type { SubscriptionProvider } from '../../functions/payments/subscription-provider';
import { reconcileSubscriptions, syncSubscription } from '../../functions/services/subscriptions/subscription-sync';
import { startMercadoPagoSimulator, type MercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { TEST_STACK_PORTS } from '../support/test-ports';

const stack = inject('stack');
const simulatorPort = TEST_STACK_PORTS.graphql + 25;
const monthly = { count: 1, unit: 'MONTH' } as const;

let simulator: MercadoPagoSimulator;
let dataDir: string;
let provider: SubscriptionProvider;
const repository = createSubscriptionsRepository({
  doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
  tableName: stack.tableName,
});

async function control(path: string, body: unknown): Promise<Response> {
  return fetch(`${simulator.url}/_simulator/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function chargeNow(mandateId: string, outcome: 'approved' | 'rejected'): Promise<void> {
  const answer = await control(`preapprovals/${mandateId}/charge`, { outcome });
  if (!answer.ok) throw new Error(`charge answered ${answer.status}: ${await answer.text()}`);
}

/** A member subscribes to planning-2 monthly and authorizes her card at Mercado Pago's page. */
async function subscribed(firstCharge: 'approved' | 'rejected' = 'approved') {
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
      returnUrl: 'http://localhost:1/mis-suscripciones',
      notificationUrl: null,
    },
    `subscribe-${subscription.id}`,
  );
  await repository.save({ ...subscription, preapprovalId: started.mandateId }, null);
  const form = new URLSearchParams({ preapproval_id: started.mandateId, outcome: firstCharge });
  const back = await fetch(new URL('/subscriptions/checkout/authorize', started.authorizationUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(back.headers.get('location')).toContain(`preapproval_id=${started.mandateId}`);
  return { id: subscription.id, mandateId: started.mandateId, since: now };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-subscription-sync-'));
  simulator = await startMercadoPagoSimulator({ port: simulatorPort, dataDir });
  // Every notification lost: only the reconciliation brings the store up to date.
  await control('settings', { lose: true });
  provider = createMercadoPagoSubscriptionProvider(
    createMercadoPagoSubscriptionsClient({
      baseUrl: simulator.url,
      accessToken: simulator.accounts[0]!.accessToken,
      timeoutMs: 5000,
      maxAttempts: 2,
    }),
  );
});

afterAll(async () => {
  await new Promise<void>((done) => {
    simulator.server.close(() => done());
    simulator.server.closeAllConnections();
  });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('subscriptions reconciled from Mercado Pago with every notification lost', () => {
  it('three monthly charges are three paid periods; after the Botón de baja no fourth charge is taken', async () => {
    const { id, mandateId, since } = await subscribed();
    await chargeNow(mandateId, 'approved');
    await chargeNow(mandateId, 'approved');

    const outcomes = await reconcileSubscriptions(provider, repository, since);
    const mine = outcomes.filter((outcome) => outcome.subscriptionId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.effects.filter((effect) => effect.kind === 'PERIOD_PAID')).toHaveLength(3);
    const stored = (await repository.get(id))!;
    const periods = paidPeriods(stored.subscription);
    expect(periods).toHaveLength(3);
    expect(periods.map((period) => period.amount)).toEqual([45000, 45000, 45000]);
    expect(accessEndsAt(stored.subscription)).toBe(addPeriod(periods[0]!.from, monthly, 3));
    expect(statusAt(stored.subscription, new Date().toISOString())).toBe('ACTIVE');

    // A second pass finds nothing new to apply.
    const again = await reconcileSubscriptions(provider, repository, since);
    expect(again.find((outcome) => outcome.subscriptionId === id)).toEqual({ subscriptionId: id, changed: false, effects: [] });
    expect((await repository.get(id))!.version).toBe(stored.version);

    // Botón de baja: cancelled at Mercado Pago; asking twice is one cancellation.
    await provider.cancel(mandateId);
    await provider.cancel(mandateId);
    const cancelled = await syncSubscription(provider, repository, mandateId);
    expect(cancelled?.effects).toEqual([{ kind: 'ENDED', reason: 'CANCELLED' }]);
    const afterBaja = await fetch(`${simulator.url}/_simulator/api/preapprovals/${mandateId}/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    expect(afterBaja.status).toBe(400);
    expect((await provider.read(mandateId))!.charges).toHaveLength(3);
    const ended = (await repository.get(id))!.subscription;
    expect(statusAt(ended, new Date().toISOString())).toBe('CANCELLED');
    expect(hasAccess(ended, new Date().toISOString())).toBe(true);
    expect(hasAccess(ended, addPeriod(accessEndsAt(ended)!, { count: 1, unit: 'DAY' }))).toBe(false);
  });

  it('concurrent passes over the same change write it once and announce its period once', async () => {
    const { id, mandateId } = await subscribed();
    const outcomes = await Promise.all([1, 2, 3].map(() => syncSubscription(provider, repository, mandateId)));
    const paid = outcomes.flatMap((outcome) => outcome?.effects ?? []).filter((effect) => effect.kind === 'PERIOD_PAID');
    expect(paid).toHaveLength(1);
    expect(paidPeriods((await repository.get(id))!.subscription)).toHaveLength(1);
  });

  it('a rejected charge is past due while recycled, and recovered', async () => {
    const { id, mandateId } = await subscribed();
    expect((await syncSubscription(provider, repository, mandateId))?.effects.map((effect) => effect.kind)).toEqual([
      'AUTHORIZED',
      'PERIOD_PAID',
    ]);
    await chargeNow(mandateId, 'rejected');
    const failing = await syncSubscription(provider, repository, mandateId);
    expect(failing?.effects.map((effect) => effect.kind)).toEqual(['CHARGE_FAILED']);
    expect(statusAt((await repository.get(id))!.subscription, new Date().toISOString())).toBe('PAST_DUE');
    await chargeNow(mandateId, 'approved');
    const recovered = await syncSubscription(provider, repository, mandateId);
    expect(recovered?.effects.map((effect) => effect.kind)).toEqual(['PERIOD_PAID', 'CHARGE_RECOVERED']);
    expect(paidPeriods((await repository.get(id))!.subscription)).toHaveLength(2);
  });

  it('a mandate that names a subscription it was not made for changes nothing', async () => {
    const { id } = await subscribed();
    const other = await subscribed();
    // The other mandate, read as if it named the first subscription.
    const lying: SubscriptionProvider = {
      ...provider,
      read: async (mandateId) => ({ ...(await provider.read(mandateId))!, subscriptionId: id }),
    };
    const before = await repository.get(id);
    expect(await syncSubscription(lying, repository, other.mandateId)).toBeNull();
    expect((await repository.get(id))!.version).toBe(before!.version);
  });
});
