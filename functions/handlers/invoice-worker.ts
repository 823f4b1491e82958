// Invoice worker function: run on a schedule (EventBridge Scheduler on AWS, with reserved
// concurrency 1 so a point of sale's numbers are asked for in order; a timer in the local stack
// calling this same handler). Issues with ARCA every invoice and credit note the outbox owes.
import type { Context } from 'aws-lambda';
import { invoiceWorkerDependencies } from '../composition/invoice-worker';
import { logger } from '../observability/logger';
import type { InvoiceWorkerReport } from '../services/invoicing/invoice-worker';

export async function handler(_event?: unknown, context?: Context): Promise<InvoiceWorkerReport> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  return invoiceWorkerDependencies().worker.runInvoiceWorker();
}
