// The view of a stored order (domain/order-view.ts): storage-only fields stay behind, and the payment address is
// offered only while paying still makes sense (a CREATED or REJECTED order whose checkout has not
// expired; Checkout Pro lets a rejected buyer try again).
import type { StoredOrder } from '../domain/order';
import type { CashVoucherView, OrderView } from '../domain/order-view';
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

/**
 * The voucher of the payment that last moved the order, when it is a payment in cash: to pay while
 * the order waits for it (IN_PROCESS, the payment pending), or told expired once the provider called
 * it off for that (or its date passed unpaid). Nothing for an order paid, refunded or otherwise ended.
 */
export function cashVoucherOf(order: StoredOrder, now: Date): CashVoucherView | null {
  const payment = (order.payments ?? []).find((entry) => entry.id === order.paymentId);
  const voucher = payment?.voucher;
  if (!payment || !voucher) return null;
  const pastDate = voucher.expiresAt !== null && Date.parse(voucher.expiresAt) <= now.getTime();
  if (order.status === 'IN_PROCESS' && payment.state === 'PENDING') return { ...voucher, expired: pastDate };
  if (payment.lapsed && payment.state === 'CANCELLED' && order.status === 'CANCELLED') return { ...voucher, expired: true };
  return null;
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
    cashVoucher: cashVoucherOf(order, now),
    // Admin-only fields, filled by the admin's getOrder.
    statusHistory: null,
    payments: null,
    billing: null,
    buyerMailSuppression: null,
  };
}
