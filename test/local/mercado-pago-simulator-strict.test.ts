// The Mercado Pago simulator as strict as the documentation (issue 24), on its own with a receiver
// of its notifications: IPN beside each webhook unless the notification URL says
// source_news=webhooks (or =ipn); a retried webhook keeps its first ts, or is signed afresh (both
// readings, a switch); the resources IPN names (merchant orders, chargebacks), each seller's own;
// refunds refused as Mercado Pago refuses them (non-numeric amount, past the refund window), that
// come back pending or rejected, and idempotency keys that answer their first failure (strict).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMercadoPagoSimulator, type MercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { payAtCheckout } from '../support/mercado-pago';
import { TEST_STACK_PORTS } from '../support/test-ports';

const simulatorPort = TEST_STACK_PORTS.graphql + 21;
const receiverPort = TEST_STACK_PORTS.graphql + 22;

interface Received {
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

let simulator: MercadoPagoSimulator;
let receiver: Server;
let dataDir: string;
let received: Received[] = [];
/** How the receiver answers each request (default 200 at once). */
let answer: (request: Received, index: number) => Promise<number> = async () => 200;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-simulator-strict-'));
  simulator = await startMercadoPagoSimulator({ port: simulatorPort, dataDir });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        url: new URL(req.url ?? '/', `http://localhost:${receiverPort}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      };
      received.push(request);
      void answer(request, received.length - 1).then((status) => res.writeHead(status).end());
    });
  });
  await new Promise<void>((done) => receiver.listen(receiverPort, done));
});

afterAll(async () => {
  await new Promise<void>((done) => receiver.close(() => done()));
  await new Promise<void>((done) => {
    simulator.server.close(() => done());
    simulator.server.closeAllConnections();
  });
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  received = [];
  answer = async () => 200;
  await control('/_simulator/api/settings', {
    retryTimestamp: 'keep',
    refundOutcome: 'approved',
    strictIdempotency: true,
    refundWindowDays: 180,
    refuseRefunds: false,
  });
});

async function control(path: string, body?: unknown) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers of any shape
}

async function api(path: string, token: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.key ? { 'x-idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers of any shape
}

const accounts = () => ({ store: simulator.accounts[0]!, delfi: simulator.accounts[1]! });

/** A paid payment of a new preference whose notifications go to the receiver at `query`. */
async function paidPayment(query: string, reference: string) {
  const { store } = accounts();
  const preference = await api('/checkout/preferences', store.accessToken, {
    body: {
      items: [{ id: 'course-1', title: 'Curso', quantity: 1, currency_id: 'ARS', unit_price: 1500 }],
      payer: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com' },
      notification_url: `http://localhost:${receiverPort}/payments/webhook${query}`,
      external_reference: reference,
    },
    key: `pref-${reference}`,
  });
  await payAtCheckout(preference.body['init_point'] as string, 'approved');
  await simulator.idle();
  const [payment] = (await control(`/_simulator/api/payments?external_reference=${reference}`)) as {
    id: number;
    merchant_order_id: number;
  }[];
  return payment!;
}

const forms = () =>
  received
    .map((request) =>
      request.url.searchParams.has('data.id')
        ? `webhook:${request.url.searchParams.get('type')}`
        : `ipn:${request.url.searchParams.get('topic')}`,
    )
    .sort();

