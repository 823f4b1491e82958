// The simulator's Suscripciones on their own (decision 074): plans and preapprovals as the API
// checks them, a pending preapproval authorized at its init_point and one authorized with a card
// token, each period's charge as an authorized payment with its payment, recycling of a rejected
// charge, cancellation after 3 rejections in a row counted per charge and (the other reading) per
// attempt, the PUT changes, the searches by last update, and the signed notifications of each
// topic — to the preapproval's notification_url or the seller's own, and none when lost.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMercadoPagoSimulator, type MercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { TEST_STACK_PORTS } from '../support/test-ports';

const simulatorPort = TEST_STACK_PORTS.graphql + 23;
const receiverPort = TEST_STACK_PORTS.graphql + 24;
const receiverUrl = `http://localhost:${receiverPort}/hooks?source_news=webhooks`;

interface Received {
  topic: string | null;
  id: string | null;
  action: string;
  signatureValid: boolean;
}

let simulator: MercadoPagoSimulator;
let receiver: Server;
let dataDir: string;
const received: Received[] = [];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers of any shape

async function api(method: string, path: string, body?: unknown, token = simulator.accounts[0]!.accessToken) {
  const response = await fetch(`${simulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function control(path: string, body: unknown): Promise<Json> {
  const response = await fetch(`${simulator.url}/_simulator/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const charge = (preapprovalId: string, outcome: 'approved' | 'rejected') => control(`preapprovals/${preapprovalId}/charge`, { outcome });
const chargesOf = async (preapprovalId: string) =>
  (await api('GET', `/authorized_payments/search?preapproval_id=${preapprovalId}&sort=date_created:asc`)).body['results'] as Json[];

const monthly = { frequency: 1, frequency_type: 'months', transaction_amount: 45000, currency_id: 'ARS' };

const subscriptionBody = (extra: Record<string, unknown> = {}) => ({
  reason: 'Planificación 2 — mensual',
  external_reference: 'sub-1',
  payer_email: 'ana@example.com',
  back_url: 'http://localhost:1/vuelta',
  notification_url: receiverUrl,
  auto_recurring: monthly,
  ...extra,
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-subscriptions-'));
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', receiverUrl);
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Json;
      const signature = String(req.headers['x-signature'] ?? '');
      const ts = /ts=([^,]+)/.exec(signature)?.[1] ?? '';
      const v1 = /v1=([0-9a-f]+)/.exec(signature)?.[1] ?? '';
      const dataId = url.searchParams.get('data.id') ?? '';
      const manifest = `id:${dataId};request-id:${String(req.headers['x-request-id'])};ts:${ts};`;
      const expected = createHmac('sha256', simulator.accounts[0]!.webhookSecret).update(manifest).digest('hex');
      received.push({
        topic: url.searchParams.get('type'),
        id: dataId || null,
        action: String(body['action']),
        signatureValid: v1 === expected,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(receiverPort, done));
  simulator = await startMercadoPagoSimulator({ port: simulatorPort, dataDir });
});

afterAll(async () => {
  await simulator.idle();
  await new Promise<void>((done) => {
    simulator.server.close(() => done());
    simulator.server.closeAllConnections();
  });
  await new Promise<void>((done) => receiver.close(() => done()));
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await control('settings', { lose: false, cancelAfter: 'charges', minAmount: 15, maxAmount: 1_000_000 });
  received.length = 0;
});

describe('Mercado Pago simulator: Suscripciones', () => {
  it('refuses a plan or subscription the API would refuse, and keeps each seller to its own', async () => {
    const plan = { reason: 'Plan mensual', back_url: 'http://localhost:1/vuelta', auto_recurring: monthly };
    const refusals = [
      { ...plan, auto_recurring: { ...monthly, frequency_type: 'weeks' } },
      { ...plan, auto_recurring: { ...monthly, billing_day: 29 } },
      { ...plan, auto_recurring: { ...monthly, transaction_amount: 10 } },
      { ...plan, auto_recurring: { ...monthly, currency_id: 'USD' } },
      { ...plan, back_url: 'no-es-una-url' },
    ];
    for (const body of refusals) expect((await api('POST', '/preapproval_plan', body)).status).toBe(400);
    const created = await api('POST', '/preapproval_plan', plan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'active',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 45000 },
    });
    expect((await api('GET', `/preapproval_plan/${created.body['id']}`, undefined, simulator.accounts[1]!.accessToken)).status).toBe(404);
    expect((await api('POST', '/preapproval', subscriptionBody({ payer_email: 'no-es-mail' }))).status).toBe(400);
    expect((await api('POST', '/preapproval', subscriptionBody({ status: 'authorized' }))).status).toBe(400); // no card token

    await control('settings', { maxAmount: 40000 });
    const tooMuch = await api('POST', '/preapproval', subscriptionBody());
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body['message']).toContain('greater than');
  });

  it('a pending subscription is authorized at its init_point: the first charge is taken, and each period is an authorized payment with its payment', async () => {
    const created = await api('POST', '/preapproval', subscriptionBody());
    expect(created.body).toMatchObject({ status: 'pending', next_payment_date: null });
    const page = await fetch(created.body['init_point']);
    const html = await page.text();
    expect(html).toContain('por mes');
    expect(html).toContain('ana@example.com');

    const form = new URLSearchParams({ preapproval_id: created.body['id'], outcome: 'approved' });
    const back = await fetch(`${simulator.url}/subscriptions/checkout/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost:1/vuelta?preapproval_id=${created.body['id']}`);

    const authorized = (await api('GET', `/preapproval/${created.body['id']}`)).body;
    expect(authorized).toMatchObject({ status: 'authorized', summarized: { charged_quantity: 1, charged_amount: 45000 } });
    expect(authorized['card_token_id']).toBeUndefined();
    const [first] = await chargesOf(created.body['id']);
    expect(first).toMatchObject({ status: 'processed', retry_attempt: 0, transaction_amount: 45000, payment: { status: 'approved' } });
    const payment = (await api('GET', `/v1/payments/${first!['payment']['id']}`)).body;
    expect(payment).toMatchObject({ status: 'approved', preapproval_id: created.body['id'], external_reference: 'sub-1', installments: 1 });

    await charge(created.body['id'], 'approved');
    await charge(created.body['id'], 'approved');
    const charges = await chargesOf(created.body['id']);
    expect(charges.map((c) => c['status'])).toEqual(['processed', 'processed', 'processed']);
    // Each period's debit date is one month after the one before, whenever the control runs it.
    const months = charges.map((c) => new Date(c['debit_date']).getUTCMonth());
    expect([(months[1]! - months[0]! + 12) % 12, (months[2]! - months[1]! + 12) % 12]).toEqual([1, 1]);
    expect((await api('GET', `/preapproval/${created.body['id']}`)).body['summarized']).toMatchObject({
      charged_quantity: 3,
      charged_amount: 135000,
    });

    await simulator.idle();
    expect(received.every((r) => r.signatureValid)).toBe(true);
    const topics = new Set(received.map((r) => r.topic));
    expect(topics).toEqual(new Set(['subscription_preapproval', 'subscription_authorized_payment', 'payment']));
    expect(received.filter((r) => r.topic === 'subscription_authorized_payment').map((r) => r.id)).toEqual(
      charges.map((c) => String(c['id'])),
    );
  });

  it('with a card token and a free trial nothing is charged until the trial ends; a plan subscribed at its page follows its price change', async () => {
    const trial = await api(
      'POST',
      '/preapproval',
      subscriptionBody({
        status: 'authorized',
        card_token_id: 'tok-1',
        auto_recurring: { ...monthly, free_trial: { frequency: 7, frequency_type: 'days' } },
      }),
    );
    expect(trial.body['status']).toBe('authorized');
    expect(await chargesOf(trial.body['id'])).toEqual([]);
    const due = Date.parse(trial.body['next_payment_date']) - Date.parse(trial.body['date_created']);
    expect(Math.round(due / 86_400_000)).toBe(7);
    await charge(trial.body['id'], 'approved');
    expect((await chargesOf(trial.body['id']))[0]!['debit_date']).toBe(trial.body['next_payment_date']);

    const plan = (
      await api('POST', '/preapproval_plan', { reason: 'Plan mensual', back_url: 'http://localhost:1/vuelta', auto_recurring: monthly })
    ).body;
    await control('accounts/STORE/notification-url', { url: receiverUrl });
    const form = new URLSearchParams({ preapproval_plan_id: plan['id'], payer_email: 'bea@example.com', outcome: 'approved' });
    const back = await fetch(`${simulator.url}/subscriptions/checkout/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const subscriptionId = new URL(back.headers.get('location')!).searchParams.get('preapproval_id')!;
    await api('PUT', `/preapproval_plan/${plan['id']}`, { auto_recurring: { transaction_amount: 52000 } });
    await charge(subscriptionId, 'approved');
    expect((await chargesOf(subscriptionId)).map((c) => c['transaction_amount'])).toEqual([45000, 52000]);
    await simulator.idle();
    // Without a notification_url of its own the subscription's notices go to the seller's URL.
    expect(received.some((r) => r.topic === 'subscription_preapproval' && r.id === subscriptionId)).toBe(true);
    expect(received.some((r) => r.topic === 'subscription_preapproval_plan' && r.id === plan['id'])).toBe(true);
    await control('accounts/STORE/notification-url', { url: null });
  });

  it('recycles a rejected charge on the same authorized payment and recovers it', async () => {
    const created = (await api('POST', '/preapproval', subscriptionBody({ status: 'authorized', card_token_id: 'tok-2' }))).body;
    const rejected = await charge(created['id'], 'rejected');
    expect(rejected).toMatchObject({ status: 'recycling', retry_attempt: 0, payment: { status: 'rejected' } });
    expect(Date.parse(rejected['next_retry_date']) - Date.parse(rejected['debit_date'])).toBe(86_400_000);
    const recovered = await charge(created['id'], 'approved');
    expect(recovered).toMatchObject({ id: rejected['id'], status: 'processed', retry_attempt: 1, payment: { status: 'approved' } });
    expect((await chargesOf(created['id'])).length).toBe(2); // the first (approved at once) and the recycled one
    expect((await api('GET', `/preapproval/${created['id']}`)).body).toMatchObject({
      status: 'authorized',
      summarized: { charged_quantity: 2 },
    });
  });

  it('cancels after 3 charges rejected in a row, each after its 4 retries (the default reading)', async () => {
    const created = (await api('POST', '/preapproval', subscriptionBody({ status: 'authorized', card_token_id: 'tok-3' }))).body;
    for (let period = 1; period <= 3; period += 1) {
      for (let attempt = 0; attempt <= 4; attempt += 1) await charge(created['id'], 'rejected');
      const status = (await api('GET', `/preapproval/${created['id']}`)).body['status'];
      expect(status).toBe(period < 3 ? 'authorized' : 'cancelled');
    }
    const charges = await chargesOf(created['id']);
    expect(charges.slice(1).map((c) => [c['status'], c['retry_attempt'], c['payment']['status']])).toEqual([
      ['processed', 4, 'rejected'],
      ['processed', 4, 'rejected'],
      ['processed', 4, 'rejected'],
    ]);
    await expect(charge(created['id'], 'approved')).rejects.toThrow(/400/);
  });

  it('cancels after 3 rejected attempts in a row when the switch counts attempts (the other reading)', async () => {
    await control('settings', { cancelAfter: 'attempts' });
    const created = (await api('POST', '/preapproval', subscriptionBody({ status: 'authorized', card_token_id: 'tok-4' }))).body;
    await charge(created['id'], 'rejected');
    await charge(created['id'], 'rejected');
    expect((await api('GET', `/preapproval/${created['id']}`)).body['status']).toBe('authorized');
    await charge(created['id'], 'rejected');
    expect((await api('GET', `/preapproval/${created['id']}`)).body['status']).toBe('cancelled');
    expect((await chargesOf(created['id'])).at(-1)).toMatchObject({ status: 'cancelled', retry_attempt: 2, next_retry_date: null });
  });

  it('a PUT changes the amount for the next charge only, pauses, reactivates and cancels; a cancelled one cannot change', async () => {
    const created = (await api('POST', '/preapproval', subscriptionBody({ status: 'authorized', card_token_id: 'tok-5' }))).body;
    const repriced = await api('PUT', `/preapproval/${created['id']}`, {
      auto_recurring: { transaction_amount: 50000, currency_id: 'ARS' },
    });
    expect(repriced.body).toMatchObject({ version: 1, auto_recurring: { transaction_amount: 50000 } });
    expect((await api('PUT', `/preapproval/${created['id']}`, { auto_recurring: { transaction_amount: -1 } })).status).toBe(400);
    await charge(created['id'], 'approved');
    expect((await chargesOf(created['id'])).map((c) => c['transaction_amount'])).toEqual([45000, 50000]);

    expect((await api('PUT', `/preapproval/${created['id']}`, { status: 'paused' })).body['status']).toBe('paused');
    await expect(charge(created['id'], 'approved')).rejects.toThrow(/400/);
    expect((await api('PUT', `/preapproval/${created['id']}`, { status: 'authorized' })).body['status']).toBe('authorized');
    expect((await api('PUT', `/preapproval/${created['id']}`, { card_token_id: 'tok-6' })).status).toBe(200);
    const cancelled = await api('PUT', `/preapproval/${created['id']}`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', next_payment_date: null });
    expect((await api('PUT', `/preapproval/${created['id']}`, { status: 'authorized' })).status).toBe(400);
    expect((await api('PUT', `/preapproval/${created['id']}`, { reason: 'otra' })).status).toBe(400);
  });

  it('finds subscriptions and charges by last update, and a cancellation in Mercado Pago’s app is searchable with its notices lost', async () => {
    const first = (
      await api('POST', '/preapproval', subscriptionBody({ external_reference: 'search-1', status: 'authorized', card_token_id: 'tok-7' }))
    ).body;
    const second = (await api('POST', '/preapproval', subscriptionBody({ external_reference: 'search-2' }))).body;
    await simulator.idle();
    received.length = 0;
    await control('settings', { lose: true });
    await control(`preapprovals/${first['id']}/status`, { status: 'cancelled' });
    await simulator.idle();
    expect(received).toEqual([]);

    const newest = (await api('GET', '/preapproval/search?sort=last_modified:desc&limit=2')).body;
    expect(newest['paging']).toMatchObject({ offset: 0, limit: 2 });
    expect(newest['results'][0]).toMatchObject({ id: first['id'], status: 'cancelled' });
    expect(newest['results'][1]['id']).toBe(second['id']);
    const byReference = (await api('GET', '/preapproval/search?external_reference=search-2')).body;
    expect(byReference['results'].map((p: Json) => p['id'])).toEqual([second['id']]);
    expect((await api('GET', '/preapproval/search?sort=amount:desc')).status).toBe(400);
    expect((await api('GET', '/preapproval/search?limit=1000')).status).toBe(400);
    expect((await api('GET', '/preapproval/search', undefined, simulator.accounts[1]!.accessToken)).body['paging']['total']).toBe(0);
    const charges = (await api('GET', `/authorized_payments/search?preapproval_id=${first['id']}&sort=last_modified:desc`)).body;
    expect(charges['paging']['total']).toBe(1);
    expect(
      (await api('GET', `/authorized_payments/${charges['results'][0]['id']}`, undefined, simulator.accounts[1]!.accessToken)).status,
    ).toBe(404);
  });
});
