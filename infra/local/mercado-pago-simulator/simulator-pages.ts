// The simulator's two pages, in Spanish: the checkout a buyer reaches at the init_point (where a
// tester chooses how the payment ends) and the control panel (credentials, switches, payments
// with approve / refund / chargeback actions).
import { formatMoney } from '../../../functions/domain/money';
import { formatStoreDateTime } from '../../../functions/domain/store-clock';
import { escapeHtml } from '../http';
import type { RefundSwitches } from './refund-rules';
import type { DeliveryRecord, WebhookSwitches } from './webhook-sender';
import type { SimulatedAccount, SimulatedPayment, SimulatedPreference } from './simulator-state';

const escape = escapeHtml;
const money = (amount: number, currency: string) => formatMoney(amount, currency || 'ARS');

/** The simulator's page frame, shared with the subscription pages. */
export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;color:#1f2933}
header{background:#009ee3;color:#fff;padding:.8rem 1.2rem;font-weight:600}
main{max-width:44rem;margin:1.5rem auto;background:#fff;border-radius:.6rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
.note{background:#fff7d6;border:1px solid #f0d770;padding:.6rem .8rem;border-radius:.4rem;font-size:.9rem}
.total{font-size:1.6rem;font-weight:700;margin:.5rem 0 1rem}
.choices{display:grid;gap:.6rem}
button{font:inherit;padding:.7rem 1rem;border-radius:.4rem;border:1px solid #b8c4d0;background:#fff;cursor:pointer;text-align:left}
button.primary{background:#009ee3;color:#fff;border-color:#009ee3}
table{width:100%;border-collapse:collapse;font-size:.85rem}td,th{border-bottom:1px solid #e3e8ee;padding:.35rem;text-align:left;vertical-align:top}
code{font-size:.8rem;word-break:break-all}form.inline{display:inline}
</style></head><body><header>Mercado Pago (simulador local)</header><main>${body}</main></body></html>`;
}

/** The instalments Checkout Pro offers for a card, up to the preference's maximum (no interest here). */
function installmentsChoice(total: number, max: number, currency: string): string {
  const options = Array.from({ length: max }, (_, index) => index + 1)
    .map(
      (count) =>
        `<option value="${count}">${count === 1 ? '1 pago' : `${count} cuotas`} de ${escape(money(Math.round((total / count) * 100) / 100, currency))}</option>`,
    )
    .join('');
  return `<label>Cuotas con tarjeta <select name="installments" data-testid="installments">${options}</select></label>`;
}

export function renderCheckoutPage(preference: SimulatedPreference, sellerName: string, expired: boolean): string {
  const item = preference.items[0];
  const total = preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
  if (expired) {
    return layout('Link de pago vencido', `<h1>Este link de pago venció</h1><p>Volvé a la tienda para iniciar la compra otra vez.</p>`);
  }
  return layout(
    'Pagar',
    `<p class="note">Simulador local: elegí cómo termina el pago. No se cobra nada real.</p>
<h1>${escape(item?.title ?? 'Compra')}</h1>
<p>Vendedor: <strong>${escape(sellerName)}</strong> · Referencia: <code>${escape(preference.external_reference)}</code></p>
<p class="total" data-testid="total">${escape(money(total, item?.currency_id ?? 'ARS'))}</p>
<form method="post" action="/checkout/v1/pay" class="choices">
<input type="hidden" name="pref_id" value="${escape(preference.id)}">
${installmentsChoice(total, preference.payment_methods?.installments ?? 1, item?.currency_id ?? 'ARS')}
<button class="primary" name="outcome" value="approved" data-outcome="approved">Pagar con tarjeta (aprobado)</button>
<button name="outcome" value="pending" data-outcome="pending">Pagar en efectivo (pendiente)</button>
<button name="outcome" value="in_process" data-outcome="in_process">Pagar con tarjeta (en revisión)</button>
<button name="outcome" value="rejected" data-outcome="rejected">Pagar con tarjeta (rechazado)</button>
<button name="outcome" value="cancelled" data-outcome="cancelled">Cancelar el pago</button>
</form>`,
  );
}

const OUTCOME_TEXT: Record<string, string> = {
  approved: '¡Listo! Tu pago fue aprobado.',
  pending: 'Tu pago quedó pendiente. Vas a poder pagarlo en efectivo.',
  in_process: 'Estamos revisando tu pago.',
  rejected: 'Tu pago fue rechazado.',
  cancelled: 'Cancelaste el pago.',
};

export function renderResultPage(payment: SimulatedPayment, backUrl: string | null): string {
  const retry =
    payment.status === 'rejected'
      ? `<p><a href="/checkout/v1/redirect?pref_id=${encodeURIComponent(payment.preference_id)}" data-testid="retry">Intentar de nuevo con otro medio de pago</a></p>`
      : '';
  const back = backUrl ? `<p><a href="${escape(backUrl)}" data-testid="back-to-store">Volver al sitio</a></p>` : '';
  return layout(
    'Resultado del pago',
    `<h1>${escape(OUTCOME_TEXT[payment.status] ?? payment.status)}</h1>
<p>Pago número <code>${payment.id}</code> · ${escape(money(payment.transaction_amount, payment.currency_id))}</p>${retry}${back}`,
  );
}

/** A payment in cash's voucher (its external_resource_url): what the buyer shows at the counter. */
export function renderVoucherPage(payment: SimulatedPayment, sellerName: string): string {
  const expiry = payment.date_of_expiration ? formatStoreDateTime(payment.date_of_expiration) : null;
  const standing =
    payment.status === 'approved'
      ? '<p class="note" data-testid="voucher-standing">Este cupón ya fue pagado.</p>'
      : payment.status === 'cancelled'
        ? `<p class="note" data-testid="voucher-standing">Este cupón venció${expiry ? ` el ${escape(expiry)}` : ''}: ya no se puede pagar.</p>`
        : `<p data-testid="voucher-standing">Pagalo en efectivo en Rapipago o Pago Fácil${expiry ? ` antes del ${escape(expiry)}` : ''}.</p>`;
  return layout(
    'Cupón de pago',
    `<p class="note">Simulador local: un cupón de pago en efectivo. No se cobra nada real.</p>
<h1>Cupón de pago · ${escape(payment.payment_method_id === 'rapipago' ? 'Rapipago' : payment.payment_method_id)}</h1>
<p>${escape(payment.description)} · Vendedor: <strong>${escape(sellerName)}</strong></p>
<p class="total" data-testid="voucher-amount">${escape(money(payment.transaction_amount, payment.currency_id))}</p>
${standing}
<p>Código de pago: <code data-testid="voucher-code">${escape(String(payment.id).padStart(14, '0'))}</code></p>`,
  );
}

function paymentActions(payment: SimulatedPayment): string {
  const action = (label: string, status: string) =>
    `<form class="inline" method="post" action="/_simulator/actions/payment-status"><input type="hidden" name="payment_id" value="${payment.id}"><input type="hidden" name="status" value="${status}"><button>${label}</button></form>`;
  if (payment.status === 'pending' || payment.status === 'in_process') {
    const expire =
      payment.payment_type_id === 'ticket' && payment.status === 'pending'
        ? `<form class="inline" method="post" action="/_simulator/actions/payment-expire"><input type="hidden" name="payment_id" value="${payment.id}"><button>Vencer el cupón</button></form>`
        : '';
    return action('Aprobar', 'approved') + action('Rechazar', 'rejected') + action('Cancelar', 'cancelled') + expire;
  }
  const pendingRefunds = payment.refunds
    .filter((refund) => refund.status === 'pending')
    .map(
      (refund) =>
        `<form class="inline" method="post" action="/_simulator/actions/refund-status"><input type="hidden" name="refund_id" value="${refund.id}">Reembolso ${refund.id} pendiente: <button name="status" value="approved">Aprobar</button> <button name="status" value="rejected">Rechazar</button></form>`,
    )
    .join('');
  // Made at Mercado Pago (the seller's panel, the card issuer), optionally with every notification lost.
  const reversal = (label: string, name: string, withAmount = false) =>
    `<form class="inline" method="post" action="/_simulator/actions/reversal"><input type="hidden" name="payment_id" value="${payment.id}"><input type="hidden" name="action" value="${name}">${
      withAmount ? `<label>Monto <input name="amount" inputmode="decimal" size="7" required></label>` : ''
    }<label><input type="checkbox" name="lose"> sin notificar</label><button>${label}</button></form>`;
  if (payment.status === 'approved') {
    return (
      action('Reembolsar', 'refunded') +
      action('Contracargo', 'charged_back') +
      reversal('Reembolso en el panel', 'refund') +
      reversal('Reembolso parcial', 'partial_refund', true) +
      reversal('Contracargo (en proceso)', 'chargeback') +
      pendingRefunds
    );
  }
  if (payment.status === 'charged_back' && payment.status_detail === 'in_process') {
    return (
      reversal('Contracargo perdido (settled)', 'chargeback_settled') + reversal('Contracargo ganado (reimbursed)', 'chargeback_reimbursed')
    );
  }
  return pendingRefunds;
}

const REFUND_OUTCOME_TEXT = { approved: 'aprobado al instante', pending: 'pendiente (se resuelve desde acá)', rejected: 'rechazado' };

export function renderControlPanel(input: {
  accounts: readonly SimulatedAccount[];
  payments: readonly SimulatedPayment[];
  switches: WebhookSwitches & RefundSwitches & { down: boolean; refuseRefunds: boolean };
  held: number;
  deliveries: readonly DeliveryRecord[];
  /** Sections of other modules (Suscripciones), placed before the notifications. */
  sections?: string;
}): string {
  const accounts = input.accounts
    .map(
      (a) =>
        `<tr><td>${a.seller}</td><td>${a.collectorId}</td><td><code>${escape(a.accessToken)}</code></td><td><code>${escape(a.webhookSecret)}</code></td></tr>`,
    )
    .join('');
  const payments = [...input.payments]
    .reverse()
    .map(
      (p) =>
        `<tr><td>${p.id}</td><td>${p.seller}</td><td><code>${escape(p.external_reference)}</code></td><td>${escape(money(p.transaction_amount, p.currency_id))}</td><td>${escape(p.status)} <small>${escape(p.status_detail)}</small></td><td>${paymentActions(p)}</td></tr>`,
    )
    .join('');
  const deliveries = input.deliveries
    .slice(-15)
    .reverse()
    .map(
      (d) =>
        `<tr><td>${escape(d.at)}</td><td>${d.paymentId ?? '—'}</td><td>${d.form === 'ipn' ? 'IPN' : 'Webhook'} ${escape(d.topic)} ${escape(d.resourceId)}</td><td>${escape(d.action)}</td><td>${d.status ?? 'sin respuesta'}</td><td>${d.attempts} (ts ${escape(d.timestamps.join(', '))})</td></tr>`,
    )
    .join('');
  const s = input.switches;
  return layout(
    'Simulador de Mercado Pago',
    `<h1>Simulador de Mercado Pago</h1>
<h2>Credenciales</h2><table><tr><th>Vendedor</th><th>collector_id</th><th>Access token</th><th>Clave secreta de webhooks</th></tr>${accounts}</table>
<h2>Interruptores</h2>
<form method="post" action="/_simulator/actions/settings">
<p><label><input type="checkbox" name="down" ${s.down ? 'checked' : ''}> API caída (responde 503)</label></p>
<p><label>Copias extra de cada webhook <input type="number" name="duplicates" min="0" max="100" value="${s.duplicates}"></label></p>
<p><label>Demora antes de enviar (ms) <input type="number" name="delayMs" min="0" max="600000" value="${s.delayMs}"></label></p>
<p><label><input type="checkbox" name="hold" ${s.hold ? 'checked' : ''}> Retener webhooks (${input.held} retenidos)</label></p>
<p><label><input type="checkbox" name="lose" ${s.lose ? 'checked' : ''}> Perder webhooks (nunca se envían)</label></p>
<p><label>Reintentos de un webhook <select name="retryTimestamp"><option value="keep" ${s.retryTimestamp === 'keep' ? 'selected' : ''}>conservan el ts del primer envío</option><option value="re-sign" ${s.retryTimestamp === 're-sign' ? 'selected' : ''}>se firman con un ts nuevo</option></select></label></p>
<p><label><input type="checkbox" name="refuseRefunds" ${s.refuseRefunds ? 'checked' : ''}> Rechazar reembolsos (saldo insuficiente)</label></p>
<p><label>Un reembolso aceptado queda <select name="refundOutcome">${(['approved', 'pending', 'rejected'] as const)
      .map((value) => `<option value="${value}" ${s.refundOutcome === value ? 'selected' : ''}>${REFUND_OUTCOME_TEXT[value]}</option>`)
      .join('')}</select></label></p>
<p><label><input type="checkbox" name="strictIdempotency" ${s.strictIdempotency ? 'checked' : ''}> Idempotencia estricta (una clave que falló responde la misma falla)</label></p>
<p><label>Plazo para reembolsar (días desde la aprobación) <input type="number" name="refundWindowDays" min="0" max="3650" value="${s.refundWindowDays}"></label></p>
<button class="primary">Guardar</button></form>
<form method="post" action="/_simulator/actions/release"><button name="order" value="received">Enviar retenidos en orden</button> <button name="order" value="reverse">Enviar retenidos desordenados</button></form>
<h2>Pagos</h2><table><tr><th>Id</th><th>Vendedor</th><th>Referencia</th><th>Monto</th><th>Estado</th><th>Acciones</th></tr>${payments}</table>
${input.sections ?? ''}
<h2>Últimas notificaciones</h2><table><tr><th>Hora</th><th>Pago</th><th>Notificación</th><th>Acción</th><th>Respuesta</th><th>Intentos</th></tr>${deliveries}</table>`,
  );
}
