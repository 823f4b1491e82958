// The Mercado Pago client alone (fetch replaced): bearer token and idempotency key on the wire,
// bounded retries only for network errors and 5xx, no retry for a refused request.
import { describe, expect, it } from 'vitest';
import { createMercadoPagoClient, MercadoPagoError } from '../../functions/payments/mercado-pago-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: (() => Response)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
const payment = { id: 42, status: 'approved', external_reference: 'order-1', transaction_amount: 100, currency_id: 'ARS' };

const client = (fetchImpl: typeof fetch, maxAttempts = 3) =>
  createMercadoPagoClient({
    baseUrl: 'http://mp.test/',
    accessToken: 'TOKEN',
    timeoutMs: 1000,
    maxAttempts,
    fetch: fetchImpl,
    sleep: async () => undefined,
  });

describe('Mercado Pago client', () => {
  it('sends the bearer token and the idempotency key to the configured base URL', async () => {
    const { calls, fetchImpl } = fakeFetch([json(201, { id: 'pref-1', init_point: 'http://mp.test/pay?pref_id=pref-1' })]);
    const created = await client(fetchImpl).createPreference(
      {
        items: [{ id: 'course-1', title: 'Curso', quantity: 1, currency_id: 'ARS', unit_price: 100 }],
        payer: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com' },
        back_urls: { success: 'http://s/', pending: 'http://s/', failure: 'http://s/' },
        auto_return: 'approved',
        notification_url: 'http://w/',
        external_reference: 'order-1',
        expires: true,
      },
      'preference-order-1',
    );
    expect(created.id).toBe('pref-1');
    expect(calls[0]?.url).toBe('http://mp.test/checkout/preferences');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['authorization']).toBe('Bearer TOKEN');
    expect(headers['x-idempotency-key']).toBe('preference-order-1');
  });

  it('retries a 5xx and a network error, then succeeds', async () => {
    const { calls, fetchImpl } = fakeFetch([
      json(503, { message: 'down' }),
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, payment),
    ]);
    expect((await client(fetchImpl).getPayment('42'))?.id).toBe('42');
    expect(calls).toHaveLength(3);
  });

  it('gives up after the bounded number of attempts as unavailable', async () => {
    const { calls, fetchImpl } = fakeFetch([json(500, {}), json(502, {}), json(503, {})]);
    await expect(client(fetchImpl).getPayment('42')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a refused request', async () => {
    const { calls, fetchImpl } = fakeFetch([json(400, { message: 'bad' })]);
    const error = await client(fetchImpl)
      .refundPayment('42', 'refund-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MercadoPagoError);
    expect((error as MercadoPagoError).kind).toBe('rejected');
    expect(calls).toHaveLength(1);
  });

  it('answers null for a payment this seller does not have', async () => {
    const { fetchImpl } = fakeFetch([json(404, { message: 'Payment not found' })]);
    expect(await client(fetchImpl).getPayment('42')).toBeNull();
  });

  it('keeps only results for the asked external reference', async () => {
    const { calls, fetchImpl } = fakeFetch([
      json(200, { paging: { total: 2, limit: 50, offset: 0 }, results: [payment, { ...payment, id: 43, external_reference: 'other' }] }),
    ]);
    const found = await client(fetchImpl).searchPaymentsByExternalReference('order-1');
    expect(found.map((p) => p.id)).toEqual(['42']);
    expect(calls[0]?.url).toContain('/v1/payments/search?external_reference=order-1');
  });

  describe('one time budget per call (retries and backoff included)', () => {
    /** A provider that takes `takesMs` of the injected clock to answer each attempt, or never within the attempt's timeout. */
    function slowProvider(takesMs: number) {
      let now = 0;
      const timeouts: number[] = [];
      const fetchImpl = (async (_url: string, init: RequestInit) => {
        // The attempt's timeout, as AbortSignal.timeout set it: read back from the fake clock below.
        const allowed = (init.signal as AbortSignal & { allowedMs?: number }).allowedMs ?? Infinity;
        timeouts.push(allowed);
        if (takesMs > allowed) {
          now += allowed;
          throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        }
        now += takesMs;
        return json(200, payment)();
      }) as unknown as typeof fetch;
      return { fetchImpl, timeouts, clock: () => now, sleep: async (ms: number) => void (now += ms) };
    }

    const budgeted = (provider: ReturnType<typeof slowProvider>, budgetMs: number) =>
      createMercadoPagoClient({
        baseUrl: 'http://mp.test/',
        accessToken: 'TOKEN',
        timeoutMs: 3000,
        maxAttempts: 3,
        budgetMs,
        fetch: provider.fetchImpl,
        sleep: provider.sleep,
        now: provider.clock,
      });

    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    const withRecordedTimeouts = async (work: () => Promise<unknown>) => {
      AbortSignal.timeout = (ms: number) => Object.assign(realTimeout(60_000), { allowedMs: ms });
      try {
        return await work();
      } finally {
        AbortSignal.timeout = realTimeout;
      }
    };

    it('gives the last attempt only what is left of the budget, and starts none past it', async () => {
      const provider = slowProvider(10_000);
      const error = await withRecordedTimeouts(() => budgeted(provider, 8000).getPayment('42')).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'unavailable' });
      expect(provider.timeouts[0]).toBe(3000);
      expect(provider.timeouts[1]).toBe(3000);
      expect(provider.timeouts.length).toBeLessThanOrEqual(3);
      // Every attempt and pause fit in the budget: the call ends by 8 s, as the function must.
      expect(provider.clock()).toBeLessThanOrEqual(8000);
    });
  });
});
