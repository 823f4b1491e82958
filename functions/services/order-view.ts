// The view of a stored order (domain/order-view.ts): storage-only fields stay behind, and the payment address is
// offered only while paying still makes sense (a CREATED or REJECTED order whose checkout has not
// expired; Checkout Pro lets a rejected buyer try again).
import type { StoredOrder } from '../domain/order';
import type { OrderView } from '../domain/order-view';
import { reversalOf } from '../domain/order-payments';

function isPayable(order: StoredOrder, now: Date): boolean {
  return (
    (order.status === 'CREATED' || order.status === 'REJECTED') &&
    !order.closed &&
    order.paymentUrl !== null &&
    order.paymentExpiresAt !== null &&
    Date.parse(order.paymentExpiresAt) > now.getTime()
  );
}

export function orderView(order: StoredOrder, now: Date): OrderView {
  const reversal = reversalOf({ status: order.status, paymentId: order.paymentId, payments: order.payments ?? [] });
  return {
    id: order.id,
    code: order.code ?? null,
    status: order.status,
    item: order.item,
    amount: order.amount,
    currency: order.currency,
    listPrice: order.listPrice,
    couponCode: order.couponCode,
    discount: order.discount,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    paymentUrl: isPayable(order, now) ? order.paymentUrl : null,
    paymentId: order.paymentId,
    buyerEmail: order.buyer.email,
    statusReason: order.statusReason,
    reversedAt: reversal.at,
    refundedAmount: reversal.amount,
    // The buyer's own views fill it (orders-service.ts).
    regret: null,
    // Admin-only fields, filled by the admin's getOrder.
    statusHistory: null,
    payments: null,
    billing: null,
    buyerMailSuppression: null,
  };
}
