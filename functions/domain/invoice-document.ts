// What the printed invoice shows (RG 1415 Anexo II and RG 4291's printed format, with ARCA's QR),
// worked out from the issued voucher: the PDF renderer only draws these texts.
import { formatMoneyWithCents as money } from './money';
import { formatCalendarDate } from './store-clock';
import {
  DOCUMENT_TYPES,
  formatVoucherNumber,
  qrUrl,
  RECEIVER_CONDITIONS,
  voucherLetter,
  voucherName,
  type ArcaEnvironment,
  type FiscalCondition,
} from './invoice-rules';

export interface InvoiceDocumentInput {
  seller: {
    legalName: string;
    cuit: string;
    condition: FiscalCondition;
    address: string;
    grossIncomeNumber: string;
    activityStartDate: string;
    environment: ArcaEnvironment;
  };
  buyer: { name: string; address: string | null };
  itemName: string;
  voucher: {
    voucherType: number;
    pointOfSale: number;
    number: number;
    issueDate: string;
    serviceFrom: string;
    serviceTo: string;
    paymentDue: string;
    cae: string;
    caeDueDate: string;
    total: number;
    net: number;
    vat: number;
    receiverDocType: number;
    receiverDocNumber: string;
    receiverCondition: number;
    associated: { voucherType: number; pointOfSale: number; number: number } | null;
  };
}

export interface InvoiceDocumentFacts {
  title: string;
  letter: string;
  /** "COD. 011" (the voucher type, three digits). */
  code: string;
  number: string;
  issueDate: string;
  seller: { rows: [string, string][]; legalName: string };
  buyer: [string, string][];
  period: [string, string][];
  /**
   * The voucher's one line: quantity, unit price and amount; on a Factura A, net of VAT with the
   * VAT rate column (RG 1415 Anexo II); on a B or C the price with VAT included.
   */
  line: { description: string; quantity: string; unitPrice: string; vatRate: string | null; amount: string };
  totals: [string, string][];
  /** Factura B to a consumidor final: the VAT contained and other national indirect taxes, under the law's legend (Ley 27.743). */
  transparency: { heading: string; rows: [string, string][] } | null;
  associated: string | null;
  cae: string;
  caeDueDate: string;
  qrUrl: string;
  /** Homologación: ARCA's test environment, whose vouchers are not valid. */
  notice: string | null;
}

/** The VAT rate of the store's services (the one ARCA's voucher carries: AlicIva 5, 21 %). */
const VAT_RATE = '21 %';

const CONDITION_LABEL: Record<FiscalCondition, string> = {
  MONOTRIBUTO: 'Responsable Monotributo',
  RESPONSABLE_INSCRIPTO: 'IVA Responsable Inscripto',
};

const RECEIVER_CONDITION_LABEL: Record<number, string> = {
  [RECEIVER_CONDITIONS.RESPONSABLE_INSCRIPTO]: 'IVA Responsable Inscripto',
  [RECEIVER_CONDITIONS.EXENTO]: 'IVA Sujeto Exento',
  [RECEIVER_CONDITIONS.CONSUMIDOR_FINAL]: 'Consumidor Final',
  [RECEIVER_CONDITIONS.MONOTRIBUTO]: 'Responsable Monotributo',
};

const receiverConditionLabel = (condition: number): string => RECEIVER_CONDITION_LABEL[condition] ?? 'Consumidor Final';

const docLabel = (docType: number): string =>
  docType === DOCUMENT_TYPES.CUIT ? 'CUIT' : docType === DOCUMENT_TYPES.DNI ? 'DNI' : 'Documento';

/** 20123456789 → 20-12345678-9 */
export const formatCuit = (cuit: string): string => {
  const digits = cuit.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : digits;
};

export function invoiceDocumentFacts(input: InvoiceDocumentInput): InvoiceDocumentFacts {
  const { seller, voucher } = input;
  const letter = voucherLetter(voucher.voucherType);
  const date = formatCalendarDate;
  // Every amount with its cents, as an accountant reads a voucher: "$ 12.750,00".
  const totals: [string, string][] =
    letter === 'A'
      ? [
          ['Importe neto gravado', money(voucher.net)],
          [`IVA ${VAT_RATE}`, money(voucher.vat)],
          ['Importe total', money(voucher.total)],
        ]
      : [['Importe total', money(voucher.total)]];
  const lineAmount = money(letter === 'A' ? voucher.net : voucher.total);
  return {
    title: voucherName(voucher.voucherType),
    letter,
    code: `COD. ${String(voucher.voucherType).padStart(3, '0')}`,
    number: formatVoucherNumber(voucher.pointOfSale, voucher.number),
    issueDate: date(voucher.issueDate),
    seller: {
      legalName: seller.legalName,
      rows: [
        ['Domicilio comercial', seller.address],
        ['Condición frente al IVA', CONDITION_LABEL[seller.condition]],
        ['CUIT', formatCuit(seller.cuit)],
        ['Ingresos Brutos', seller.grossIncomeNumber],
        ['Inicio de actividades', date(seller.activityStartDate)],
      ],
    },
    buyer: [
      ['Apellido y nombre / Razón social', input.buyer.name],
      [
        docLabel(voucher.receiverDocType),
        voucher.receiverDocType === DOCUMENT_TYPES.CUIT ? formatCuit(voucher.receiverDocNumber) : voucher.receiverDocNumber,
      ],
      ['Condición frente al IVA', receiverConditionLabel(voucher.receiverCondition)],
      ['Domicilio', input.buyer.address ?? '—'],
      ['Condición de venta', 'Contado (pago electrónico)'],
    ],
    period: [
      ['Período facturado desde', date(voucher.serviceFrom)],
      ['hasta', date(voucher.serviceTo)],
      ['Vencimiento del pago', date(voucher.paymentDue)],
    ],
    line: {
      description: input.itemName,
      quantity: '1',
      unitPrice: lineAmount,
      vatRate: letter === 'A' ? VAT_RATE : null,
      amount: lineAmount,
    },
    totals,
    // Ley 27.743, Título VII (Régimen de Transparencia Fiscal al Consumidor), RG 5614/2024: a B shows,
    // under the law's legend, the VAT it contains and the other national indirect taxes (internal
    // taxes only; the store's services bear none), labelled as ARCA's own issuing systems print them
    // (docs/decisions/152).
    transparency:
      letter === 'B'
        ? {
            heading: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)',
            rows: [
              ['IVA Contenido', money(voucher.vat)],
              ['Otros Impuestos Nacionales Indirectos', money(0)],
            ],
          }
        : null,
    associated: voucher.associated
      ? // ARCA names it so (CbtesAsoc); a partial note does not annul the invoice, it credits part of it.
        `Comprobante asociado: ${voucherName(voucher.associated.voucherType)} ${voucherLetter(voucher.associated.voucherType)} ${formatVoucherNumber(voucher.associated.pointOfSale, voucher.associated.number)}`
      : null,
    cae: voucher.cae,
    caeDueDate: date(voucher.caeDueDate),
    qrUrl: qrUrl({
      date: voucher.issueDate,
      sellerCuit: seller.cuit,
      pointOfSale: voucher.pointOfSale,
      voucherType: voucher.voucherType,
      number: voucher.number,
      total: voucher.total,
      receiverDocType: voucher.receiverDocType,
      receiverDocNumber: voucher.receiverDocNumber,
      cae: voucher.cae,
    }),
    notice: seller.environment === 'HOMOLOGACION' ? 'Comprobante emitido en homologación (pruebas de ARCA): sin validez fiscal.' : null,
  };
}
