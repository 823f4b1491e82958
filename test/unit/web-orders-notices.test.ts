import { describe, expect, it } from 'vitest';
import { orderNotice, type UpdatedOrder } from '../../web/src/features/orders/order-notices';

const course = (status: UpdatedOrder['status']): UpdatedOrder => ({
  id: 'order-1',
  status,
  item: { id: 'course-3', type: 'COURSE', name: 'Vertical' },
});
const planning = (status: UpdatedOrder['status']): UpdatedOrder => ({
  id: 'order-2',
  status,
  item: { id: 'planning-3', type: 'PLANNING', name: 'RX Elite' },
});

describe('order notices (spec section 4, word for word)', () => {
  it.each([
    ['CREATED', 'info', 'Tu compra del curso "Vertical" será procesada'],
    ['IN_PROCESS', 'info', 'Tu compra del curso "Vertical" está pendiente'],
    ['REJECTED', 'error', 'Tu compra del curso "Vertical" fue rechazada'],
    ['CANCELLED', 'warn', 'Tu compra del curso "Vertical" fue cancelada'],
  ] as const)('a course order %s shows a %s notice for 3000 ms without a link', (status, severity, summary) => {
    expect(orderNotice(course(status))).toEqual({ severity, summary, life: 3000 });
  });

  it('an approved course shows success for 5000 ms with "Inicia el curso" to its lessons', () => {
    expect(orderNotice(course('APPROVED'))).toEqual({
      severity: 'success',
      summary: 'Tu compra del curso "Vertical" fue aprobada',
      life: 5000,
      link: { to: '/lessons/course-3', label: 'Inicia el curso' },
    });
  });

  it.each([
    ['CREATED', 'info', 'Tu compra de la planificación "RX Elite" será procesada'],
    ['IN_PROCESS', 'info', 'Tu compra de la planificación "RX Elite" está pendiente'],
    ['APPROVED', 'success', 'Tu compra de la planificación "RX Elite" fue aprobada'],
    ['REJECTED', 'error', 'Tu compra de la planificación "RX Elite" fue rechazada'],
    ['CANCELLED', 'warn', 'Tu compra de la planificación "RX Elite" fue cancelada'],
  ] as const)('a planning order %s shows only the %s notice, for 3000 ms', (status, severity, summary) => {
    expect(orderNotice(planning(status))).toEqual({ severity, summary, life: 3000 });
  });

  it('an unknown status falls to the cancelled warning, as the spec\'s "any other"', () => {
    const unknown = { ...course('CANCELLED'), status: 'EXPIRED' as UpdatedOrder['status'] };
    expect(orderNotice(unknown)).toEqual({ severity: 'warn', summary: 'Tu compra del curso "Vertical" fue cancelada', life: 3000 });
  });
});
