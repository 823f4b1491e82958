// Suscripciones' HTTP side (decision 074).
// The seller's API (Authorization: Bearer <access token>; each seller sees only its own):
//   POST /preapproval_plan  GET|PUT /preapproval_plan/:id
//   POST /preapproval       GET /preapproval/search   GET|PUT /preapproval/:id
//   GET  /authorized_payments/search?preapproval_id=…  GET /authorized_payments/:id
// The buyer's page: GET /subscriptions/checkout?preapproval_id=… | ?preapproval_plan_id=…, and
//   POST /subscriptions/checkout/authorize, which returns her to back_url?preapproval_id=…
// The tester's controls (JSON, and the panel's forms under /_simulator/actions/):
//   GET  /_simulator/api/preapprovals, /_simulator/api/authorized-payments[?preapproval_id=]
//   POST /_simulator/api/preapprovals/:id/charge {outcome: approved|rejected}   the next charge, now
//   POST /_simulator/api/preapprovals/:id/status {status: paused|authorized|cancelled}   done in Mercado Pago's app
//   POST /_simulator/api/accounts/:seller/notification-url {url}   the application's webhook URL ("Your integrations")
import { redirect, sendHtml, sendJson } from '../http';
import { authenticate, idempotent } from './api-routes';
import type { RouteHandler, SimulatorContext } from './simulator-context';
import { HttpError, readForm, readJson } from './simulator-errors';
import type { SellerName } from './simulator-state';
import type { ChargeOutcome } from './subscription-book';
import { renderSubscriptionCheckout } from './subscription-pages';
import { searchPage } from './subscription-search';

const isSubscriptionApiPath = (path: string) =>
  path === '/preapproval_plan' ||
  path.startsWith('/preapproval_plan/') ||
  path === '/preapproval' ||
  path.startsWith('/preapproval/') ||
  path.startsWith('/authorized_payments');

function chargeOutcome(value: unknown): ChargeOutcome {
  if (value !== 'approved' && value !== 'rejected') throw new HttpError(400, 'outcome must be approved or rejected');
  return value;
}

export function createSubscriptionRoutes(context: SimulatorContext): RouteHandler {
  const { state, switches, subscriptions } = context;
  return async (req, res, path, query) => {
    if (!isSubscriptionApiPath(path)) return false;
    const method = req.method ?? 'GET';
    if (switches.down) throw new HttpError(503, 'service unavailable (simulated)', 'service_unavailable');
    const account = authenticate(context, req);

    if (method === 'POST' && path === '/preapproval_plan') {
      const body = await readJson(req);
      await idempotent(context, account, req, res, async () => ({ status: 201, body: subscriptions.createPlan(account, body) }));
      return true;
    }
    const planMatch = /^\/preapproval_plan\/([^/]+)$/.exec(path);
    if (planMatch && (method === 'GET' || method === 'PUT')) {
      const plan = subscriptions.ownPlan(account, planMatch[1] ?? '');
      sendJson(res, 200, method === 'PUT' ? subscriptions.updatePlan(plan, await readJson(req)) : plan);
      return true;
    }
    if (method === 'POST' && path === '/preapproval') {
      const body = await readJson(req);
      await idempotent(context, account, req, res, async () => ({
        status: 201,
        body: subscriptions.preapprovalView(subscriptions.createPreapproval(account, body)),
      }));
      return true;
    }
    if (method === 'GET' && path === '/preapproval/search') {
      const own = state.preapprovals().filter((preapproval) => preapproval.seller === account.seller);
      const page = searchPage(
        own,
        query,
        ['id', 'status', 'preapproval_plan_id', 'payer_email', 'external_reference'],
        ['date_created', 'last_modified'],
      );
      sendJson(res, 200, { paging: page.paging, results: page.results.map(subscriptions.preapprovalView) });
      return true;
    }
    const preapprovalMatch = /^\/preapproval\/([^/]+)$/.exec(path);
    if (preapprovalMatch && (method === 'GET' || method === 'PUT')) {
      const preapproval = subscriptions.ownPreapproval(account, preapprovalMatch[1] ?? '');
      const answer = method === 'PUT' ? subscriptions.updatePreapproval(preapproval, await readJson(req)) : preapproval;
      sendJson(res, 200, subscriptions.preapprovalView(answer));
      return true;
    }
    if (method === 'GET' && path === '/authorized_payments/search') {
      const own = state.authorizedPayments().filter((charge) => charge.seller === account.seller);
      const page = searchPage(
        own,
        query,
        ['id', 'preapproval_id', 'status', 'external_reference'],
        ['date_created', 'last_modified', 'debit_date'],
      );
      sendJson(res, 200, { paging: page.paging, results: page.results.map(subscriptions.authorizedPaymentView) });
      return true;
    }
    const chargeMatch = /^\/authorized_payments\/(\d{1,20})$/.exec(path);
    if (method === 'GET' && chargeMatch) {
      const charge = state.authorizedPayment(chargeMatch[1] ?? '');
      if (!charge || charge.seller !== account.seller) throw new HttpError(404, 'authorized_payment not found', 'not_found');
      sendJson(res, 200, subscriptions.authorizedPaymentView(charge));
      return true;
    }
    throw new HttpError(404, `no route ${method} ${path}`, 'not_found');
  };
}

