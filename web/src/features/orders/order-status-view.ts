// How an order's status reads on "Mis compras": a Spanish label and the tag's severity.
import type { OrderStatus } from '../../generated/graphql';

export const ORDER_STATUS_VIEW: Record<OrderStatus, { label: string; severity: 'success' | 'info' | 'warning' | 'danger' | 'secondary' }> =
  {
    CREATED: { label: 'Pago pendiente', severity: 'warning' },
    IN_PROCESS: { label: 'En proceso', severity: 'info' },
    APPROVED: { label: 'Aprobada', severity: 'success' },
    REJECTED: { label: 'Rechazada', severity: 'danger' },
    CANCELLED: { label: 'Cancelada', severity: 'secondary' },
    REFUNDED: { label: 'Reembolsada', severity: 'secondary' },
    CHARGED_BACK: { label: 'Contracargo', severity: 'danger' },
  };
