// The accountant's export of a seller's invoices and credit notes (issued ones): one row per
// document, amounts with a decimal comma, credit notes negative so a column sum is the net sold.
import { csvDocument } from './csv';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';

export interface InvoiceCsvRow {
  kind: 'FACTURA' | 'NOTA_CREDITO';
  status: string;
  orderId: string;
  name?: string | null;
  number?: string | null;
  issueDate?: string | null;
  cae?: string | null;
  caeDueDate?: string | null;
  total?: number | null;
  net?: number | null;
  vat?: number | null;
  receiverName?: string | null;
  receiverDocument?: string | null;
}

const HEADER = [
  'Fecha',
  'Comprobante',
  'Número',
  'Receptor',
  'Documento',
  'Neto (ARS)',
  'IVA (ARS)',
  'Total (ARS)',
  'CAE',
  'Vto. CAE',
  'Orden',
];

const amount = (value: number | null | undefined, sign: number) => ((value ?? 0) * sign).toFixed(2).replace('.', ',');

export function invoicesCsv(rows: readonly InvoiceCsvRow[]): string {
  return csvDocument(
    HEADER,
    rows
      .filter((row) => row.status === 'ISSUED')
      .map((row) => {
        const sign = row.kind === 'NOTA_CREDITO' ? -1 : 1;
        return [
          row.issueDate ? formatCalendarDate(row.issueDate) : '',
          row.name ?? '',
          row.number ?? '',
          row.receiverName ?? '',
          row.receiverDocument ?? '',
          amount(row.net, sign),
          amount(row.vat, sign),
          amount(row.total, sign),
          row.cae ?? '',
          row.caeDueDate ? formatCalendarDate(row.caeDueDate) : '',
          row.orderId,
        ];
      }),
  );
}
