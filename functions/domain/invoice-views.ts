// Invoices and the sellers' fiscal settings as people read them: the buyer's documents, the
// admin's list with ARCA's answers, a signed download, and each seller's settings. The schema's
// MyInvoice, AdminInvoice, ArcaNote, InvoiceDownload and FiscalSettings have the same shapes
// (test/unit/domain-api-types.test.ts), so the handlers hand these to GraphQL as they are.
import type { ArcaEnvironment, FiscalCondition, InvoiceKind } from './invoice-rules';
import type { Seller } from './seller';

export type InvoiceStatus = 'PENDING' | 'ISSUED' | 'FAILED';

/** An error or observation ARCA answered for a voucher. */
export interface ArcaNote {
  code: number;
  message: string;
}

/** An issued document as its buyer lists it. */
export interface MyInvoice {
  orderId: string;
  /** The document within its order: FACTURA, NOTA_CREDITO, NOTA_CREDITO-P150000, FACTURA-2… */
  document: string;
  kind: InvoiceKind;
  /** Factura C, Nota de crédito B, … */
  name: string;
  /** Point of sale and number: 00002-00000015. */
  number: string;
  issueDate: string;
  total: number;
  cae: string;
}

/** A document as the admin follows it, issued or not. */
export interface AdminInvoice {
  orderId: string;
  document: string;
  kind: InvoiceKind;
  seller: Seller;
  status: InvoiceStatus;
  name: string | null;
  number: string | null;
  issueDate: string | null;
  cae: string | null;
  caeDueDate: string | null;
  total: number | null;
  net: number | null;
  vat: number | null;
  receiverName: string | null;
  /** CUIT, DNI or Consumidor final, with the number. */
  receiverDocument: string | null;
  attempts: number;
  lastError: string | null;
  errors: ArcaNote[];
  observations: ArcaNote[];
  createdAt: string;
}

/** A short-lived signed address of a document's PDF. */
export interface InvoiceDownload {
  url: string;
  fileName: string;
  expiresAt: string;
}

/** A seller's fiscal settings: who invoices, where, and against which ARCA (one record per seller). */
export interface FiscalSettings {
  seller: Seller;
  /** Razón social as registered with ARCA. */
  legalName: string;
  cuit: string;
  condition: FiscalCondition;
  pointOfSale: number;
  environment: ArcaEnvironment;
  /** Domicilio comercial, printed on every document. */
  address: string;
  /** Ingresos Brutos number (or "Exento"), printed. */
  grossIncomeNumber: string;
  /** Inicio de actividades (ISO date), printed. */
  activityStartDate: string;
  updatedAt: string;
}

/** What the admin sets for a seller. */
export type FiscalSettingsRequest = Omit<FiscalSettings, 'updatedAt'>;

/** A seller's settings as the admin reads them: null `updatedAt` for a seller not set up yet. */
export interface FiscalSettingsView extends FiscalSettingsRequest {
  updatedAt: string | null;
}
