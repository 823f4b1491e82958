// The invoices' PDFs in the private content bucket, under invoices/<seller>/<orderId>/: stored by
// the invoice worker and handed to their buyer (or an admin) only as a short-lived presigned
// download address, after the server checked who asks. Presigned requests on AWS and locally
// alike (the local content server verifies SigV4 as S3 does).
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { InvoiceDocumentsSettings } from '../settings/invoice-documents';

const INVOICE_DOCUMENTS_PREFIX = 'invoices/';

export interface InvoiceDocumentStore {
  put(key: string, pdf: Uint8Array): Promise<void>;
  downloadUrl(key: string, fileName: string): Promise<{ url: string; expiresAt: Date }>;
}

export function createInvoiceDocumentStore(
  resolve: () => InvoiceDocumentsSettings,
  now: () => Date = () => new Date(),
): InvoiceDocumentStore {
  let state: { settings: InvoiceDocumentsSettings; client: S3Client } | undefined;
  const ready = () => {
    if (!state) {
      const settings = resolve();
      const client = new S3Client({
        region: settings.region,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      });
      state = { settings, client };
    }
    return state;
  };
  const checked = (key: string) => {
    if (!key.startsWith(INVOICE_DOCUMENTS_PREFIX)) throw new Error(`not an invoice document key: ${key}`);
    return key;
  };
  return {
    async put(key, pdf) {
      const { settings, client } = ready();
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: checked(key),
        ContentType: 'application/pdf',
        ContentLength: pdf.byteLength,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: 120,
        signingDate: now(),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: pdf });
      if (!response.ok) throw new Error(`content bucket answered ${response.status} storing ${key}`);
    },
    async downloadUrl(key, fileName) {
      const { settings, client } = ready();
      const signedAt = now();
      const command = new GetObjectCommand({
        Bucket: settings.bucket,
        Key: checked(key),
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
        ResponseContentType: 'application/pdf',
      });
      const url = await getSignedUrl(client, command, { expiresIn: settings.urlTtlSeconds, signingDate: signedAt });
      return { url, expiresAt: new Date(signedAt.getTime() + settings.urlTtlSeconds * 1000) };
    },
  };
}
