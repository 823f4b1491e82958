// The invoices as people see them: the buyer's own documents (Mis compras) and their download,
// the admin's listing per seller and period, "Reintentar", and the sellers' fiscal settings.
// Who may see what is decided here, per object: a buyer's download is signed only for a document
// of an order that is hers; the rest is for admins.
import * as z from 'zod/mini';
import type { AdminInvoice, FiscalSettingsRequest, FiscalSettingsView, InvoiceDownload, MyInvoice } from '../../domain/invoice-views';
import type { InvoiceKind } from '../../domain/invoice-rules';
import type { Seller } from '../../domain/seller';
import { AppError, notFound, signInRequired } from '../../domain/errors';
import { fiscalSettingsSchema } from '../../domain/fiscal-settings-input';
import { formatCuit } from '../../domain/invoice-document';
import { DOCUMENT_TYPES, formatVoucherNumber, invoiceFileName, voucherLetter } from '../../domain/invoice-rules';
import { isoDateSchema } from '../../domain/input-schemas';
import { MAX_SALES_DAYS, monthsBetween } from '../../domain/sales-filter';
import { addDays } from '../../domain/store-clock';
import { parseInput } from '../../domain/validation';
import { isAdmin, type Viewer } from '../../domain/viewer';
import type { FiscalSettingsRepository } from '../../data/fiscal-settings-repository';
import { documentIdOf, type InvoicesRepository, type StoredInvoice } from '../../data/invoices-repository';
import { documentKindOf } from '../../domain/fiscal-documents';
import { requireAdmin } from '../admin-guard';

export interface InvoicesServiceDependencies {
  invoices: InvoicesRepository;
  fiscalSettings: FiscalSettingsRepository;
  documents: { downloadUrl(key: string, fileName: string): Promise<{ url: string; expiresAt: Date }> };
  now: () => Date;
}

const documentSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  document: z.string().check(z.refine((id) => documentKindOf(id) !== null, { message: 'Elegí el comprobante.' })),
});
const periodSchema = z
  .object({ seller: z.enum(['STORE', 'DELFI'], { message: 'Elegí el vendedor.' }), from: isoDateSchema, to: isoDateSchema })
  .check(
    z.refine((range) => range.from <= range.to, { message: 'La fecha "desde" no puede ser posterior a la fecha "hasta".', path: ['to'] }),
    z.refine((range) => addDays(range.from, MAX_SALES_DAYS) > range.to, {
      message: `El período puede abarcar hasta ${MAX_SALES_DAYS} días.`,
      path: ['to'],
    }),
  );

const documentName = (kind: InvoiceKind, voucherType: number) =>
  `${kind === 'FACTURA' ? 'Factura' : 'Nota de crédito'} ${voucherLetter(voucherType)}`;

const receiverDocument = (docType: number, docNumber: string) =>
  docType === DOCUMENT_TYPES.CUIT
    ? `CUIT ${formatCuit(docNumber)}`
    : docType === DOCUMENT_TYPES.DNI
      ? `DNI ${docNumber}`
      : 'Consumidor final';

function adminInvoiceView(invoice: StoredInvoice): AdminInvoice {
  const issued = invoice.issued ?? null;
  return {
    orderId: invoice.orderId,
    document: documentIdOf(invoice),
    kind: invoice.kind,
    seller: invoice.seller,
    status: invoice.status,
    name: issued ? documentName(invoice.kind, issued.voucherType) : null,
    number: issued ? formatVoucherNumber(issued.pointOfSale, issued.number) : null,
    issueDate: issued?.issueDate ?? null,
    cae: issued?.cae ?? null,
    caeDueDate: issued?.caeDueDate ?? null,
    total: issued?.total ?? null,
    net: issued?.net ?? null,
    vat: issued?.vat ?? null,
    receiverName: issued?.receiver.name ?? null,
    receiverDocument: issued ? receiverDocument(issued.receiver.docType, issued.receiver.docNumber) : null,
    attempts: invoice.attempts,
    lastError: invoice.lastError ?? null,
    errors: invoice.errors ?? [],
    observations: invoice.observations ?? [],
    createdAt: invoice.createdAt,
  };
}

