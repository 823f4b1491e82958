import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VIEW, formatOrderDateTime } from '../../web/src/features/orders/order-status-view';

describe('"Mis compras" status and date', () => {
  it('writes the date and time as dd/mm/aaaa HH:mm in Argentina (-03:00), whatever the offset given', () => {
    expect(formatOrderDateTime('2026-11-22T04:24:00.000Z')).toBe('22/11/2026 01:24');
    expect(formatOrderDateTime('2026-03-01T02:30:00Z')).toBe('28/02/2026 23:30');
    expect(formatOrderDateTime('2026-01-01T00:05:00-03:00')).toBe('01/01/2026 00:05');
  });

  it('labels every order status in Spanish with a severity that tells good from bad', () => {
    expect(ORDER_STATUS_VIEW).toEqual({
      CREATED: { label: 'Pago pendiente', severity: 'warning' },
      IN_PROCESS: { label: 'En proceso', severity: 'info' },
      APPROVED: { label: 'Aprobada', severity: 'success' },
      REJECTED: { label: 'Rechazada', severity: 'danger' },
      CANCELLED: { label: 'Cancelada', severity: 'secondary' },
    });
  });
});
