// The sales export: the orders the filters leave, as CSV (csv.ts: the same BOM, quoting and
// formula neutralisation as the planning users export).
import type { OrderStatus, Seller } from '../../../generated/graphql';
import { csvDocument } from './csv';
import { ORDER_STATUS_LABELS, SELLER_LABELS } from './sales-labels';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../../functions/domain/order-code';

export interface SaleCsvRow {
  id: string;
  code?: string | null;
  createdAt: string;
  item: { name: string; seller: Seller };
  buyerEmail?: string | null;
  amount: number;
  discount: number;
  couponCode?: string | null;
  status: OrderStatus;
  reversedAt?: string | null;
  refundedAmount?: number | null;
}

const HEADER = [
  'Orden',
  'Id de la orden',
  'Fecha',
  'Producto',
  'Vendedor',
  'Comprador',
  'Importe (ARS)',
  'Descuento (ARS)',
  'Cupón',
  'Estado',
  'Reembolso o contracargo',
  'Reembolsado (ARS)',
];

/** Amounts with a decimal comma, as an Argentine spreadsheet reads them. */
const amount = (value: number) => value.toFixed(2).replace('.', ',');

export function salesCsv(rows: readonly SaleCsvRow[]): string {
  return csvDocument(
    HEADER,
    rows.map((row) => [
      orderNumberOf(row),
      row.id,
      formatStoreDateTime(row.createdAt),
      row.item.name,
      SELLER_LABELS[row.item.seller],
      row.buyerEmail ?? '',
      amount(row.amount),
      amount(row.discount),
      row.couponCode ?? '',
      ORDER_STATUS_LABELS[row.status],
      row.reversedAt ? formatStoreDateTime(row.reversedAt) : '',
      amount(row.refundedAmount ?? 0),
    ]),
  );
}
