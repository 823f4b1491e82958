// The scheduled reconciliation by last update, as tests drive it: run it at once through the local
// scheduler (the same handler EventBridge Scheduler invokes), and make reversals "at Mercado Pago"
// (the seller's panel, the card issuer) with the simulator, optionally losing every notification.
import type { PaymentChangesReport } from '../../functions/services/payments/payment-changes';
import { localSchedulePath } from '../../infra/local/local-scheduler';
import type { StackInfo } from './stack-info';

function paymentsOf(stack: StackInfo): { simulatorUrl: string; webhookUrl: string } {
  if (!stack.payments) throw new Error('the stack was started without the Mercado Pago simulator');
  return stack.payments;
}

/** Runs the payment changes function once, after any run under way, and returns its report. */
export async function runPaymentChanges(stack: StackInfo): Promise<PaymentChangesReport> {
  const origin = new URL(paymentsOf(stack).webhookUrl).origin;
  const response = await fetch(`${origin}${localSchedulePath('paymentChanges')}`, { method: 'POST' });
  const body = await response.text();
  if (!response.ok) throw new Error(`payment changes answered ${response.status}: ${body}`);
  return JSON.parse(body) as PaymentChangesReport;
}

export type ReversalAction = 'refund' | 'partial_refund' | 'chargeback' | 'chargeback_settled' | 'chargeback_reimbursed';

/** A reversal made at Mercado Pago; `notify: false` loses every notification of it. */
export async function reverseAtMercadoPago(
  stack: StackInfo,
  paymentId: number | string,
  action: ReversalAction,
  options: { amount?: number; notify?: boolean } = {},
): Promise<{ id: number; status: string; status_detail: string; transaction_amount_refunded: number; date_last_updated: string }> {
  const response = await fetch(`${paymentsOf(stack).simulatorUrl}/_simulator/api/payments/${paymentId}/reversal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, ...options }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`reversal ${action} answered ${response.status}: ${body}`);
  return JSON.parse(body) as Awaited<ReturnType<typeof reverseAtMercadoPago>>;
}

/** How long after a change the simulator's payments search finds it (0: at once). */
export async function setSearchDelay(stack: StackInfo, searchDelayMs: number): Promise<void> {
  const response = await fetch(`${paymentsOf(stack).simulatorUrl}/_simulator/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ searchDelayMs }),
  });
  if (!response.ok) throw new Error(`simulator settings answered ${response.status}`);
  await response.arrayBuffer();
}
