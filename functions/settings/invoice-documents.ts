// The invoice documents slice: where the invoices' and credit notes' PDFs are kept (under
// invoices/ in the private content bucket; the functions that read this slice are granted that
// prefix only) and how long a buyer's download address lives.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const invoiceDocumentsConfigSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  /** The content bucket (CDK output on AWS). */
  INVOICE_DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
  /** Local stack only: the local content server and its signing credentials. */
  INVOICE_DOCUMENTS_ENDPOINT: z.optional(z.url()),
  INVOICE_DOCUMENTS_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  INVOICE_DOCUMENTS_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Life of a download address, in seconds: long enough to open it, short enough not to be shared. */
  INVOICE_URL_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(30), z.maximum(3600)), 300),
});

export type InvoiceDocumentsConfig = z.infer<typeof invoiceDocumentsConfigSchema>;

export interface InvoiceDocumentsSettings {
  bucket: string;
  region: string;
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  urlTtlSeconds: number;
}

export function invoiceDocumentsSettings(env?: Environment): InvoiceDocumentsSettings {
  const config = loadSettings(invoiceDocumentsConfigSchema, env);
  return {
    bucket: config.INVOICE_DOCUMENTS_BUCKET,
    region: config.AWS_REGION,
    endpoint: config.INVOICE_DOCUMENTS_ENDPOINT ?? null,
    credentials:
      config.INVOICE_DOCUMENTS_ACCESS_KEY_ID && config.INVOICE_DOCUMENTS_SECRET_ACCESS_KEY
        ? { accessKeyId: config.INVOICE_DOCUMENTS_ACCESS_KEY_ID, secretAccessKey: config.INVOICE_DOCUMENTS_SECRET_ACCESS_KEY }
        : null,
    urlTtlSeconds: config.INVOICE_URL_TTL_SECONDS,
  };
}
