import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VIEW } from '../../web/src/features/orders/order-status-view';

describe('"Mis compras" status', () => {
  it('labels every order status in Spanish with a severity that tells good from bad', () => {
    expect(ORDER_STATUS_VIEW).toEqual({
      CREATED: { label: 'Pago pendiente', severity: 'warning' },
      IN_PROCESS: { label: 'En proceso', severity: 'info' },
      APPROVED: { label: 'Aprobada', severity: 'success' },
      REJECTED: { label: 'Rechazada', severity: 'danger' },
      CANCELLED: { label: 'Cancelada', severity: 'secondary' },
      REFUNDED: { label: 'Reembolsada', severity: 'secondary' },
      CHARGED_BACK: { label: 'Contracargo', severity: 'danger' },
    });
  });
});
