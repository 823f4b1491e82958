// What a seller (or a card issuer) does to an approved payment at Mercado Pago, outside the
// store: a refund or a partial refund from the seller's panel, and a chargeback with its later
// states. As Mercado Pago reports them on the payment:
//   refund           status refunded, status_detail refunded, the whole remaining amount returned
//   partial_refund   status approved, status_detail partially_refunded, transaction_amount_refunded grows
//   chargeback       status charged_back, status_detail in_process   (the issuer's dispute under way)
//   chargeback_settled     charged_back / settled     (the seller lost it: the money went to the buyer)
//   chargeback_reimbursed  charged_back / reimbursed  (the seller won it: the money came back to the seller)
// Every change stamps date_last_updated (what the payments search by last update finds).
import type { SimulatedPayment } from './simulator-state';

export const REVERSAL_ACTIONS = ['refund', 'partial_refund', 'chargeback', 'chargeback_settled', 'chargeback_reimbursed'] as const;
export type ReversalAction = (typeof REVERSAL_ACTIONS)[number];

export const isReversalAction = (value: unknown): value is ReversalAction =>
  typeof value === 'string' && (REVERSAL_ACTIONS as readonly string[]).includes(value);

export class ReversalRefused extends Error {}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** The payment after the action, or ReversalRefused when the payment's state does not allow it. */
export function reversePayment(
  payment: SimulatedPayment,
  action: ReversalAction,
  options: { now: Date; amount?: number; nextRefundId: () => number },
): SimulatedPayment {
  const at = options.now.toISOString();
  const remaining = roundCents(payment.transaction_amount - payment.transaction_amount_refunded);
  const refundable = payment.status === 'approved' || (payment.status === 'in_mediation' && action === 'refund');

  if (action === 'refund' || action === 'partial_refund') {
    if (!refundable) throw new ReversalRefused(`a ${payment.status} payment cannot be refunded`);
    const amount = action === 'refund' ? remaining : roundCents(options.amount ?? Number.NaN);
    if (!(amount > 0) || amount > remaining) throw new ReversalRefused(`the refund must be more than 0 and at most ${remaining}`);
    if (action === 'partial_refund' && amount === remaining) throw new ReversalRefused('a partial refund must leave part of the payment');
    const refunded = roundCents(payment.transaction_amount_refunded + amount);
    const whole = refunded >= payment.transaction_amount;
    return {
      ...payment,
      status: whole ? 'refunded' : 'approved',
      status_detail: whole ? 'refunded' : 'partially_refunded',
      transaction_amount_refunded: refunded,
      refunds: [...payment.refunds, { id: options.nextRefundId(), payment_id: payment.id, amount, status: 'approved', date_created: at }],
      date_last_updated: at,
    };
  }

  const detail = { chargeback: 'in_process', chargeback_settled: 'settled', chargeback_reimbursed: 'reimbursed' }[action];
  // A chargeback reaches an approved (or disputed) payment; its later states follow the first.
  const allowed =
    action === 'chargeback'
      ? payment.status === 'approved' || payment.status === 'in_mediation'
      : payment.status === 'charged_back' && payment.status_detail === 'in_process';
  if (!allowed) throw new ReversalRefused(`a ${payment.status} (${payment.status_detail}) payment cannot become charged_back/${detail}`);
  return { ...payment, status: 'charged_back', status_detail: detail, date_last_updated: at };
}