export function createSubscriptionCheckoutRoutes(context: SimulatorContext): RouteHandler {
  const { state, subscriptions, sellerName } = context;
  return async (req, res, path, query) => {
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/subscriptions/checkout') {
      const preapproval = state.preapproval(query.get('preapproval_id') ?? '');
      const plan = state.plan(query.get('preapproval_plan_id') ?? '');
      if (preapproval && preapproval.status === 'pending') {
        sendHtml(res, 200, renderSubscriptionCheckout({ preapproval }, sellerName(preapproval.seller)));
      } else if (plan) {
        sendHtml(res, 200, renderSubscriptionCheckout({ plan }, sellerName(plan.seller)));
      } else {
        sendHtml(
          res,
          404,
          '<!doctype html><html lang="es-AR"><meta charset="utf-8"><h1>No encontramos esta suscripción pendiente</h1></html>',
        );
      }
      return true;
    }
    if (method === 'POST' && path === '/subscriptions/checkout/authorize') {
      const form = await readForm(req);
      const preapproval = subscriptions.authorizeAtCheckout(
        {
          ...(form.get('preapproval_id') ? { preapprovalId: form.get('preapproval_id') ?? '' } : {}),
          ...(form.get('preapproval_plan_id') ? { planId: form.get('preapproval_plan_id') ?? '' } : {}),
          ...(form.get('payer_email') ? { payerEmail: form.get('payer_email') ?? '' } : {}),
        },
        chargeOutcome(form.get('outcome')),
      );
      const back = new URL(preapproval.back_url);
      back.searchParams.set('preapproval_id', preapproval.id);
      redirect(res, back.toString(), 303);
      return true;
    }
    if (!path.startsWith('/_simulator/')) return false;
    if (method === 'GET' && path === '/_simulator/api/preapprovals') return (sendJson(res, 200, state.preapprovals()), true);
    if (method === 'GET' && path === '/_simulator/api/authorized-payments') {
      const preapprovalId = query.get('preapproval_id');
      sendJson(
        res,
        200,
        state.authorizedPayments().filter((charge) => preapprovalId === null || charge.preapproval_id === preapprovalId),
      );
      return true;
    }
    const chargeMatch = /^\/_simulator\/api\/preapprovals\/([^/]+)\/charge$/.exec(path);
    if (method === 'POST' && chargeMatch) {
      const body = await readJson(req);
      sendJson(res, 200, subscriptions.runCharge(chargeMatch[1] ?? '', chargeOutcome(body['outcome'])));
      return true;
    }
    const statusMatch = /^\/_simulator\/api\/preapprovals\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && statusMatch) {
      const body = await readJson(req);
      sendJson(res, 200, subscriptions.statusAtMercadoPago(statusMatch[1] ?? '', body['status']));
      return true;
    }
    const urlMatch = /^\/_simulator\/api\/accounts\/(STORE|DELFI)\/notification-url$/.exec(path);
    if (method === 'POST' && urlMatch) {
      const body = await readJson(req);
      const url = body['url'];
      if (url !== null && (typeof url !== 'string' || !/^https?:\/\//.test(url))) throw new HttpError(400, 'url invalid');
      state.setNotificationUrl(urlMatch[1] as SellerName, url);
      sendJson(res, 200, { seller: urlMatch[1], url });
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/preapproval-charge') {
      const form = await readForm(req);
      subscriptions.runCharge(form.get('preapproval_id') ?? '', chargeOutcome(form.get('outcome')));
      redirect(res, '/_simulator', 303);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/preapproval-status') {
      const form = await readForm(req);
      subscriptions.statusAtMercadoPago(form.get('preapproval_id') ?? '', form.get('status'));
      redirect(res, '/_simulator', 303);
      return true;
    }
    return false;
  };
}
