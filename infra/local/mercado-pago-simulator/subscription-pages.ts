// The buyer's page at a subscription's init_point (where she authorizes her card for the monthly
// charge), and the Suscripciones section of the control panel (run the next charge now, approved
// or rejected; a pause or cancellation made in Mercado Pago's app).
import { formatMoney } from '../../../functions/domain/money';
import { escapeHtml as escape } from '../http';
import { layout } from './simulator-pages';
import type { SimulatedAuthorizedPayment, SimulatedPlan, SimulatedPreapproval, SimulatedRecurrence } from './simulator-state';

const every = (recurrence: SimulatedRecurrence) =>
  recurrence.frequency === 1
    ? recurrence.frequency_type === 'months'
      ? 'por mes'
      : 'por día'
    : `cada ${recurrence.frequency} ${recurrence.frequency_type === 'months' ? 'meses' : 'días'}`;

const trialText = (recurrence: SimulatedRecurrence) =>
  recurrence.free_trial
    ? `<p>Prueba gratis: ${recurrence.free_trial.frequency} ${recurrence.free_trial.frequency_type === 'months' ? 'meses' : 'días'}; el primer cobro es al terminar.</p>`
    : '<p>El primer cobro se hace al autorizar.</p>';

/** The authorization page of a pending preapproval or of a plan (the buyer gives her e-mail). */
export function renderSubscriptionCheckout(
  target: { preapproval: SimulatedPreapproval } | { plan: SimulatedPlan },
  sellerName: string,
): string {
  const subject = 'plan' in target ? target.plan : target.preapproval;
  const recurrence = subject.auto_recurring;
  const hidden =
    'plan' in target
      ? `<input type="hidden" name="preapproval_plan_id" value="${escape(target.plan.id)}">
<label>Tu e-mail <input type="email" name="payer_email" required data-testid="payer-email"></label>`
      : `<input type="hidden" name="preapproval_id" value="${escape(target.preapproval.id)}">
<p>Cuenta: <strong>${escape(target.preapproval.payer_email)}</strong></p>`;
  return layout(
    'Suscribirte',
    `<p class="note">Simulador local: autorizá la tarjeta para los cobros de la suscripción. No se cobra nada real.</p>
<h1>${escape(subject.reason)}</h1>
<p>Vendedor: <strong>${escape(sellerName)}</strong></p>
<p class="total" data-testid="subscription-amount">${escape(formatMoney(recurrence.transaction_amount, recurrence.currency_id))} ${every(recurrence)}</p>
${trialText(recurrence)}
<form method="post" action="/subscriptions/checkout/authorize" class="choices">
${hidden}
<button class="primary" name="outcome" value="approved" data-outcome="approved">Autorizar con tarjeta (primer cobro aprobado)</button>
<button name="outcome" value="rejected" data-outcome="rejected">Autorizar con tarjeta (primer cobro rechazado)</button>
</form>`,
  );
}

export function renderSubscriptionsSection(
  preapprovals: readonly SimulatedPreapproval[],
  charges: readonly SimulatedAuthorizedPayment[],
): string {
  const rows = [...preapprovals]
    .sort((a, b) => Date.parse(b.date_created) - Date.parse(a.date_created))
    .slice(0, 30)
    .map((preapproval) => {
      const own = charges.filter((charge) => charge.preapproval_id === preapproval.id);
      const last = own.at(-1);
      const actions =
        preapproval.status === 'authorized'
          ? ['approved', 'rejected']
              .map(
                (outcome) =>
                  `<form class="inline" method="post" action="/_simulator/actions/preapproval-charge"><input type="hidden" name="preapproval_id" value="${escape(preapproval.id)}"><button name="outcome" value="${outcome}">Cobrar ahora (${outcome === 'approved' ? 'aprobado' : 'rechazado'})</button></form>`,
              )
              .join(' ')
          : '';
      const moves = (['paused', 'authorized', 'cancelled'] as const)
        .map(
          (status) =>
            `<form class="inline" method="post" action="/_simulator/actions/preapproval-status"><input type="hidden" name="preapproval_id" value="${escape(preapproval.id)}"><button name="status" value="${status}">${status === 'paused' ? 'Pausar' : status === 'authorized' ? 'Reactivar' : 'Cancelar'} (app)</button></form>`,
        )
        .join(' ');
      return `<tr><td><code>${escape(preapproval.id)}</code></td><td>${escape(preapproval.seller)}</td><td><code>${escape(preapproval.external_reference)}</code></td><td>${escape(formatMoney(preapproval.auto_recurring.transaction_amount, 'ARS'))}</td><td>${escape(preapproval.status)}</td><td>${preapproval.summarized.charged_quantity} cobros${last ? ` · último ${escape(last.status)} (intento ${last.retry_attempt})` : ''}</td><td>${actions} ${moves}</td></tr>`;
    })
    .join('');
  return `<h2>Suscripciones</h2>
<table><tr><th>Preapproval</th><th>Vendedor</th><th>Referencia</th><th>Monto</th><th>Estado</th><th>Cobros</th><th></th></tr>${rows || '<tr><td colspan="7">Ninguna todavía.</td></tr>'}</table>`;
}
