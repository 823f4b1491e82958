// The tester's side of the simulator: GET /_simulator (the control panel) and its forms under
// /_simulator/actions/*, and the same as JSON under /_simulator/api/* for tests:
//   GET  api/accounts | api/payments[?external_reference=] | api/deliveries | api/settings
//   POST api/settings                       switches (simulator-context.ts)
//   POST api/payments/:id/status            a status change made at Mercado Pago
//   POST api/payments/:id/expire            a payment in cash's voucher expires unpaid (cancelled / expired)
//   POST api/payments/:id/reversal          a refund or chargeback made at Mercado Pago ({ notify: false } loses its notifications)
//   POST api/refunds/:id/status             a pending refund ends
//   POST api/webhooks/release | api/webhooks/idle
import { redirect, sendHtml, sendJson } from '../http';
import { applySettings, settingsView, type RouteHandler, type SimulatorContext } from './simulator-context';
import { readForm, readJson } from './simulator-errors';
import { renderControlPanel } from './simulator-pages';
import { renderSubscriptionsSection } from './subscription-pages';

export function createControlRoutes(context: SimulatorContext): RouteHandler {
  const { state, webhooks, switches, payments } = context;
  const backToPanel = (res: Parameters<RouteHandler>[1]) => redirect(res, '/_simulator', 303);

  return async (req, res, path, query) => {
    if (!path.startsWith('/_simulator')) return false;
    const method = req.method ?? 'GET';
    if (method === 'GET' && (path === '/_simulator' || path === '/_simulator/')) {
      sendHtml(
        res,
        200,
        renderControlPanel({
          accounts: state.accounts(),
          payments: state.payments(),
          switches: { down: switches.down, refuseRefunds: switches.refuseRefunds, ...switches.refund, ...webhooks.switches },
          held: webhooks.heldCount(),
          deliveries: webhooks.deliveries(),
          sections: renderSubscriptionsSection(state.preapprovals(), state.authorizedPayments()),
        }),
      );
      return true;
    }
    if (method === 'GET' && path === '/_simulator/api/accounts') return (sendJson(res, 200, state.accounts()), true);
    if (method === 'GET' && path === '/_simulator/api/payments') {
      const reference = query.get('external_reference');
      sendJson(
        res,
        200,
        state.payments().filter((p) => reference === null || p.external_reference === reference),
      );
      return true;
    }
    if (method === 'GET' && path === '/_simulator/api/deliveries') return (sendJson(res, 200, webhooks.deliveries()), true);
    if (method === 'GET' && path === '/_simulator/api/settings') return (sendJson(res, 200, settingsView(context)), true);
    if (method === 'POST' && path === '/_simulator/api/settings') {
      applySettings(context, await readJson(req));
      sendJson(res, 200, settingsView(context));
      return true;
    }
    const statusMatch = /^\/_simulator\/api\/payments\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && statusMatch) {
      const body = await readJson(req);
      sendJson(res, 200, payments.adminStatusChange(statusMatch[1] ?? '', String(body['status'] ?? '')));
      return true;
    }
    const expireMatch = /^\/_simulator\/api\/payments\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expireMatch) {
      sendJson(res, 200, payments.expireVoucher(expireMatch[1] ?? ''));
      return true;
    }
    const refundStatusMatch = /^\/_simulator\/api\/refunds\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && refundStatusMatch) {
      const body = await readJson(req);
      sendJson(res, 200, payments.endPendingRefund(refundStatusMatch[1] ?? '', String(body['status'] ?? '')));
      return true;
    }
    const reversalMatch = /^\/_simulator\/api\/payments\/([^/]+)\/reversal$/.exec(path);
    if (method === 'POST' && reversalMatch) {
      const body = await readJson(req);
      sendJson(res, 200, payments.reversalAtMercadoPago(reversalMatch[1] ?? '', body['action'], body['amount'], body['notify'] !== false));
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/reversal') {
      const form = await readForm(req);
      const amount = form.get('amount');
      payments.reversalAtMercadoPago(
        form.get('payment_id') ?? '',
        form.get('action'),
        amount ? Number(amount.replace(',', '.')) : undefined,
        !form.has('lose'),
      );
      backToPanel(res);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/api/webhooks/release') {
      const body = await readJson(req);
      sendJson(res, 200, { released: webhooks.release(body['order'] === 'reverse' ? 'reverse' : 'received') });
      return true;
    }
    if (method === 'POST' && path === '/_simulator/api/webhooks/idle') {
      await webhooks.idle();
      sendJson(res, 200, { idle: true });
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/settings') {
      const form = await readForm(req);
      applySettings(context, {
        down: form.has('down'),
        hold: form.has('hold'),
        lose: form.has('lose'),
        duplicates: form.get('duplicates') ?? undefined,
        delayMs: form.get('delayMs') ?? undefined,
        refuseRefunds: form.has('refuseRefunds'),
        strictIdempotency: form.has('strictIdempotency'),
        retryTimestamp: form.get('retryTimestamp') ?? undefined,
        refundOutcome: form.get('refundOutcome') ?? undefined,
        refundWindowDays: form.get('refundWindowDays') ?? undefined,
      });
      backToPanel(res);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/release') {
      const form = await readForm(req);
      webhooks.release(form.get('order') === 'reverse' ? 'reverse' : 'received');
      backToPanel(res);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/refund-status') {
      const form = await readForm(req);
      payments.endPendingRefund(form.get('refund_id') ?? '', form.get('status') ?? '');
      backToPanel(res);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/payment-expire') {
      const form = await readForm(req);
      payments.expireVoucher(form.get('payment_id') ?? '');
      backToPanel(res);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/payment-status') {
      const form = await readForm(req);
      payments.adminStatusChange(form.get('payment_id') ?? '', form.get('status') ?? '');
      backToPanel(res);
      return true;
    }
    return false;
  };
}
