// The admin's refund of a purchase (from the order detail, or answering a revocation request):
// a full refund through the provider of every approved payment the order keeps, one idempotency
// key per payment, the reason recorded on the order first, the order closed CANCELLED with its
// history and the access revoked by apply-payment, which also e-mails the buyer (once, from the
// move that closed the order). Pressing twice, even at the same moment, refunds and tells once.
import * as z from 'zod/mini';
import type { Order, RefundOrderInput } from '../../generated/graphql';
import { AppError, notFound } from '../../domain/errors';
import { isStoreRefund, type RefundReason } from '../../domain/order-payments';
import { parseInput } from '../../domain/validation';
import type { Viewer } from '../../domain/viewer';
import type { OrdersRepository, StoredOrder } from '../../data/orders-repository';
import type { RegretsRepository } from '../../data/regrets-repository';
import type { PaymentGateway } from '../../payments/payment-provider';
import { requireAdmin } from '../admin-guard';
import type { PaymentApplier } from './apply-payment';

export interface OrderRefundsDependencies {
  orders: OrdersRepository;
  regrets: RegretsRepository;
  payments: PaymentGateway;
  applier: PaymentApplier;
  now: () => Date;
  /** The admin's view of an order (payments, billing, history). */
  orderDetail: (order: StoredOrder) => Promise<Order>;
}

const inputSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Escribí el motivo del reembolso.'), z.maxLength(500, 'El motivo puede tener hasta 500 caracteres.')),
  regretTrackingCode: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
});

export function createOrderRefunds(deps: OrderRefundsDependencies) {
  const { orders, regrets, payments, applier, now } = deps;

  return {
    async refundOrder(viewer: Viewer, input: RefundOrderInput): Promise<Order> {
      requireAdmin(viewer);
      const { orderId, reason: note, regretTrackingCode } = parseInput(inputSchema, input);
      const order = await orders.get(orderId);
      if (!order) throw notFound(`No existe la orden ${orderId}.`);
      const regret = regretTrackingCode ? await regrets.get(orderId) : null;
      if (regretTrackingCode && regret?.trackingCode !== regretTrackingCode) {
        throw new AppError('ValidationError', 'Ese código de arrepentimiento no es de esta compra.');
      }
      const reason: RefundReason = regret ? 'REGRET' : 'ADMIN';

      if (order.status !== 'APPROVED') {
        // Already refunded by the store (a second press, a retry): the same answer, nothing twice.
        if (order.closed && isStoreRefund(order.statusReason)) {
          if (regret) await regrets.markRefunded(orderId, now().toISOString());
          return deps.orderDetail(order);
        }
        throw new AppError('Conflict', 'Solo se puede reembolsar una compra aprobada.');
      }

      const kept = new Set((order.payments ?? []).filter((entry) => entry.status === 'approved' && !entry.refund).map((entry) => entry.id));
      if (order.paymentId) kept.add(order.paymentId);
      const paymentIds = [...kept];
      let current = await applier.markRefundRequested(order, paymentIds, { reason, note });
      for (const paymentId of paymentIds) await applier.refundAtProvider(current, paymentId);

      const provider = await payments.forSeller(order.item.seller);
      for (const paymentId of paymentIds) {
        const payment = await provider.getPayment(paymentId);
        if (payment) current = await applier.applyPayment(current, payment);
      }
      current = (await orders.get(orderId)) ?? current;
      if (current.status === 'APPROVED') {
        throw new AppError(
          'Conflict',
          'Mercado Pago todavía está procesando el reembolso; la compra se actualiza sola cuando lo confirme.',
        );
      }
      if (regret) await regrets.markRefunded(orderId, now().toISOString());
      return deps.orderDetail(current);
    },
  };
}
