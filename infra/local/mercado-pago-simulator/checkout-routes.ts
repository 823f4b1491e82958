// The pages a buyer sees at Mercado Pago:
//   GET  /checkout/v1/redirect?pref_id=…    the init_point: the buyer picks how the payment ends
//   POST /checkout/v1/pay                   makes the payment, sends the webhook, returns to back_urls
//   GET  /checkout/v1/result?payment_id=…   the result page when nothing returns the buyer at once
//   GET  /payments/:id/ticket?hash=…        a payment in cash's voucher (its external_resource_url)
import { redirect, sendHtml } from '../http';
import { PAYABLE_OUTCOMES } from './payment-book';
import { isExpired } from './preference-rules';
import type { RouteHandler, SimulatorContext } from './simulator-context';
import { HttpError, readForm } from './simulator-errors';
import { renderCheckoutPage, renderResultPage, renderVoucherPage } from './simulator-pages';

export function createCheckoutRoutes(context: SimulatorContext): RouteHandler {
  const { state, payments, sellerName } = context;
  return async (req, res, path, query) => {
    if (req.method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = state.preference(query.get('pref_id') ?? query.get('pref-id') ?? '');
      if (!preference) {
        sendHtml(res, 404, '<!doctype html><html lang="es-AR"><meta charset="utf-8"><h1>No encontramos este link de pago</h1></html>');
        return true;
      }
      sendHtml(res, 200, renderCheckoutPage(preference, sellerName(preference.seller), isExpired(preference)));
      return true;
    }
    if (req.method === 'POST' && path === '/checkout/v1/pay') {
      const form = await readForm(req);
      const preference = state.preference(form.get('pref_id') ?? '');
      if (!preference) throw new HttpError(404, 'preference not found', 'not_found');
      if (isExpired(preference)) {
        // Checkout Pro refuses a payment on an expired preference: the same page as opening it.
        sendHtml(res, 410, renderCheckoutPage(preference, sellerName(preference.seller), true));
        return true;
      }
      const maxInstallments = preference.payment_methods?.installments ?? 1;
      const installments = Number(form.get('installments') ?? 1);
      if (!Number.isInteger(installments) || installments < 1 || installments > maxInstallments) {
        throw new HttpError(400, `installments must be between 1 and ${maxInstallments}`, 'invalid_installments');
      }
      const outcome = form.get('outcome') ?? '';
      if (!PAYABLE_OUTCOMES.has(outcome)) throw new HttpError(400, 'outcome must be approved, pending, in_process, rejected or cancelled');
      // Testing aid: a payment for another amount than the preference's (a tampered checkout).
      const override = form.get('transaction_amount');
      const payment = payments.pay(preference, outcome, override ? Number(override) : null, installments);
      const back = payments.backUrlFor(preference, payment);
      const autoReturn = preference.auto_return === 'all' || (preference.auto_return === 'approved' && payment.status === 'approved');
      if (autoReturn && back) redirect(res, back);
      else redirect(res, `/checkout/v1/result?payment_id=${payment.id}`, 303);
      return true;
    }
    const voucherMatch = /^\/payments\/(\d+)\/ticket$/.exec(path);
    if (req.method === 'GET' && voucherMatch) {
      const payment = payments.voucherPayment(voucherMatch[1] ?? '', query.get('hash'));
      if (!payment) {
        sendHtml(res, 404, '<!doctype html><html lang="es-AR"><meta charset="utf-8"><h1>No encontramos este cupón de pago</h1></html>');
        return true;
      }
      sendHtml(res, 200, renderVoucherPage(payment, sellerName(payment.seller)));
      return true;
    }
    if (req.method === 'GET' && path === '/checkout/v1/result') {
      const payment = state.payment(query.get('payment_id') ?? '');
      const preference = payment ? state.preference(payment.preference_id) : null;
      if (!payment || !preference) throw new HttpError(404, 'payment not found', 'not_found');
      sendHtml(res, 200, renderResultPage(payment, payments.backUrlFor(preference, payment)));
      return true;
    }
    return false;
  };
}