export function createInvoicesService(deps: InvoicesServiceDependencies) {
  const { invoices, fiscalSettings, now } = deps;
  const userOf = (viewer: Viewer) => {
    if (viewer.kind !== 'user') throw signInRequired();
    return viewer.userId;
  };

  return {
    async myInvoices(viewer: Viewer): Promise<MyInvoice[]> {
      const list = await invoices.listForBuyer(userOf(viewer));
      return list
        .map((invoice) => ({
          orderId: invoice.orderId,
          document: documentIdOf(invoice),
          kind: invoice.kind,
          name: documentName(invoice.kind, invoice.voucherType),
          number: formatVoucherNumber(invoice.pointOfSale, invoice.number),
          issueDate: invoice.issueDate,
          total: invoice.total,
          cae: invoice.cae,
        }))
        .sort((a, b) => (a.issueDate < b.issueDate ? 1 : a.issueDate > b.issueDate ? -1 : 0));
    },

    /** The PDF's address: for the order's buyer or an admin; anyone else is told it does not exist. */
    async invoiceDownload(viewer: Viewer, args: { orderId: string; document: string }): Promise<InvoiceDownload> {
      const userId = userOf(viewer);
      const { orderId, document } = parseInput(documentSchema, args);
      const missing = () => notFound('No encontramos ese comprobante entre tus compras.');
      // The document carries its order's buyer (copied from the order when it became owed).
      const invoice = await invoices.get(orderId, document);
      if (!invoice || (invoice.userId !== userId && !isAdmin(viewer))) throw missing();
      if (!invoice.issued) throw missing();
      const issued = invoice.issued;
      const fileName = invoiceFileName(invoice.kind, issued);
      const signed = await deps.documents.downloadUrl(issued.pdfKey, fileName);
      return { url: signed.url, fileName, expiresAt: signed.expiresAt.toISOString() };
    },

    async adminInvoices(viewer: Viewer, args: { seller: Seller; from: string; to: string }): Promise<AdminInvoice[]> {
      requireAdmin(viewer);
      const { seller, from, to } = parseInput(periodSchema, args);
      const [issued, open] = await Promise.all([invoices.listIssued(seller, monthsBetween(from, to), from, to), invoices.listOpen()]);
      const listed = [
        ...open.filter((invoice) => invoice.seller === seller),
        ...issued.sort((a, b) => ((a.issued?.issueDate ?? '') < (b.issued?.issueDate ?? '') ? 1 : -1)),
      ];
      return listed.map(adminInvoiceView);
    },

    async retryInvoice(viewer: Viewer, args: { orderId: string; document: string }): Promise<AdminInvoice> {
      requireAdmin(viewer);
      const { orderId, document } = parseInput(documentSchema, args);
      const outcome = await invoices.retry(orderId, document, now().toISOString());
      if (outcome === 'missing') throw notFound('Esa compra no tiene ese comprobante.');
      if (outcome === 'issued') throw new AppError('Conflict', 'Ese comprobante ya tiene CAE: no hay nada que reintentar.');
      const invoice = await invoices.get(orderId, document);
      if (!invoice) throw notFound('Esa compra no tiene ese comprobante.');
      return adminInvoiceView(invoice);
    },

    async fiscalSettings(viewer: Viewer): Promise<FiscalSettingsView[]> {
      requireAdmin(viewer);
      const all = await Promise.all((['STORE', 'DELFI'] as const).map((seller) => fiscalSettings.get(seller)));
      return all.filter((settings) => settings !== null);
    },

    async saveFiscalSettings(viewer: Viewer, input: FiscalSettingsRequest): Promise<FiscalSettingsView> {
      requireAdmin(viewer);
      const values = parseInput(fiscalSettingsSchema, input);
      const saved = { ...values, updatedAt: now().toISOString() };
      await fiscalSettings.save(saved);
      return saved;
    },
  };
}
