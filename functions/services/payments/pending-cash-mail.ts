// "Tu compra … está pendiente de pago" (issue 42), carried out by the outbox: the e-mail was owed
// with the write that first recorded the voucher of the payment in cash the order waits for, and
// it is sent only if the order still waits for it when the outbox gets to it. A buyer who paid at
// the counter before a retried send went out has the approval's e-mail instead, and one whose
// voucher lapsed has nothing left to pay: neither is told to pay. "Still waits" is what the
// buyer's own order view says (services/order-view.ts, cashVoucherOf): the order IN_PROCESS on
// that payment, pending, its voucher not past its date.
import type { OrdersRepository } from '../../data/orders-repository';
import type { Effect } from '../../domain/effects';
import { cashVoucherOf } from '../order-view';
import type { PurchaseMail } from './purchase-mail';

export type PendingCashMailEffect = Extract<Effect, { kind: 'purchase-pending-cash-mail' }>;

export function createPendingCashMail(deps: {
  orders: Pick<OrdersRepository, 'get'>;
  purchaseMail: Pick<PurchaseMail, 'pendingCash'>;
  now: () => Date;
  logInfo: (message: string, detail: unknown) => void;
}) {
  return {
    /** Sends the e-mail while the order waits for the payment; a failed read or send throws (the outbox tries again). */
    async send(effect: PendingCashMailEffect): Promise<void> {
      const order = await deps.orders.get(effect.order.id);
      const voucher = order && order.paymentId === effect.payment.id ? cashVoucherOf(order, deps.now()) : null;
      if (!order || !voucher || voucher.expired) {
        deps.logInfo('pending cash e-mail not sent: the order no longer waits for that payment', {
          orderId: effect.order.id,
          paymentId: effect.payment.id,
          status: order?.status ?? null,
        });
        return;
      }
      // The voucher as the order keeps it now (the same payment's, re-read by the provider's API).
      await deps.purchaseMail.pendingCash(effect.order, { url: voucher.url, expiresAt: voucher.expiresAt });
    },
  };
}

export type PendingCashMail = ReturnType<typeof createPendingCashMail>;
