// Payment sweep function: run on a schedule (EventBridge Scheduler on AWS, a timer in the local
// stack calling this same handler). Re-checks with Mercado Pago every order whose payment is still
// open, so the store reaches the true state with no browser involved (lost webhooks).
import { paymentSweepDependencies } from '../composition/payment-sweep';
import type { SweepReport } from '../services/payments/payment-reconciliation';

export async function handler(): Promise<SweepReport> {
  return paymentSweepDependencies().reconciliation.runPaymentSweep();
}
