// The invoices function's dependencies: the documents and fiscal settings in the table, and the
// invoices' prefix of the content bucket (presigned downloads only).
import { createInvoiceDocumentStore } from '../content/invoice-document-store';
import { createFiscalSettingsRepository } from '../data/fiscal-settings-repository';
import { createInvoicesRepository } from '../data/invoices-repository';
import { invoiceDocumentsSettings } from '../settings/invoice-documents';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const invoicesDependencies = perContainer(() => {
  const table = tableContext();
  return {
    invoices: createInvoicesRepository(table),
    fiscalSettings: createFiscalSettingsRepository(table),
    documents: createInvoiceDocumentStore(() => invoiceDocumentsSettings()),
    now: () => new Date(),
  };
});

export type InvoicesFunctionDependencies = ReturnType<typeof invoicesDependencies>;
