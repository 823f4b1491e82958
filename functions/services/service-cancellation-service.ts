// Botón de baja (Disposición 954/2025): a member ends a planning membership contracted at the
// store, signed in or not (order number + the purchase's e-mail), with no further step. The
// membership ends at once, the request is registered once per order and its tracking code is
// shown and e-mailed at once; the store is told. Courses are bought once and have nothing to end:
// their buyer is pointed to the Botón de arrepentimiento.
import type { OrderNamedRequest, ServiceCancellation, ServiceCancellationReceipt } from '../domain/regret';
import { AppError } from '../domain/errors';
import { newTrackingCode } from '../domain/tracking-code';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository } from '../data/orders-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { ServiceCancellationsRepository } from '../data/service-cancellations-repository';
import { requireAdmin } from './admin-guard';
import { findBuyersOrder } from './buyer-order-lookup';
import type { ServiceCancellationMail } from './service-cancellation-mail';

export interface ServiceCancellationDependencies {
  orders: OrdersRepository;
  cancellations: ServiceCancellationsRepository;
  planningUsers: Pick<PlanningUsersRepository, 'deactivate'>;
  mail: ServiceCancellationMail;
  now: () => Date;
  storeEmail: string;
}

const receiptOf = (cancellation: ServiceCancellation): ServiceCancellationReceipt => ({
  trackingCode: cancellation.trackingCode,
  orderId: cancellation.orderId,
  orderCode: cancellation.orderCode ?? null,
  itemName: cancellation.itemName,
  createdAt: cancellation.createdAt,
});

export function createServiceCancellationService(deps: ServiceCancellationDependencies) {
  const { orders, cancellations, now } = deps;

  return {
    async requestServiceCancellation(viewer: Viewer, input: OrderNamedRequest): Promise<ServiceCancellationReceipt> {
      const order = await findBuyersOrder(orders, viewer, input);
      const existing = await cancellations.get(order.id);
      if (existing) return receiptOf(existing);
      if (order.item.type !== 'PLANNING') {
        throw new AppError(
          'Conflict',
          'La baja es para las planificaciones. Un curso se paga una sola vez y no tiene cobros que dar de baja: si te arrepentiste dentro de los 10 días, usá el Botón de arrepentimiento.',
          { orderId: 'Esta compra es de un curso, no de una planificación.' },
        );
      }
      if (order.status !== 'APPROVED') {
        throw new AppError(
          'Conflict',
          order.closed
            ? 'Esta compra ya fue reembolsada o cancelada: la planificación ya no está activa.'
            : 'Esta compra no tiene un pago aprobado: no hay una planificación activa que dar de baja.',
        );
      }
      const at = now().toISOString();
      // Ended before it is registered: a retry after a failure in between ends it again (harmless)
      // and then registers it, so a registered baja is never one whose membership still runs.
      const membership = await deps.planningUsers.deactivate(order.item.id, order.userId, at);
      if (!membership) throw new AppError('Conflict', 'No encontramos una membresía de esta planificación para dar de baja.');
      const { cancellation, created } = await cancellations.register({
        trackingCode: newTrackingCode('BAJ'),
        orderId: order.id,
        orderCode: order.code ?? null,
        email: order.buyer.email,
        itemName: order.item.name,
        createdAt: at,
      });
      if (created) {
        await deps.mail.toBuyer(order, cancellation.trackingCode, cancellation.createdAt);
        await deps.mail.toStore(order, cancellation.trackingCode, deps.storeEmail);
      }
      return receiptOf(cancellation);
    },
  };
}

/** The admin's list of every baja, newest first. */
export async function listServiceCancellations(
  viewer: Viewer,
  cancellations: Pick<ServiceCancellationsRepository, 'list'>,
): Promise<ServiceCancellation[]> {
  requireAdmin(viewer);
  return cancellations.list();
}
