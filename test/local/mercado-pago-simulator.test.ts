// The local Mercado Pago simulator on its own: it checks the seller's token, keeps each seller's
// data apart, answers a repeated X-Idempotency-Key with the first answer, and keeps its accounts,
// preferences and payments across a restart (they live in the local data folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMercadoPagoSimulator, type MercadoPagoSimulator } from '../../infra/local/mercado-pago-simulator/server';
import { payAtCheckout } from '../support/mercado-pago';
import { TEST_STACK_PORTS } from '../support/test-ports';

const port = TEST_STACK_PORTS.graphql + 20;

const preference = {
  items: [{ id: 'course-1', title: 'Curso', quantity: 1, currency_id: 'ARS', unit_price: 1500 }],
  payer: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com' },
  back_urls: { success: 'http://localhost:1/ok', pending: 'http://localhost:1/ok', failure: 'http://localhost:1/ok' },
  auto_return: 'approved',
  external_reference: 'order-sim-1',
  expires: false,
};

async function call(simulator: MercadoPagoSimulator, path: string, token: string | null, init: { body?: unknown; key?: string } = {}) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      ...(init.key ? { 'x-idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers of any shape
}

/** Stops the server and lets the client notice its closed keep-alive sockets before the restart. */
async function stop(simulator: MercadoPagoSimulator): Promise<void> {
  await new Promise<void>((done) => {
    simulator.server.close(() => done());
    simulator.server.closeAllConnections();
  });
  await new Promise((done) => setTimeout(done, 100));
}

describe('Mercado Pago simulator', () => {
  it('validates tokens, separates sellers, honours idempotency keys and survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-simulator-'));
    let simulator = await startMercadoPagoSimulator({ port, dataDir });
    try {
      const [store, delfi] = simulator.accounts;
      expect((await call(simulator, '/checkout/preferences', null, { body: preference })).status).toBe(401);
      expect((await call(simulator, '/checkout/preferences', 'APP_USR-forged', { body: preference })).status).toBe(401);
      const invalid = await call(simulator, '/checkout/preferences', store!.accessToken, {
        body: { ...preference, items: [{ ...preference.items[0], unit_price: 0 }] },
      });
      expect(invalid.status).toBe(400);

      const created = await call(simulator, '/checkout/preferences', store!.accessToken, { body: preference, key: 'k-1' });
      const repeated = await call(simulator, '/checkout/preferences', store!.accessToken, { body: preference, key: 'k-1' });
      expect(created.status).toBe(201);
      expect(repeated.body['id']).toBe(created.body['id']);
      await payAtCheckout(created.body['init_point'], 'approved');

      const search = `/v1/payments/search?external_reference=order-sim-1`;
      const found = await call(simulator, search, store!.accessToken);
      expect(found.body['results']).toHaveLength(1);
      expect(found.body['results'][0]).toMatchObject({ status: 'approved', transaction_amount: 1500, currency_id: 'ARS' });
      expect((await call(simulator, search, delfi!.accessToken)).body['results']).toEqual([]);
      const paymentId = found.body['results'][0].id;
      expect((await call(simulator, `/v1/payments/${paymentId}`, delfi!.accessToken)).status).toBe(404);

      await stop(simulator);
      simulator = await startMercadoPagoSimulator({ port, dataDir });
      expect(simulator.accounts.map((a) => a.accessToken)).toEqual([store!.accessToken, delfi!.accessToken]);
      expect((await call(simulator, `/checkout/preferences/${created.body['id']}`, store!.accessToken)).status).toBe(200);
      expect((await call(simulator, `/v1/payments/${paymentId}`, store!.accessToken)).body['status']).toBe('approved');
    } finally {
      await stop(simulator);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
