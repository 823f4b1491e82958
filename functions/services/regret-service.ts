// Botón de arrepentimiento (Disposición 954/2025): a buyer revokes a purchase within 10 days,
// signed in or not (order number + the purchase's e-mail). The request is registered once per order, a tracking code is
// shown and e-mailed at once, and the store is told; the admin refunds it in one action
// (payments/order-refunds.ts). Outside the period: a clear Spanish answer and the contact route.
import type { OrderNamedRequest, RegretReceipt, RegretRequest } from '../domain/regret';
import { AppError } from '../domain/errors';
import { isWithinRegretPeriod, REGRET_DAYS } from '../domain/regret';
import { newTrackingCode } from '../domain/tracking-code';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';
import type { RegretsRepository, StoredRegret } from '../data/regrets-repository';
import { amountLeftToReturn } from '../domain/order-payments';
import { requireAdmin } from './admin-guard';
import { findBuyersOrder } from './buyer-order-lookup';
import type { PurchaseMail } from './payments/purchase-mail';

export interface RegretDependencies {
  orders: OrdersRepository;
  regrets: RegretsRepository;
  mail: PurchaseMail;
  now: () => Date;
  storeEmail: string;
  storeWebUrl: string;
}

const receiptOf = (request: StoredRegret, order: StoredOrder): RegretReceipt => ({
  trackingCode: request.trackingCode,
  orderId: request.orderId,
  orderCode: order.code ?? null,
  createdAt: request.createdAt,
  refundAmount: amountLeftToReturn(order),
});

export function createRegretService(deps: RegretDependencies) {
  const { orders, regrets, now } = deps;

  return {
    async requestPurchaseRegret(viewer: Viewer, input: OrderNamedRequest): Promise<RegretReceipt> {
      const order = await findBuyersOrder(orders, viewer, input);
      const existing = await regrets.get(order.id);
      if (existing) return receiptOf(existing, order);
      if (order.status !== 'APPROVED') {
        throw new AppError(
          'Conflict',
          order.closed
            ? 'Esta compra ya fue reembolsada o cancelada: no hay nada que revocar.'
            : 'Esta compra no tiene un pago aprobado: no se te cobró nada, no hay nada que revocar.',
        );
      }
      const at = now();
      if (!isWithinRegretPeriod(new Date(order.createdAt), at)) {
        throw new AppError(
          'Conflict',
          `Pasaron más de ${REGRET_DAYS} días desde la compra, el plazo legal para arrepentirse. Si tenés un problema con ella, escribinos desde ${deps.storeWebUrl}/contact o a ${deps.storeEmail} y lo resolvemos.`,
          { orderId: `El plazo de ${REGRET_DAYS} días para arrepentirte de esta compra terminó.` },
        );
      }
      const { request, created } = await regrets.register({
        trackingCode: newTrackingCode('ARR'),
        orderId: order.id,
        orderCode: order.code ?? null,
        email: order.buyer.email,
        itemName: order.item.name,
        amount: order.amount,
        status: 'PENDING',
        createdAt: at.toISOString(),
        refundedAt: null,
      });
      if (created) {
        const refundAmount = amountLeftToReturn(order);
        await deps.mail.regretReceived(order, request.trackingCode, order.buyer.email, refundAmount);
        await deps.mail.regretToStore(order, request.trackingCode, deps.storeEmail, refundAmount);
      }
      return receiptOf(request, order);
    },

    async listRegretRequests(viewer: Viewer): Promise<RegretRequest[]> {
      requireAdmin(viewer);
      const requests = await regrets.list();
      // A pending request refunds what is left of its order (partial refunds made since count).
      return Promise.all(
        requests.map(async (request) => {
          if (request.status !== 'PENDING') return { ...request, refundAmount: 0 };
          const order = await orders.get(request.orderId);
          return { ...request, refundAmount: order ? amountLeftToReturn(order) : request.amount };
        }),
      );
    },
  };
}
