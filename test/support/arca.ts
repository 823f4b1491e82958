// The ARCA stand-in's control API, as the invoice tests drive it, and direct reads of the
// invoices the worker wrote (through the store's own repository on the stack's DynamoDB).
import { isValidCuit } from '../../functions/domain/argentina';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createInvoicesRepository, type StoredInvoice } from '../../functions/data/invoices-repository';
import { switchesAtStart, type ArcaSwitches } from '../../infra/local/arca-stand-in/switches';
import type { StackInfo } from './stack-info';

export interface ArcaVoucher {
  cuit: string;
  pointOfSale: number;
  voucherType: number;
  number: number;
  docType: number;
  docNumber: string;
  total: number;
  cae: string;
  associated: { voucherType: number; pointOfSale: number; number: number } | null;
}

async function arcaJson<T>(stack: StackInfo, path: string, body?: unknown): Promise<T> {
  if (!stack.arcaUrl) throw new Error('the stack was started without the ARCA stand-in');
  const response = await fetch(`${stack.arcaUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`ARCA stand-in ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Sets any of the stand-in's switches; the others keep their value. */
export const setArcaSwitches = (stack: StackInfo, switches: Partial<ArcaSwitches>) => arcaJson(stack, '/_arca/api/settings', switches);
export const resetArca = (stack: StackInfo) => setArcaSwitches(stack, switchesAtStart());
export const arcaVouchers = (stack: StackInfo) => arcaJson<ArcaVoucher[]>(stack, '/_arca/api/vouchers');
export const arcaTickets = (stack: StackInfo) => arcaJson<{ cuit: string; expirationTime: string }[]>(stack, '/_arca/api/tickets');
/** Where the stand-in serves WSAA and WSFEv1 over TLS, its certificate, and the handshakes it completed. */
export const arcaTls = (stack: StackInfo) =>
  arcaJson<{ wsaaUrl: string; wsfeUrl: string; certificatePem: string; handshakes: { protocol: string; cipher: string }[] }>(
    stack,
    '/_arca/api/tls',
  );
export const expireArcaTickets = (stack: StackInfo) => arcaJson<{ expired: number }>(stack, '/_arca/api/expire-tickets', {});

/** An order's document as the worker wrote it: FACTURA, NOTA_CREDITO, NOTA_CREDITO-P150000, FACTURA-2… */
export function storedInvoice(stack: StackInfo, orderId: string, document: string): Promise<StoredInvoice | null> {
  const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
  return createInvoicesRepository(table).get(orderId, document);
}

/** A DNI no other test buyer has, so the stand-in's vouchers of one buyer can be counted. */
export const uniqueDni = (): string => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

/** A random valid CUIT of a person (prefix 20), its check digit computed; 10 as the digit has none, so another is drawn. */
export function uniqueCuit(): string {
  for (;;) {
    const body = `20${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
    for (let digit = 0; digit <= 9; digit += 1) if (isValidCuit(`${body}${digit}`)) return `${body}${digit}`;
  }
}

export const MY_INVOICES = `query { myInvoices { orderId document kind name number issueDate total cae } }`;
export const INVOICE_DOWNLOAD = `query($orderId: ID!, $document: ID!) { invoiceDownload(orderId: $orderId, document: $document) { url fileName expiresAt } }`;
export const ADMIN_INVOICES = `query($seller: Seller!, $from: AWSDate!, $to: AWSDate!) { adminInvoices(seller: $seller, from: $from, to: $to) {
  orderId document kind seller status name number cae total attempts lastError errors { code message } observations { code message } } }`;
export const RETRY_INVOICE = `mutation($orderId: ID!, $document: ID!) { retryInvoice(orderId: $orderId, document: $document) { orderId document status attempts } }`;
export const FISCAL_SETTINGS = `query { fiscalSettings { seller legalName cuit condition pointOfSale environment address grossIncomeNumber activityStartDate } }`;
export const SAVE_FISCAL_SETTINGS = `mutation($input: FiscalSettingsInput!) { saveFiscalSettings(input: $input) {
  seller legalName cuit condition pointOfSale environment address grossIncomeNumber activityStartDate updatedAt } }`;
