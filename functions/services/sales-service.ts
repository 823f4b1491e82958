// The admin's sales: orders filtered by status, seller and a range of store-calendar dates, with
// their payments (and the refunds the store asked for) and totals per seller; and any order's
// detail with its payment id and status history.
// Totals count APPROVED orders only (money actually taken; a refund or a chargeback moves the order
// to REFUNDED or CHARGED_BACK and so leaves the totals).
// Flow: handler → this service → orders repository.
import type { OrderView, SalesFilterRequest, SalesReport, SellerTotal } from '../domain/order-view';
import { AppError, notFound } from '../domain/errors';
import { refundStateOf } from '../domain/order-payments';
import { MAX_SALES_DAYS, SELLERS, monthsBetween, salesFilterSchema, salesRange } from '../domain/sales-filter';
import { sumMoney } from '../domain/money';
import { addDays, storeDayStart, toStoreDate } from '../domain/store-clock';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';
import type { UsersRepository } from '../data/users-repository';
import type { MailSuppressionsRepository } from '../data/mail-suppressions-repository';
import { requireAdmin } from './admin-guard';
import { orderView } from './order-view';

export interface SalesDependencies {
  orders: OrdersRepository;
  users: UsersRepository;
  /** The store's suppression list: why the buyer's address gets no more e-mails, if it does not. */
  mailSuppressions: Pick<MailSuppressionsRepository, 'find'>;
  now: () => Date;
}

function sellerTotals(orders: readonly StoredOrder[]): SellerTotal[] {
  return SELLERS.map((seller) => {
    const approved = orders.filter((order) => order.item.seller === seller && order.status === 'APPROVED');
    return {
      seller,
      orders: approved.length,
      amount: sumMoney(approved.map((order) => order.amount)),
    };
  });
}

/**
 * An order's payments as the admin sees them, in the store's words (the provider's the record keeps
 * stay behind): each refund with where it stands and its attempt, a chargeback's stage.
 */
function paymentViews(order: StoredOrder): NonNullable<OrderView['payments']> {
  return (order.payments ?? []).map((payment) => ({
    id: payment.id,
    state: payment.state,
    amount: payment.amount,
    at: payment.at,
    refund: payment.refund
      ? { ...payment.refund, state: refundStateOf(payment) ?? 'REQUESTED', attempts: (payment.refund.attempt ?? 0) + 1 }
      : null,
    chargeback: payment.chargeback ?? null,
    refundedAmount: payment.refundedAmount ?? 0,
  }));
}

export function createSalesService({ orders, users, mailSuppressions, now }: SalesDependencies) {
  /** An order as the admin sees it: every payment, the billing details, the history. */
  async function orderDetail(order: StoredOrder): Promise<OrderView> {
    const [statusHistory, billing, suppression] = await Promise.all([
      orders.listHistory(order.id),
      // Orders keep the details they were placed with; older ones show the buyer's latest.
      order.billing ? Promise.resolve(order.billing) : users.listAddresses(order.userId).then((list) => list.at(-1) ?? null),
      order.buyer.email ? mailSuppressions.find(order.buyer.email) : Promise.resolve(null),
    ]);
    return {
      ...orderView(order, now()),
      statusHistory,
      billing,
      payments: paymentViews(order),
      buyerMailSuppression: suppression
        ? {
            reason: suppression.reason,
            since: suppression.since,
            detail: suppression.detail,
            skippedEmails: suppression.skippedEmails,
            lastSkippedAt: suppression.lastSkippedAt,
          }
        : null,
    };
  }

  return {
    orderDetail,

    async listSales(viewer: Viewer, filter?: SalesFilterRequest | null): Promise<SalesReport> {
      requireAdmin(viewer);
      const values = parseInput(salesFilterSchema, filter ?? {});
      const at = now();
      const range = salesRange(values, toStoreDate(at));
      if (!range) {
        const message = `El rango de fechas puede abarcar hasta ${MAX_SALES_DAYS} días.`;
        throw new AppError('ValidationError', `Revisá los datos: ${message}`, { from: message });
      }
      const created = await orders.listCreatedBetween(
        monthsBetween(range.from, range.to),
        storeDayStart(range.from),
        storeDayStart(addDays(range.to, 1)),
      );
      const selected = created.filter(
        (order) => (!values.status || order.status === values.status) && (!values.seller || order.item.seller === values.seller),
      );
      // With their payments: the refunds the store asked for are listed from them (Ventas, "Reembolsos").
      return {
        orders: selected.map((order) => ({ ...orderView(order, at), payments: paymentViews(order) })),
        totals: sellerTotals(selected),
      };
    },

    async getOrder(viewer: Viewer, id: string): Promise<OrderView> {
      requireAdmin(viewer);
      const order = await orders.get(id);
      if (!order) throw notFound(`No existe la orden ${id}.`);
      return orderDetail(order);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type SalesService = ReturnType<typeof createSalesService>;
