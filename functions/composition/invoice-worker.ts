// The invoice worker's dependencies: the outbox and orders, the sellers' fiscal settings, ARCA
// (tickets in the table, certificates from Secrets Manager / inline locally), the PDF renderer
// (pdf-lib, carried by this function only), the invoices' place in the content bucket and the
// mail queue.
import { renderInvoicePdf } from '../content/invoice-pdf';
import { createInvoiceDocumentStore } from '../content/invoice-document-store';
import { createArcaTicketsRepository } from '../data/arca-tickets-repository';
import { createFiscalSettingsRepository } from '../data/fiscal-settings-repository';
import { createInvoicesRepository } from '../data/invoices-repository';
import { createOrdersRepository } from '../data/orders-repository';
import { createArcaCredentials } from '../invoicing/arca-credentials';
import { createArcaGateway } from '../invoicing/arca-gateway';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';
import { createInvoiceMail } from '../services/invoicing/invoice-mail';
import { createInvoiceWorker } from '../services/invoicing/invoice-worker';
import { invoiceDocumentsSettings } from '../settings/invoice-documents';
import { invoicingSettings } from '../settings/invoicing';
import { storeSettings } from '../settings/store';
import { mailQueue } from './mail-queue';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const invoiceWorkerDependencies = perContainer(() => {
  const table = tableContext();
  const settings = invoicingSettings();
  const store = storeSettings();
  const now = () => new Date();
  const logInfo = (message: string, detail: unknown) => logger.info(message, detail as Record<string, unknown>);
  const logError = (message: string, detail: unknown) => logger.error(message, detail as Record<string, unknown>);
  const worker = createInvoiceWorker({
    invoices: createInvoicesRepository(table),
    orders: createOrdersRepository(table),
    fiscalSettings: createFiscalSettingsRepository(table),
    arca: createArcaGateway({
      tickets: createArcaTicketsRepository(table),
      keyPairOf: createArcaCredentials(settings.credentials),
      urls: settings.urls,
      timeoutMs: settings.timeoutMs,
      tls: settings.tls,
      now,
      logInfo,
    }),
    documents: createInvoiceDocumentStore(() => invoiceDocumentsSettings()),
    renderPdf: renderInvoicePdf,
    mail: createInvoiceMail({
      mailer: mailQueue(),
      storeName: store.STORE_NAME,
      storeWebUrl: (store.STORE_WEB_URL ?? '').replace(/\/+$/, ''),
    }),
    now,
    retryFirstSeconds: settings.retryFirstSeconds,
    maxAttempts: settings.maxAttempts,
    logInfo,
    logError,
    count: (what) => count(what === 'issued' ? STORE_METRICS.invoicesIssued : STORE_METRICS.invoicesFailed),
  });
  return { worker };
});
