// Mercado Pago's preapproval and authorized payments → the subscription's facts, in the domain's
// words (domain/subscription.ts). The one place that knows Mercado Pago's statuses:
//   preapproval pending | authorized | paused | cancelled | finished → the mandate's status;
//   authorized payment scheduled → SCHEDULED, recycling → RETRYING, cancelled → CANCELLED,
//   processed → by its payment's state (the one table of payment words, payment-words/mercado-pago-payment-words.ts):
//   APPROVED → CLEARED, REFUNDED or CHARGED_BACK → REFUNDED, anything else (rejected, cancelled)
//   → FAILED (processed means its retries are over).
import type { ChargeFact, ChargeState, MandateFact, MandateStatus } from '../domain/subscription';
import type { MercadoPagoAuthorizedPayment, MercadoPagoPreapproval } from './mercado-pago-subscription-types';
import { isReturnedState } from '../domain/payment-facts';
import { paymentStateOf } from '../payment-words/mercado-pago-payment-words';

const MANDATE_STATUS: Record<MercadoPagoPreapproval['status'], MandateStatus> = {
  pending: 'PENDING',
  authorized: 'AUTHORIZED',
  paused: 'PAUSED',
  cancelled: 'CANCELLED',
  finished: 'FINISHED',
};

export function mandateFactOf(preapproval: MercadoPagoPreapproval): MandateFact {
  return {
    status: MANDATE_STATUS[preapproval.status],
    version: preapproval.version ?? 0,
    lastModified: preapproval.last_modified,
    amount: preapproval.auto_recurring.transaction_amount,
    currency: preapproval.auto_recurring.currency_id,
    nextChargeAt: preapproval.next_payment_date ?? null,
  };
}

function chargeStateOf(charge: MercadoPagoAuthorizedPayment): ChargeState {
  if (charge.status === 'scheduled') return 'SCHEDULED';
  if (charge.status === 'recycling') return 'RETRYING';
  if (charge.status === 'cancelled') return 'CANCELLED';
  const payment = charge.payment?.status;
  if (!payment) return 'SCHEDULED';
  const state = paymentStateOf(payment);
  if (state === 'APPROVED') return 'CLEARED';
  return isReturnedState(state) ? 'REFUNDED' : 'FAILED';
}

export function chargeFactOf(charge: MercadoPagoAuthorizedPayment): ChargeFact {
  return {
    id: charge.id,
    dueAt: charge.debit_date,
    attempt: charge.retry_attempt ?? 0,
    state: chargeStateOf(charge),
    amount: charge.transaction_amount,
    currency: charge.currency_id,
    paymentId: charge.payment?.id ?? null,
    lastModified: charge.last_modified,
  };
}
