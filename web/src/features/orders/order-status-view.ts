// How an order's status reads on "Mis compras": a Spanish label and the tag's severity.
import type { OrderStatus } from '../../generated/graphql';

export const ORDER_STATUS_VIEW: Record<OrderStatus, { label: string; severity: 'success' | 'info' | 'warning' | 'danger' | 'secondary' }> = {
  CREATED: { label: 'Pago pendiente', severity: 'warning' },
  IN_PROCESS: { label: 'En proceso', severity: 'info' },
  APPROVED: { label: 'Aprobada', severity: 'success' },
  REJECTED: { label: 'Rechazada', severity: 'danger' },
  CANCELLED: { label: 'Cancelada', severity: 'secondary' },
};

const STORE_OFFSET_MS = -3 * 60 * 60 * 1000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** dd/mm/aaaa HH:mm in the store's offset (-03:00), whatever the buyer's own time zone. */
export function formatOrderDateTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + STORE_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return iso;
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}
