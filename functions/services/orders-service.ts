// The buyer's own orders and owned items. Identity from the token only; another user's order is
// answered as not found. Flow: handler → orders service → orders/inventory repositories.
import type { InventoryEntry, Order } from '../generated/graphql';
import { notFound, signInRequired } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';
import type { RegretsRepository } from '../data/regrets-repository';
import { toApiOrder } from './order-view';

export interface OrdersDependencies {
  orders: OrdersRepository;
  inventory: InventoryRepository;
  /** The buyer's revocation requests, shown on her orders. */
  regrets: Pick<RegretsRepository, 'getMany'>;
  now: () => Date;
}

/** Orders a revocation request can be on: those that were paid (approved, or since refunded or charged back). */
const mayHaveRegret = (order: StoredOrder): boolean =>
  order.status === 'APPROVED' || order.status === 'REFUNDED' || order.status === 'CHARGED_BACK';

/** Cancelled by the store before any checkout existed: nothing could be paid for it. */
const neverOfferedForPayment = (order: StoredOrder): boolean => order.status === 'CANCELLED' && !order.preferenceId;

function requireUserId(viewer: Viewer): string {
  if (viewer.kind !== 'user') throw signInRequired();
  return viewer.userId;
}

export function createOrdersService({ orders, inventory, regrets, now }: OrdersDependencies) {
  /** The buyer's view of her orders, each with its revocation request if she made one. */
  async function withRegrets(mine: readonly StoredOrder[], at: Date): Promise<Order[]> {
    const requests = await regrets.getMany(mine.filter(mayHaveRegret).map((order) => order.id));
    const byOrder = new Map(requests.map((request) => [request.orderId, request]));
    return mine.map((order) => {
      const request = byOrder.get(order.id);
      return {
        ...toApiOrder(order, at),
        regret: request
          ? {
              trackingCode: request.trackingCode,
              status: request.status,
              createdAt: request.createdAt,
              refundedAt: request.refundedAt ?? null,
            }
          : null,
      };
    });
  }

  return {
    /** The spec's "orders to process": the buyer's orders still waiting for the payment provider. */
    async listOrdersToProcess(viewer: Viewer): Promise<Order[]> {
      const mine = await orders.listByUser(requireUserId(viewer));
      const at = now();
      return mine
        .filter((order) => (order.status === 'CREATED' || order.status === 'IN_PROCESS') && !order.closed && order.preferenceId)
        .map((order) => toApiOrder(order, at));
    },

    /**
     * Every order of the buyer, newest first — except attempts the store cancelled before the
     * buyer ever got a payment address (Mercado Pago was down): the buyer never placed those.
     */
    async listMyOrders(viewer: Viewer): Promise<Order[]> {
      const mine = (await orders.listByUser(requireUserId(viewer))).filter((order) => !neverOfferedForPayment(order));
      return withRegrets(mine, now());
    },

    async getMyOrder(viewer: Viewer, id: string): Promise<Order> {
      const userId = requireUserId(viewer);
      const order = await orders.get(id);
      if (!order || order.userId !== userId) throw notFound('No encontramos esa compra.');
      const [view] = await withRegrets([order], now());
      return view ?? toApiOrder(order, now());
    },

    /** Owned courses and plannings, most recent first. */
    async listMyInventory(viewer: Viewer): Promise<InventoryEntry[]> {
      const entries = await inventory.list(requireUserId(viewer));
      return entries.sort((a, b) => b.acquiredAt.localeCompare(a.acquiredAt));
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type OrdersService = ReturnType<typeof createOrdersService>;
