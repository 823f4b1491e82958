// Spanish labels of the sales section's enums.
import type { OrderStatus, Seller } from '../../../generated/graphql';

export const SELLER_LABELS: Record<Seller, string> = { STORE: 'Tienda', DELFI: 'Delfi' };

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Creada',
  IN_PROCESS: 'En proceso',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  CANCELLED: 'Cancelada',
  REFUNDED: 'Reembolsada',
  CHARGED_BACK: 'Contracargo',
};

export const ORDER_STATUS_SEVERITY: Record<OrderStatus, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  CREATED: 'secondary',
  IN_PROCESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'warning',
  REFUNDED: 'warning',
  CHARGED_BACK: 'danger',
};
