// The admin's refund of a purchase (from the order detail, or answering a revocation request):
// a full refund through the provider of every approved payment the order keeps, one idempotency
// key per payment and attempt, the reason recorded on the order first, the order closed CANCELLED
// with its history and the access revoked by apply-payment, which also e-mails the buyer (once,
// from the move that closed the order). Pressing twice, even at the same moment, refunds and
// tells once. A refund the provider leaves pending or refuses is followed by the sweep (and asked
// again at once by another press); one past the provider's refund window is the admin's to make
// another way, then mark settled by hand (settleRefundByHand).
import * as z from 'zod/mini';
import type { OrderView, RefundOrderRequest, SettleRefundByHandRequest } from '../../domain/order-view';
import { AppError, notFound } from '../../domain/errors';
import { isStoreRefund, refundStateOf, type RefundReason } from '../../domain/order-payments';
import { parseInput } from '../../domain/validation';
import type { Viewer } from '../../domain/viewer';
import type { OrdersRepository } from '../../data/orders-repository';
import type { StoredOrder } from '../../domain/order';
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
  orderDetail: (order: StoredOrder) => Promise<OrderView>;
}

const inputSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Escribí el motivo del reembolso.'), z.maxLength(500, 'El motivo puede tener hasta 500 caracteres.')),
  regretTrackingCode: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
});

const settleSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  paymentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  note: z
    .string()
    .check(z.trim(), z.minLength(3, 'Escribí cómo devolviste el dinero.'), z.maxLength(500, 'La nota puede tener hasta 500 caracteres.')),
});

/** What the admin is told when the provider has not made the refund yet, by the refund's state. */
const NOT_YET_MESSAGES = {
  TOO_OLD:
    'Mercado Pago ya no permite reembolsar este pago: pasó su plazo de reembolso. Devolvé el dinero por otro medio (por ejemplo, una transferencia) y marcá el reembolso como resuelto a mano en el detalle de la compra.',
  REFUSED:
    'Mercado Pago rechazó el reembolso (por ejemplo, por saldo insuficiente en la cuenta del vendedor). La tienda lo vuelve a pedir sola cada pocos minutos; su estado se ve en el detalle de la compra.',
  PENDING: 'Mercado Pago todavía está procesando el reembolso; la compra se actualiza sola cuando lo confirme.',
} as const;

export function createOrderRefunds(deps: OrderRefundsDependencies) {
  const { orders, regrets, payments, applier, now } = deps;

  return {
    async refundOrder(viewer: Viewer, input: RefundOrderRequest): Promise<OrderView> {
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

      const kept = new Set((order.payments ?? []).filter((entry) => entry.state === 'APPROVED' && !entry.refund).map((entry) => entry.id));
      if (order.paymentId) kept.add(order.paymentId);
      const paymentIds = [...kept];
      const provider = await payments.forSeller(order.item.seller);
      let current = order;
      // A payment the order does not list yet (recorded before the order kept every payment) is recorded first.
      for (const paymentId of paymentIds.filter((id) => !(order.payments ?? []).some((entry) => entry.id === id))) {
        const payment = await provider.getPayment(paymentId);
        if (payment) current = await applier.applyPayment(current, payment);
      }
      current = await applier.markRefundRequested(current, paymentIds, { reason, note });
      // Asked now (again at once after a refusal: the admin pressed), then read back and applied.
      for (const paymentId of paymentIds) {
        const payment = await provider.getPayment(paymentId);
        if (payment?.state === 'APPROVED') current = await applier.followRefund(current, payment, { retryNow: true });
      }
      for (const paymentId of paymentIds) {
        const payment = await provider.getPayment(paymentId);
        if (payment) current = await applier.applyPayment(current, payment);
      }
      current = (await orders.get(orderId)) ?? current;
      if (current.status === 'APPROVED') {
        const states = (current.payments ?? []).filter((entry) => paymentIds.includes(entry.id)).map((entry) => refundStateOf(entry));
        const state = states.includes('TOO_OLD') ? 'TOO_OLD' : states.includes('REFUSED') ? 'REFUSED' : 'PENDING';
        throw new AppError('Conflict', NOT_YET_MESSAGES[state]);
      }
      if (regret) await regrets.markRefunded(orderId, now().toISOString());
      return deps.orderDetail(current);
    },

    /**
     * The admin returned a payment's money another way (the provider refused it past its refund
     * window, or keeps refusing) and says so: the refund is SETTLED_BY_HAND, no longer asked of the
     * provider; a refund of the purchase itself then closes the order and ends the access.
     */
    async settleRefundByHand(viewer: Viewer, input: SettleRefundByHandRequest): Promise<OrderView> {
      requireAdmin(viewer);
      const { orderId, paymentId, note } = parseInput(settleSchema, input);
      const order = await orders.get(orderId);
      if (!order) throw notFound(`No existe la orden ${orderId}.`);
      const entry = (order.payments ?? []).find((candidate) => candidate.id === paymentId);
      const state = entry ? refundStateOf(entry) : null;
      if (state === 'SETTLED_BY_HAND') return deps.orderDetail(order);
      if (state !== 'TOO_OLD' && state !== 'REFUSED') {
        throw new AppError('Conflict', 'Solo se puede marcar como resuelto a mano un reembolso que Mercado Pago rechazó o ya no permite.');
      }
      const after = await applier.settleRefundByHand(order, paymentId, note);
      if (after.closed && isStoreRefund(after.statusReason)) {
        const regret = await regrets.get(orderId);
        if (regret) await regrets.markRefunded(orderId, now().toISOString());
      }
      return deps.orderDetail(after);
    },
  };
}
