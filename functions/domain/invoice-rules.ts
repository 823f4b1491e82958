// Argentine electronic invoicing (ARCA's WSFEv1, RG 4291 and amendments): which voucher a seller
// issues to which buyer, how the amount is broken down, how the number is written and what the
// printed QR code carries. Pure: the worker and the PDF both decide from here.
import { toCents } from './money';

/** The seller's standing with ARCA (decides the voucher's letter). */
export type FiscalCondition = 'MONOTRIBUTO' | 'RESPONSABLE_INSCRIPTO';
/** ARCA's two environments: homologación (tests, wsaahomo / wswhomo) and producción. */
export type ArcaEnvironment = 'HOMOLOGACION' | 'PRODUCCION';
/** The two documents the store issues: the sale's invoice and a refund's credit note. */
export type InvoiceKind = 'FACTURA' | 'NOTA_CREDITO';

/** CbteTipo (ARCA's table of voucher types, FEParamGetTiposCbte). */
export const VOUCHER_TYPES = {
  FACTURA_A: 1,
  NOTA_CREDITO_A: 3,
  FACTURA_B: 6,
  NOTA_CREDITO_B: 8,
  FACTURA_C: 11,
  NOTA_CREDITO_C: 13,
} as const;

/** DocTipo (FEParamGetTiposDoc): the receiver's document. */
export const DOCUMENT_TYPES = { CUIT: 80, DNI: 96, CONSUMIDOR_FINAL: 99 } as const;

/**
 * CondicionIVAReceptorId (FEParamGetCondicionIvaReceptor), mandatory in FECAESolicitar since
 * RG 5616/2024 (ARCA refuses vouchers without it since 01/07/2025): 1 IVA Responsable Inscripto,
 * 4 IVA Sujeto Exento, 5 Consumidor Final, 6 Responsable Monotributo.
 */
export const RECEIVER_CONDITIONS = { RESPONSABLE_INSCRIPTO: 1, EXENTO: 4, CONSUMIDOR_FINAL: 5, MONOTRIBUTO: 6 } as const;

/** The buyer's IVA condition from the billing form, as ARCA codes it; none (a DNI, older details) is a consumidor final. */
export function receiverConditionOf(ivaCondition: keyof typeof RECEIVER_CONDITIONS | null | undefined): number {
  return ivaCondition ? RECEIVER_CONDITIONS[ivaCondition] : RECEIVER_CONDITIONS.CONSUMIDOR_FINAL;
}

/**
 * Receivers a responsable inscripto invoices with a class A voucher: other responsables
 * inscriptos and, since RG 5003/2021 (in force 01/07/2021, amending RG 1415), monotributistas;
 * exentos and consumidores finales get a B.
 */
const CLASS_A_RECEIVERS: ReadonlySet<number> = new Set([RECEIVER_CONDITIONS.RESPONSABLE_INSCRIPTO, RECEIVER_CONDITIONS.MONOTRIBUTO]);

/** Concepto 2: services (courses and plannings), which ask for service dates and a due date. */
export const CONCEPT_SERVICES = 2;
/** AlicIva Id 5 = 21 % (FEParamGetTiposIva). */
const VAT_21_ID = 5;
const VAT_21_RATE = 0.21;

/**
 * RG 5700/2025: a consumidor final must be identified (DNI, CUIT or CUIL) on a Factura B or C of
 * this total or more; below it DocTipo 99 with DocNro 0 is accepted. The store identifies every
 * buyer who gave billing details anyway; this only matters for orders without them.
 */
export const CONSUMER_IDENTIFICATION_THRESHOLD = 10_000_000;

/** Letter and voucher types, from the seller's condition and the receiver's. */
export function voucherTypeFor(kind: InvoiceKind, seller: FiscalCondition, receiverCondition: number): number {
  if (seller === 'MONOTRIBUTO') return kind === 'FACTURA' ? VOUCHER_TYPES.FACTURA_C : VOUCHER_TYPES.NOTA_CREDITO_C;
  if (CLASS_A_RECEIVERS.has(receiverCondition)) {
    return kind === 'FACTURA' ? VOUCHER_TYPES.FACTURA_A : VOUCHER_TYPES.NOTA_CREDITO_A;
  }
  return kind === 'FACTURA' ? VOUCHER_TYPES.FACTURA_B : VOUCHER_TYPES.NOTA_CREDITO_B;
}

/** The credit note that cancels an invoice of this type. */
export function creditNoteTypeFor(invoiceType: number): number {
  if (invoiceType === VOUCHER_TYPES.FACTURA_A) return VOUCHER_TYPES.NOTA_CREDITO_A;
  if (invoiceType === VOUCHER_TYPES.FACTURA_B) return VOUCHER_TYPES.NOTA_CREDITO_B;
  if (invoiceType === VOUCHER_TYPES.FACTURA_C) return VOUCHER_TYPES.NOTA_CREDITO_C;
  throw new RangeError(`No credit note for voucher type ${invoiceType}`);
}

/** The letter printed in the box at the top of the document. */
export function voucherLetter(voucherType: number): 'A' | 'B' | 'C' {
  if (voucherType === VOUCHER_TYPES.FACTURA_A || voucherType === VOUCHER_TYPES.NOTA_CREDITO_A) return 'A';
  if (voucherType === VOUCHER_TYPES.FACTURA_B || voucherType === VOUCHER_TYPES.NOTA_CREDITO_B) return 'B';
  if (voucherType === VOUCHER_TYPES.FACTURA_C || voucherType === VOUCHER_TYPES.NOTA_CREDITO_C) return 'C';
  throw new RangeError(`Unknown voucher type ${voucherType}`);
}

