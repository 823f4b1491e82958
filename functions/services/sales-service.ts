// The admin's sales: orders filtered by status, seller and a range of store-calendar dates, with
// totals per seller; and any order's detail with its payment id and status history.
// Totals count APPROVED orders only (money actually taken; a refund moves the order to CANCELLED
// and so leaves the totals).
// Flow: handler → this service → orders repository.
import type { Order, SalesFilterInput, SalesReport, SellerTotal } from '../generated/graphql';
import { AppError, notFound } from '../domain/errors';
import { MAX_SALES_DAYS, SELLERS, monthsBetween, salesFilterSchema, salesRange } from '../domain/sales-filter';
import { sumMoney } from '../domain/money';
import { addDays, storeDayStart, toStoreDate } from '../domain/store-clock';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { OrdersRepository, StoredOrder } from '../data/orders-repository';
import { requireAdmin } from './admin-guard';
import { toApiOrder } from './order-view';

export interface SalesDependencies {
  orders: OrdersRepository;
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

export function createSalesService({ orders, now }: SalesDependencies) {
  return {
    async listSales(viewer: Viewer, filter?: SalesFilterInput | null): Promise<SalesReport> {
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
      return { orders: selected.map((order) => toApiOrder(order, at)), totals: sellerTotals(selected) };
    },

    async getOrder(viewer: Viewer, id: string): Promise<Order> {
      requireAdmin(viewer);
      const order = await orders.get(id);
      if (!order) throw notFound(`No existe la orden ${id}.`);
      const statusHistory = await orders.listHistory(id);
      return { ...toApiOrder(order, now()), statusHistory };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type SalesService = ReturnType<typeof createSalesService>;
