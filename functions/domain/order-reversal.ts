// How a reversed order reads, for the buyer (Mis compras), the admin (order detail, Ventas) and the
// sales CSV alike: "Reembolsada el 27/11/2026 · $ 12.000,00", "Contracargo el …", or, for an order
// still approved after a partial refund, "Reembolso parcial de $ 2.000,00". Pure, shared by the web.
import { formatMoney } from './money';
import { formatStoreDate } from './store-clock';

export interface ReversibleOrder {
  status: string;
  reversedAt?: string | null;
  refundedAmount?: number | null;
}

/** The words of the reversal, or null when the order was neither reversed nor partly refunded. */
export function reversalSummary(order: ReversibleOrder): string | null {
  const amount = order.refundedAmount ?? 0;
  const on = order.reversedAt ? ` el ${formatStoreDate(new Date(order.reversedAt))}` : '';
  if (order.status === 'REFUNDED') return `Reembolsada${on} · ${formatMoney(amount)}`;
  if (order.status === 'CHARGED_BACK') return `Contracargo${on} · ${formatMoney(amount)}`;
  if (order.status === 'APPROVED' && amount > 0) return `Reembolso parcial de ${formatMoney(amount)}`;
  return null;
}
