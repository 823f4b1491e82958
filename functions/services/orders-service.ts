// The buyer's own orders and owned items. Identity from the token only; another user's order is
// answered as not found. Flow: handler → orders service → orders/inventory repositories.
import type { InventoryEntry, Order } from '../generated/graphql';
import { notFound, signInRequired } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { OrdersRepository, StoredOrder } from '../data/orders-repository';
import { toApiOrder } from './order-view';

export interface OrdersDependencies {
  orders: OrdersRepository;
  inventory: InventoryRepository;
  now: () => Date;
}

/** Cancelled by the store before any checkout existed: nothing could be paid for it. */
const neverOfferedForPayment = (order: StoredOrder): boolean => order.status === 'CANCELLED' && !order.preferenceId;

function requireUserId(viewer: Viewer): string {
  if (viewer.kind !== 'user') throw signInRequired();
  return viewer.userId;
}

export function createOrdersService({ orders, inventory, now }: OrdersDependencies) {
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
      const at = now();
      return (await orders.listByUser(requireUserId(viewer)))
        .filter((order) => !neverOfferedForPayment(order))
        .map((order) => toApiOrder(order, at));
    },

    async getMyOrder(viewer: Viewer, id: string): Promise<Order> {
      const userId = requireUserId(viewer);
      const order = await orders.get(id);
      if (!order || order.userId !== userId) throw notFound('No encontramos esa compra.');
      return toApiOrder(order, now());
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
