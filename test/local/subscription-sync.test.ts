// A monthly subscription from start to Botón de baja with every notification lost (issue 39, "Must
// show" without its screens and invoices): planning-2 subscribed through Mercado Pago's
// Suscripciones (the simulator), authorized at its init_point, three monthly charges applied by the
// reconciliation alone (the search by last modification) → three paid periods; the cancellation at
// Mercado Pago takes no fourth charge and keeps access to the paid period's end. Repeated and
// concurrent passes change nothing twice; a rejected charge is recycled and recovered. The e-mails a
// pass owes (a failed charge, a recovered one, the end) are on the outbox once, written with the
// subscription's version in one transaction: a pass that loses the version race owes nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOutboxRepository } from '../../functions/data/outbox';
import {
  createSubscriptionsRepository,
  SubscriptionChangedMeanwhile,
  type StoredSubscription,
} from '../../functions/data/subscriptions-repository';
import type { OwedEffect } from '../../functions/domain/effects';
import { accessEndsAt, hasAccess, newSubscription, paidPeriods, statusAt } from '../../functions/domain/subscription';
import { addPeriod } from '../../functions/domain/subscription-periods';
import { createMercadoPagoSubscriptionProvider } from '../../functions/payments/mercado-pago-subscription-provider';
import { createMercadoPagoSubscriptionsClient } from '../../functions/payments/mercado-pago-subscriptions-client';
import type { SubscriptionProvider } from '../../functions/payments/subscription-provider';
import {
  reconcileSubscriptions,
  syncSubscription,
  type SubscriptionOwing,
  type SubscriptionStore,
} from '../../functions/services/subscriptions/subscription-sync';
import { startMercadoPagoSimulator, type MercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { TEST_STACK_PORTS } from '../support/test-ports';

const stack = inject('stack');
const simulatorPort = TEST_STACK_PORTS.graphql + 25;
const monthly = { count: 1, unit: 'MONTH' } as const;

let simulator: MercadoPagoSimulator;
let dataDir: string;
let provider: SubscriptionProvider;
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
const repository = createSubscriptionsRepository(table);
const outbox = createOutboxRepository(table);
/** Every effect a committed pass handed to the worker, in order (the worker itself is not run here). */
const delivered: OwedEffect[] = [];
const owing: SubscriptionOwing = {
  recipientOf: async () => ({ email: 'ana@example.com', planningName: 'Planificación 2', firstName: 'Ana', lastName: 'Pérez' }),
  deliver: async (owed) => void delivered.push(...owed),
  // Its plannings have no offer here: no price change to take at the authorization.
  priceChangeOf: async () => null,
  now: () => new Date(),
};
const deliveredOf = (id: string) => delivered.filter((owed) => owed.id.startsWith(`SUBSCRIPTION#${id}#`)).map((owed) => owed.id);

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
      returnUrl: 'http://localhost:1/my-subscriptions',
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

    const outcomes = await reconcileSubscriptions(provider, repository, owing, since);
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
    const again = await reconcileSubscriptions(provider, repository, owing, since);
    expect(again.find((outcome) => outcome.subscriptionId === id)).toEqual({ subscriptionId: id, changed: false, effects: [] });
    expect((await repository.get(id))!.version).toBe(stored.version);

    // Botón de baja: cancelled at Mercado Pago; asking twice is one cancellation.
    await provider.cancel(mandateId);
    await provider.cancel(mandateId);
    const cancelled = await syncSubscription(provider, repository, owing, mandateId);
    expect(cancelled?.effects).toEqual([{ kind: 'ENDED', reason: 'CANCELLED' }]);
    // Three periods paid and no charge failed: the end is the only e-mail owed, once.
    expect(deliveredOf(id)).toEqual([`SUBSCRIPTION#${id}#subscription-ended-mail`]);
    const endedMail = await outbox.get(`SUBSCRIPTION#${id}#subscription-ended-mail`);
    expect(endedMail).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      effect: { kind: 'subscription-ended-mail', reason: 'CANCELLED', subscription: { id, email: 'ana@example.com' } },
    });
    expect(endedMail?.effect.kind === 'subscription-ended-mail' && endedMail.effect.accessEndsAt).toBe(
      accessEndsAt((await repository.get(id))!.subscription),
    );
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
    const outcomes = await Promise.all([1, 2, 3].map(() => syncSubscription(provider, repository, owing, mandateId)));
    const paid = outcomes.flatMap((outcome) => outcome?.effects ?? []).filter((effect) => effect.kind === 'PERIOD_PAID');
    expect(paid).toHaveLength(1);
    expect(paidPeriods((await repository.get(id))!.subscription)).toHaveLength(1);
  });

  it('a rejected charge is past due while recycled, and recovered', async () => {
    const { id, mandateId } = await subscribed();
    expect((await syncSubscription(provider, repository, owing, mandateId))?.effects.map((effect) => effect.kind)).toEqual([
      'AUTHORIZED',
      'PERIOD_PAID',
    ]);
    await chargeNow(mandateId, 'rejected');
    const failing = await syncSubscription(provider, repository, owing, mandateId);
    expect(failing?.effects.map((effect) => effect.kind)).toEqual(['CHARGE_FAILED']);
    expect(statusAt((await repository.get(id))!.subscription, new Date().toISOString())).toBe('PAST_DUE');
    await chargeNow(mandateId, 'approved');
    const recovered = await syncSubscription(provider, repository, owing, mandateId);
    expect(recovered?.effects.map((effect) => effect.kind)).toEqual(['PERIOD_PAID', 'CHARGE_RECOVERED']);
    const stored = (await repository.get(id))!.subscription;
    expect(paidPeriods(stored)).toHaveLength(2);
    const chargeId = stored.charges.at(-1)!.id;
    expect(deliveredOf(id)).toEqual([
      `SUBSCRIPTION#${id}#subscription-charge-failed-mail#${chargeId}#retrying`,
      `SUBSCRIPTION#${id}#subscription-charge-recovered-mail#${chargeId}`,
    ]);
    const failedMail = await outbox.get(`SUBSCRIPTION#${id}#subscription-charge-failed-mail#${chargeId}#retrying`);
    expect(failedMail?.effect).toEqual({
      kind: 'subscription-charge-failed-mail',
      subscription: { id, planningName: 'Planificación 2', email: 'ana@example.com' },
      charge: { id: chargeId, amount: 45000, currency: 'ARS', final: false },
      changeCardUrl: stored.authorizationUrl,
    });
    expect(await outbox.get(`SUBSCRIPTION#${id}#subscription-charge-recovered-mail#${chargeId}`)).toMatchObject({ status: 'PENDING' });
  });

  it('a rejected charge applied twice, and by concurrent passes, owes one e-mail', async () => {
    const { id, mandateId } = await subscribed();
    await syncSubscription(provider, repository, owing, mandateId);
    await chargeNow(mandateId, 'rejected');
    await Promise.all([1, 2, 3].map(() => syncSubscription(provider, repository, owing, mandateId)));
    expect((await syncSubscription(provider, repository, owing, mandateId))?.changed).toBe(false);
    const chargeId = (await repository.get(id))!.subscription.charges.at(-1)!.id;
    expect(deliveredOf(id)).toEqual([`SUBSCRIPTION#${id}#subscription-charge-failed-mail#${chargeId}#retrying`]);
  });

  it('a pass that loses the version race to a concurrent writer owes nothing extra', async () => {
    const { id, mandateId } = await subscribed();
    await syncSubscription(provider, repository, owing, mandateId);
    await chargeNow(mandateId, 'rejected');
    // The slow pass reads the subscription, then a concurrent writer applies the same rejection and
    // commits before the slow pass saves over the version it read.
    let raced = false;
    const slow: SubscriptionStore = {
      async get(subscriptionId): Promise<StoredSubscription | null> {
        const read = await repository.get(subscriptionId);
        if (!raced) {
          raced = true;
          expect((await syncSubscription(provider, repository, owing, mandateId))?.changed).toBe(true);
        }
        return read;
      },
      save: (subscription, readVersion, owed, at) => repository.save(subscription, readVersion, owed, at),
    };
    const outcome = await syncSubscription(provider, slow, owing, mandateId);
    expect(raced).toBe(true);
    expect(outcome).toEqual({ subscriptionId: id, changed: false, effects: [] });
    const chargeId = (await repository.get(id))!.subscription.charges.at(-1)!.id;
    expect(deliveredOf(id)).toEqual([`SUBSCRIPTION#${id}#subscription-charge-failed-mail#${chargeId}#retrying`]);

    // And the save itself: over a stale version, neither the subscription nor its effects are written.
    const current = (await repository.get(id))!;
    const stray: OwedEffect = {
      id: `SUBSCRIPTION#${id}#subscription-ended-mail`,
      effect: {
        kind: 'subscription-ended-mail',
        subscription: { id, planningName: 'Planificación 2', email: 'ana@example.com' },
        reason: 'CANCELLED',
        accessEndsAt: null,
      },
    };
    await expect(repository.save(current.subscription, current.version - 1, [stray])).rejects.toBeInstanceOf(SubscriptionChangedMeanwhile);
    expect(await outbox.get(stray.id)).toBeNull();
    expect((await repository.get(id))!.version).toBe(current.version);
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
    expect(await syncSubscription(lying, repository, owing, other.mandateId)).toBeNull();
    expect((await repository.get(id))!.version).toBe(before!.version);
  });
});
