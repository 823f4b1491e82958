// The store's business metrics, as CloudWatch embedded metric format (EMF) lines written to the
// function's log: no API call, no extra permission, and CloudWatch turns them into metrics that
// the alarms and the dashboard read (infra/stacks/operations-stack.ts). Namespace and service come
// from the function's environment (POWERTOOLS_METRICS_NAMESPACE, POWERTOOLS_SERVICE_NAME).
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** Metric names, one definition for the code that counts and the alarms that watch. */
export const STORE_METRICS = {
  ordersCreated: 'OrdersCreated',
  ordersApproved: 'OrdersApproved',
  ordersRejected: 'OrdersRejected',
  ordersRefunded: 'OrdersRefunded',
  webhookRefusals: 'WebhookRefusals',
  webhookNotifications: 'WebhookNotifications',
  reconciliationRepairs: 'ReconciliationRepairs',
  /** Orders the payment sweep could not check in a run (provider down, a failing order). */
  sweepFailures: 'PaymentSweepFailures',
  /** How long the oldest due order waited past its check time when a sweep run read it (seconds). */
  sweepLagSeconds: 'PaymentSweepLagSeconds',
  /** Sellers whose walk of Mercado Pago's payment changes stopped on an error in a run. */
  paymentChangesFailures: 'PaymentChangesFailures',
  /** Now minus the oldest seller cursor after a run of the payment changes (seconds). */
  paymentChangesLagSeconds: 'PaymentChangesLagSeconds',
  /** Fiscal documents (invoices, credit notes) authorised by ARCA, and those given up for the admin. */
  invoicesIssued: 'InvoicesIssued',
  invoicesFailed: 'InvoicesFailed',
  /** Addresses put on the suppression list (a hard bounce or a complaint SES reported). */
  mailSuppressed: 'MailAddressesSuppressed',
  /** E-mails not sent because their address is on the suppression list. */
  mailSkipped: 'MailSkippedSuppressed',
  /** Effects on the outbox (the buyer's e-mails) carried out, and those given up or unreadable (alarm). */
  effectsDone: 'EffectsDone',
  effectsFailed: 'EffectsFailed',
} as const;

export type StoreMetric = (typeof STORE_METRICS)[keyof typeof STORE_METRICS];

const metrics = new Metrics({
  namespace: process.env['POWERTOOLS_METRICS_NAMESPACE'] ?? 'FitnessStore',
  serviceName: process.env['POWERTOOLS_SERVICE_NAME'] ?? 'fitness-store',
});

/**
 * Counts one occurrence, written at once (one EMF line). With a dimension (e.g. the reason of a
 * refusal) it is counted twice: in total, which the alarms read, and under the dimension, which
 * the dashboard breaks down.
 */
export function count(metric: StoreMetric, dimension?: { name: string; value: string }): void {
  const total = metrics.singleMetric();
  total.addMetric(metric, MetricUnit.Count, 1);
  if (!dimension) return;
  const detailed = metrics.singleMetric();
  detailed.addDimension(dimension.name, dimension.value);
  detailed.addMetric(metric, MetricUnit.Count, 1);
}

/** Records a measured value (a lag in seconds, a count of a run's failures), written at once. */
export function measure(metric: StoreMetric, value: number, unit: 'Seconds' | 'Count'): void {
  const single = metrics.singleMetric();
  single.addMetric(metric, unit === 'Seconds' ? MetricUnit.Seconds : MetricUnit.Count, value);
}

/**
 * An order's move, as the metric that counts it (null when none does): approved, rejected, and
 * refunded — an approved order refunded or charged back (the access is taken back). A chargeback
 * the seller won, which makes the order approved again, is no new sale: not counted.
 */
export function metricOfOrderMove(from: string, to: string): StoreMetric | null {
  if (to === 'APPROVED') return from === 'CHARGED_BACK' ? null : STORE_METRICS.ordersApproved;
  if (to === 'REJECTED') return STORE_METRICS.ordersRejected;
  if (from === 'APPROVED' && (to === 'REFUNDED' || to === 'CHARGED_BACK')) return STORE_METRICS.ordersRefunded;
  return null;
}