const signatureOf = (request: Received) => {
  const parts = Object.fromEntries(
    String(request.headers['x-signature'])
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  return { ts: parts['ts']!, v1: parts['v1']! };
};

const validWebhookSignature = (request: Received, secret: string) => {
  const { ts, v1 } = signatureOf(request);
  const manifest = `id:${request.url.searchParams.get('data.id')};request-id:${String(request.headers['x-request-id'])};ts:${ts};`;
  return createHmac('sha256', secret).update(manifest).digest('hex') === v1;
};

describe('notifications as Mercado Pago sends them', () => {
  it('sends IPN (payment and merchant_order) beside the webhook unless the URL says source_news', async () => {
    await paidPayment('', 'ref-both');
    expect(forms()).toEqual(['ipn:merchant_order', 'ipn:payment', 'webhook:payment']);
    const ipn = received.find((request) => request.url.searchParams.get('topic') === 'payment')!;
    // IPN carries an x-signature nobody can check with the secret (as documented).
    expect(ipn.headers['x-signature']).toBeDefined();
    expect(ipn.url.searchParams.has('data.id')).toBe(false);
    const webhook = received.find((request) => request.url.searchParams.has('data.id'))!;
    expect(validWebhookSignature(webhook, accounts().store.webhookSecret)).toBe(true);

    received = [];
    await paidPayment('?source_news=webhooks', 'ref-webhooks');
    expect(forms()).toEqual(['webhook:payment']);
    received = [];
    await paidPayment('?source_news=ipn', 'ref-ipn');
    expect(forms()).toEqual(['ipn:merchant_order', 'ipn:payment']);
  });

  it('a chargeback is notified by IPN of topic chargebacks, and its resource names the payment', async () => {
    const payment = await paidPayment('', 'ref-chargeback');
    received = [];
    await control(`/_simulator/api/payments/${payment.id}/status`, { status: 'charged_back' });
    await simulator.idle();
    const chargebackIpn = received.find((request) => request.url.searchParams.get('topic') === 'chargebacks')!;
    const chargebackId = chargebackIpn.url.searchParams.get('id')!;
    const { store, delfi } = accounts();
    const chargeback = await api(`/v1/chargebacks/${chargebackId}`, store.accessToken);
    expect(chargeback).toMatchObject({ status: 200, body: { id: chargebackId, payments: [payment.id] } });
    expect((await api(`/v1/chargebacks/${chargebackId}`, delfi.accessToken)).status).toBe(404);
    const merchantOrder = await api(`/merchant_orders/${payment.merchant_order_id}`, store.accessToken);
    expect(merchantOrder).toMatchObject({
      status: 200,
      body: { external_reference: 'ref-chargeback', payments: [expect.objectContaining({ id: payment.id })] },
    });
    expect((await api(`/merchant_orders/${payment.merchant_order_id}`, delfi.accessToken)).status).toBe(404);
  });

  it.each(['keep', 're-sign'] as const)('a retried webhook (%s): the ts the switch says, a signature that verifies', async (reading) => {
    await control('/_simulator/api/settings', { retryTimestamp: reading });
    // The first attempt is answered after a second has passed, with a 500: Mercado Pago retries.
    let attempts = 0;
    answer = async (request) => {
      if (!request.url.searchParams.has('data.id')) return 200;
      attempts += 1;
      if (attempts > 1) return 200;
      await new Promise((done) => setTimeout(done, 1_100));
      return 500;
    };
    await paidPayment('?source_news=webhooks', `ref-retry-${reading}`);
    const webhooks = received.filter((request) => request.url.searchParams.has('data.id'));
    expect(webhooks).toHaveLength(2);
    const [first, retry] = webhooks.map(signatureOf);
    if (reading === 'keep') expect(retry!.ts).toBe(first!.ts);
    else expect(Number(retry!.ts)).toBeGreaterThan(Number(first!.ts));
    expect(webhooks.every((request) => validWebhookSignature(request, accounts().store.webhookSecret))).toBe(true);
    expect(new Set(webhooks.map((request) => request.headers['x-request-id'])).size).toBe(1);
  });
});

describe('refunds as Mercado Pago answers them', () => {
  it('refuses a non-numeric or non-positive amount with the documented cause codes', async () => {
    const payment = await paidPayment('?source_news=webhooks', 'ref-amount');
    const { store } = accounts();
    const text = await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: { amount: 'cien' }, key: 'r-text' });
    expect(text).toEqual({
      status: 400,
      body: {
        message: 'amount attribute must be numeric',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 4041, description: 'amount attribute must be numeric' }],
      },
    });
    const zero = await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: { amount: 0 }, key: 'r-zero' });
    expect(zero.body['cause']).toEqual([{ code: 4040, description: 'amount attribute must be positive' }]);
  });

  it('refuses a refund past the refund window (2024, payment too old)', async () => {
    const payment = await paidPayment('?source_news=webhooks', 'ref-window');
    await control('/_simulator/api/settings', { refundWindowDays: 0 });
    const old = await api(`/v1/payments/${payment.id}/refunds`, accounts().store.accessToken, { body: {}, key: 'r-window' });
    expect(old).toMatchObject({ status: 400, body: { cause: [{ code: 2024 }] } });
  });

  it('strict: a key whose first attempt failed answers that failure again; a new key is a new attempt', async () => {
    const payment = await paidPayment('?source_news=webhooks', 'ref-strict');
    const { store } = accounts();
    await control('/_simulator/api/settings', { refuseRefunds: true });
    const refused = await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: {}, key: 'refund-1' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'insufficient_money' } });
    await control('/_simulator/api/settings', { refuseRefunds: false });
    expect(await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: {}, key: 'refund-1' })).toEqual(refused);
    const second = await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: {}, key: 'refund-2' });
    expect(second).toMatchObject({ status: 201, body: { status: 'approved' } });
  });

  it('not strict: a key whose first attempt failed is tried again', async () => {
    const payment = await paidPayment('?source_news=webhooks', 'ref-lenient');
    const { store } = accounts();
    await control('/_simulator/api/settings', { refuseRefunds: true, strictIdempotency: false });
    expect((await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: {}, key: 'refund-x' })).status).toBe(400);
    await control('/_simulator/api/settings', { refuseRefunds: false });
    expect((await api(`/v1/payments/${payment.id}/refunds`, store.accessToken, { body: {}, key: 'refund-x' })).status).toBe(201);
  });

  it('a refund can come back pending (ended later) or rejected; the payment stays approved meanwhile', async () => {
    const { store } = accounts();
    await control('/_simulator/api/settings', { refundOutcome: 'pending' });
    const pendingPayment = await paidPayment('?source_news=webhooks', 'ref-pending');
    const pending = await api(`/v1/payments/${pendingPayment.id}/refunds`, store.accessToken, { body: {}, key: 'p-1' });
    expect(pending).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await api(`/v1/payments/${pendingPayment.id}`, store.accessToken)).body).toMatchObject({
      status: 'approved',
      refunds: [expect.objectContaining({ status: 'pending' })],
    });
    // Not refundable twice while the first is pending.
    expect((await api(`/v1/payments/${pendingPayment.id}/refunds`, store.accessToken, { body: {}, key: 'p-2' })).status).toBe(400);
    await control(`/_simulator/api/refunds/${pending.body['id']}/status`, { status: 'approved' });
    expect((await api(`/v1/payments/${pendingPayment.id}`, store.accessToken)).body).toMatchObject({
      status: 'refunded',
      refunds: [expect.objectContaining({ id: pending.body['id'], status: 'approved' })],
    });

    await control('/_simulator/api/settings', { refundOutcome: 'rejected' });
    const rejectedPayment = await paidPayment('?source_news=webhooks', 'ref-rejected');
    const rejected = await api(`/v1/payments/${rejectedPayment.id}/refunds`, store.accessToken, { body: {}, key: 'x-1' });
    expect(rejected).toMatchObject({ status: 201, body: { status: 'rejected' } });
    expect((await api(`/v1/payments/${rejectedPayment.id}`, store.accessToken)).body).toMatchObject({ status: 'approved' });
  });
});
