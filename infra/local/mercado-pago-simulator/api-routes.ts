// The HTTP API a seller's server calls (Authorization: Bearer <seller access token>; each seller sees
// only its own data):
//   GET  /users/me
//   POST /checkout/preferences             create a Checkout Pro preference (X-Idempotency-Key)
//   GET  /checkout/preferences/:id
//   PUT  /checkout/preferences/:id          update it (the store expires a paid checkout)
//   GET  /v1/payments/:id
//   GET  /v1/payments/search                external_reference, range=date_last_updated&begin_date&end_date, sort, criteria, offset, limit (payment-search.ts)
//   POST /v1/payments/:id/refunds           full or partial refund (X-Idempotency-Key required; refund-rules.ts)
//   GET  /merchant_orders/:id, /v1/chargebacks/:id   what IPN names (notification-resources.ts)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import { notificationResource } from './notification-resources';
import { searchPayments, SearchError } from './payment-search';
import { createPreference, updatePreference } from './preference-rules';
import { refundRequestRefusal } from './refund-rules';
import type { RouteHandler, SimulatorContext } from './simulator-context';
import { errorBody, HttpError, readJson, refusedWith } from './simulator-errors';
import type { SimulatedAccount } from './simulator-state';

const isApiPath = (path: string) =>
  path === '/checkout/preferences' ||
  path.startsWith('/checkout/preferences/') ||
  path.startsWith('/v1/') ||
  path.startsWith('/merchant_orders/') ||
  path === '/users/me';

export function authenticate(context: SimulatorContext, req: IncomingMessage): SimulatedAccount {
  const header = req.headers.authorization ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  const account = token ? context.state.accountByToken(token) : null;
  if (!account) throw new HttpError(401, 'invalid access token', 'unauthorized');
  return account;
}

/** Answers a repeated X-Idempotency-Key with the first answer, for the same seller. */
export async function idempotent(
  context: SimulatorContext,
  account: SimulatedAccount,
  req: IncomingMessage,
  res: ServerResponse,
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const { state, switches } = context;
  const key = req.headers['x-idempotency-key'];
  const memoryKey = typeof key === 'string' && key ? `${account.seller}:${key}` : null;
  const remembered = memoryKey ? state.remembered(memoryKey) : null;
  if (remembered) return sendJson(res, remembered.status, remembered.body);
  let answer: { status: number; body: unknown };
  try {
    answer = await work();
  } catch (error) {
    // Strict: a refusal is the key's answer too, so a retry with the same key is refused again.
    if (!(error instanceof HttpError) || !switches.refund.strictIdempotency || !memoryKey || error.status >= 500) throw error;
    answer = { status: error.status, body: errorBody(error) };
  }
  if (memoryKey && (answer.status < 300 || switches.refund.strictIdempotency)) state.remember(memoryKey, answer);
  sendJson(res, answer.status, answer.body);
}

export function createApiRoutes(context: SimulatorContext): RouteHandler {
  const { state, switches, payments } = context;
  return async (req, res, path, query) => {
    const method = req.method ?? 'GET';
    if (!isApiPath(path)) return false;
    if (switches.down) throw new HttpError(503, 'service unavailable (simulated)', 'service_unavailable');
    const account = authenticate(context, req);
    const resource = notificationResource(state, account, method, path);
    if (resource) return (sendJson(res, resource.status, resource.body), true);

    if (method === 'GET' && path === '/users/me') {
      // The seller's own account, as Mercado Pago answers it for a valid access token.
      sendJson(res, 200, { id: account.collectorId, nickname: `VENDEDOR_${account.seller}`, site_id: 'MLA', country_id: 'AR' });
      return true;
    }
    if (method === 'POST' && path === '/checkout/preferences') {
      const body = await readJson(req);
      await idempotent(context, account, req, res, async () => ({
        status: 201,
        body: createPreference(context.url, state, account, body),
      }));
      return true;
    }
    const preferenceMatch = /^\/checkout\/preferences\/([^/]+)$/.exec(path);
    if ((method === 'GET' || method === 'PUT') && preferenceMatch) {
      const preference = state.preference(decodeURIComponent(preferenceMatch[1] ?? ''));
      if (!preference || preference.seller !== account.seller) throw new HttpError(404, 'preference_id not found', 'invalid_id');
      sendJson(res, 200, method === 'PUT' ? updatePreference(state, preference, await readJson(req)) : preference);
      return true;
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const own = state.payments().filter((p) => p.seller === account.seller);
      try {
        const page = searchPayments(own, query, { now: Date.now(), searchDelayMs: switches.searchDelayMs });
        sendJson(res, 200, { paging: page.paging, results: page.results.map(payments.paymentView) });
      } catch (error) {
        if (error instanceof SearchError) throw new HttpError(400, error.message, error.error);
        throw error;
      }
      return true;
    }
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refundMatch) {
      const key = req.headers['x-idempotency-key'];
      if (typeof key !== 'string' || !key) throw new HttpError(400, 'X-Idempotency-Key header is required', 'empty_required_header');
      const body = await readJson(req);
      await idempotent(context, account, req, res, async () => {
        // Read inside: a repeated key answers the first refund, whatever the payment is now.
        const payment = payments.ownPayment(account, refundMatch[1] ?? '');
        const checked = refundRequestRefusal(payment, body, new Date(), switches.refund);
        if ('refusal' in checked) throw refusedWith(checked.refusal);
        if (switches.refuseRefunds) throw new HttpError(400, 'The collector does not have enough available balance', 'insufficient_money');
        return { status: 201, body: payments.makeRefund(payment, checked.amount) };
      });
      return true;
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMatch) {
      sendJson(res, 200, payments.paymentView(payments.ownPayment(account, paymentMatch[1] ?? '')));
      return true;
    }
    throw new HttpError(404, `no route ${method} ${path}`, 'not_found');
  };
}