/** "FACTURA" or "NOTA DE CRÉDITO", as the printed format names it. */
export const voucherName = (voucherType: number): string =>
  [VOUCHER_TYPES.NOTA_CREDITO_A, VOUCHER_TYPES.NOTA_CREDITO_B, VOUCHER_TYPES.NOTA_CREDITO_C].includes(voucherType as 3)
    ? 'NOTA DE CRÉDITO'
    : 'FACTURA';

/**
 * The PDF's file name, the same for the download and the e-mail's attachment, in plain ASCII
 * (mail clients and Content-Disposition alike): Factura-B-00003-00000042.pdf,
 * Nota-de-credito-A-00003-00000007.pdf.
 */
export function invoiceFileName(kind: InvoiceKind, issued: { voucherType: number; pointOfSale: number; number: number }): string {
  const name = kind === 'FACTURA' ? 'Factura' : 'Nota-de-credito';
  return `${name}-${voucherLetter(issued.voucherType)}-${formatVoucherNumber(issued.pointOfSale, issued.number)}.pdf`;
}

/** The voucher's number as printed: point of sale (5 digits) and number (8): 00003-00000042. */
export function formatVoucherNumber(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

export interface Receiver {
  docType: number;
  docNumber: string;
  condition: number;
}

/**
 * The receiver from the buyer's billing tax id: an 11-digit CUIT/CUIL → DocTipo 80, a DNI → 96,
 * none → 99 (consumidor final, DocNro 0), which ARCA refuses at or above the threshold: null then.
 * The condition is the buyer's as the billing form asked it with a CUIT (receiverConditionOf); a
 * DNI, or no document, is always a consumidor final.
 */
export function receiverFor(
  taxId: string | null | undefined,
  total: number,
  condition: number = RECEIVER_CONDITIONS.CONSUMIDOR_FINAL,
): Receiver | null {
  const digits = (taxId ?? '').replace(/\D/g, '');
  if (digits.length === 11) return { docType: DOCUMENT_TYPES.CUIT, docNumber: digits, condition };
  if (digits.length === 7 || digits.length === 8) {
    return { docType: DOCUMENT_TYPES.DNI, docNumber: digits, condition: RECEIVER_CONDITIONS.CONSUMIDOR_FINAL };
  }
  if (toCents(total) >= CONSUMER_IDENTIFICATION_THRESHOLD * 100) return null;
  return { docType: DOCUMENT_TYPES.CONSUMIDOR_FINAL, docNumber: '0', condition: RECEIVER_CONDITIONS.CONSUMIDOR_FINAL };
}

export interface VoucherAmounts {
  total: number;
  /** ImpNeto: the taxed net (the whole total on a C). */
  net: number;
  /** ImpIVA: the VAT (0 on a C). */
  vat: number;
  /** The AlicIva breakdown (empty on a C, where ARCA refuses one). */
  vatLines: { id: number; base: number; amount: number }[];
}

/**
 * The amounts of a voucher of this type for a final price (VAT included): a C carries no VAT
 * (monotributo); an A or B carries 21 % broken down, the net rounded to cents and the VAT the
 * remainder, so net + VAT is exactly the total ARCA checks (ImpTotal = ImpNeto + ImpIVA + …).
 */
export function amountsFor(voucherType: number, total: number): VoucherAmounts {
  const totalCents = toCents(total);
  if (voucherLetter(voucherType) === 'C') return { total: totalCents / 100, net: totalCents / 100, vat: 0, vatLines: [] };
  const netCents = Math.round(totalCents / (1 + VAT_21_RATE));
  const vatCents = totalCents - netCents;
  return {
    total: totalCents / 100,
    net: netCents / 100,
    vat: vatCents / 100,
    vatLines: [{ id: VAT_21_ID, base: netCents / 100, amount: vatCents / 100 }],
  };
}

/** A date as ARCA writes it (yyyymmdd) from an ISO calendar date. */
export const arcaDate = (isoDate: string): string => isoDate.replace(/-/g, '').slice(0, 8);
/** An ISO calendar date from ARCA's yyyymmdd. */
export const isoFromArcaDate = (arca: string): string => `${arca.slice(0, 4)}-${arca.slice(4, 6)}-${arca.slice(6, 8)}`;

/**
 * The QR code's address (ARCA's "Especificaciones técnicas del código QR", version 1): the site
 * plus the base64 of a JSON with the voucher's facts. The receiver's document is left out when it
 * was not informed (DocTipo 99).
 */
export interface QrFacts {
  date: string;
  sellerCuit: string;
  pointOfSale: number;
  voucherType: number;
  number: number;
  total: number;
  receiverDocType: number;
  receiverDocNumber: string;
  cae: string;
}

export const QR_BASE_URL = 'https://www.afip.gob.ar/fe/qr/?p=';

export function qrPayload(facts: QrFacts): Record<string, string | number> {
  return {
    ver: 1,
    fecha: facts.date,
    cuit: Number(facts.sellerCuit.replace(/\D/g, '')),
    ptoVta: facts.pointOfSale,
    tipoCmp: facts.voucherType,
    nroCmp: facts.number,
    importe: toCents(facts.total) / 100,
    moneda: 'PES',
    ctz: 1,
    ...(facts.receiverDocType === DOCUMENT_TYPES.CONSUMIDOR_FINAL
      ? {}
      : { tipoDocRec: facts.receiverDocType, nroDocRec: Number(facts.receiverDocNumber) }),
    tipoCodAut: 'E',
    codAut: Number(facts.cae),
  };
}

// The JSON is ASCII (numbers, digits and fixed codes), so btoa (Node and browsers) encodes it as is.
export const qrUrl = (facts: QrFacts): string => QR_BASE_URL + btoa(JSON.stringify(qrPayload(facts)));
