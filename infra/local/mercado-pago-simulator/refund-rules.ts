// POST /v1/payments/:id/refunds as strict as Mercado Pago's documentation (reference "Crear
// reembolso"): refusals with its error shape {message, error, status, cause: [{code, description}]}
// and codes — 4041 a non-numeric amount, 4040 one not above zero, 2024 a payment too old to be
// refunded (past the refund window, 180 days after approval for Checkout Pro), 2063 a payment whose
// state does not allow it — and refunds that do not end at once. Switches (control panel, API):
//   refundOutcome      how an accepted refund comes back: approved, pending (ended later from the
//                      panel or /_simulator/api/refunds/:id/status), or rejected;
//   strictIdempotency  a retried X-Idempotency-Key answers its first answer, a failure included
//                      (on), or only a success (off) — the documentation does not say which;
//   refundWindowDays   the refund window (180).
import type { SimulatedPayment } from './simulator-state';

export interface RefundSwitches {
  refundOutcome: 'approved' | 'pending' | 'rejected';
  strictIdempotency: boolean;
  refundWindowDays: number;
}

export const DEFAULT_REFUND_SWITCHES: RefundSwitches = { refundOutcome: 'approved', strictIdempotency: true, refundWindowDays: 180 };

export interface ApiRefusal {
  status: number;
  message: string;
  error: string;
  cause: { code: number; description: string }[];
}

const refusal = (status: number, code: number, description: string, error = 'bad_request'): ApiRefusal => ({
  status,
  message: description,
  error,
  cause: [{ code, description }],
});

/** The amount a refund request asks for, or why Mercado Pago refuses it (null amount: the rest). */
export function refundRequestRefusal(
  payment: SimulatedPayment,
  body: Record<string, unknown>,
  now: Date,
  switches: RefundSwitches,
): { refusal: ApiRefusal } | { amount: number } {
  const raw = body['amount'];
  if (raw !== undefined && raw !== null && (typeof raw !== 'number' || !Number.isFinite(raw))) {
    return { refusal: refusal(400, 4041, 'amount attribute must be numeric') };
  }
  if (typeof raw === 'number' && !(raw > 0)) return { refusal: refusal(400, 4040, 'amount attribute must be positive') };
  if (payment.status !== 'approved') {
    return { refusal: refusal(400, 2063, `The action requested is not valid for the current payment state (${payment.status})`) };
  }
  const approvedAt = Date.parse(payment.date_approved ?? payment.date_created);
  if (now.getTime() - approvedAt > switches.refundWindowDays * 86_400_000) {
    return { refusal: refusal(400, 2024, 'Payment too old to be refunded') };
  }
  const remaining = payment.transaction_amount - payment.transaction_amount_refunded - pendingRefunds(payment);
  const amount = typeof raw === 'number' ? raw : remaining;
  if (!(amount > 0) || amount > remaining + 1e-9) return { refusal: refusal(400, 4040, 'invalid refund amount') };
  return { amount };
}

/** What refunds still pending hold of the payment (not refundable twice). */
const pendingRefunds = (payment: SimulatedPayment) =>
  payment.refunds.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amount, 0);

/** The switches from the control API or form; values out of range are ignored. */
export function applyRefundSwitches(switches: RefundSwitches, values: Record<string, unknown>): void {
  const outcome = values['refundOutcome'];
  if (outcome === 'approved' || outcome === 'pending' || outcome === 'rejected') switches.refundOutcome = outcome;
  if (typeof values['strictIdempotency'] === 'boolean') switches.strictIdempotency = values['strictIdempotency'];
  const days = Number(values['refundWindowDays']);
  if (values['refundWindowDays'] !== undefined && Number.isInteger(days) && days >= 0 && days <= 3650) switches.refundWindowDays = days;
}
