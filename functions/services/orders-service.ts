// The buyer's own orders and owned items. Identity from the token only; another user's order is
// answered as not found. Owned items are the purchases' entitlements plus the running plannings a
// coach added by hand (a membership without a purchase), so /welcome greets both.
// Flow: handler → orders service → orders/inventory/items/planning users repositories.
import type { InventoryEntry } from '../domain/item';
import type { OrderView } from '../domain/order-view';
import { notFound, signInRequired } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import { planningUserStatus } from '../domain/planning-user-input';
import { storeDayStart, toStoreDate } from '../domain/store-clock';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { OrdersRepository } from '../data/orders-repository';
import type { StoredOrder } from '../domain/order';
import type { RegretsRepository } from '../data/regrets-repository';
import { orderView } from './order-view';

export interface OrdersDependencies {
  orders: OrdersRepository;
  inventory: InventoryRepository;
  /** The plannings, and the buyer's memberships of them (a coach adds some by hand, with no purchase). */
  items: Pick<ItemsRepository, 'list'>;
  planningUsers: Pick<PlanningUsersRepository, 'getForMember'>;
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

export function createOrdersService({ orders, inventory, items, planningUsers, regrets, now }: OrdersDependencies) {
  /** The buyer's view of her orders, each with its revocation request if she made one. */
  async function withRegrets(mine: readonly StoredOrder[], at: Date): Promise<OrderView[]> {
    const requests = await regrets.getMany(mine.filter(mayHaveRegret).map((order) => order.id));
    const byOrder = new Map(requests.map((request) => [request.orderId, request]));
    return mine.map((order) => {
      const request = byOrder.get(order.id);
      return {
        ...orderView(order, at),
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
    async listOrdersToProcess(viewer: Viewer): Promise<OrderView[]> {
      const mine = await orders.listByUser(requireUserId(viewer));
      const at = now();
      return mine
        .filter((order) => (order.status === 'CREATED' || order.status === 'IN_PROCESS') && !order.closed && order.preferenceId)
        .map((order) => orderView(order, at));
    },

    /**
     * Every order of the buyer, newest first — except attempts the store cancelled before the
     * buyer ever got a payment address (Mercado Pago was down): the buyer never placed those.
     */
    async listMyOrders(viewer: Viewer): Promise<OrderView[]> {
      const mine = (await orders.listByUser(requireUserId(viewer))).filter((order) => !neverOfferedForPayment(order));
      return withRegrets(mine, now());
    },

    async getMyOrder(viewer: Viewer, id: string): Promise<OrderView> {
      const userId = requireUserId(viewer);
      const order = await orders.get(id);
      if (!order || order.userId !== userId) throw notFound('No encontramos esa compra.');
      const [view] = await withRegrets([order], now());
      return view ?? orderView(order, now());
    },

    /**
     * Owned courses and plannings, most recent first: the purchases' entitlements, and each
     * running planning membership a coach added by hand (no order; acquired the day it starts).
     * An e-mail membership is already the account's here: sign-up confirmation links it.
     */
    async listMyInventory(viewer: Viewer): Promise<InventoryEntry[]> {
      const userId = requireUserId(viewer);
      const [purchased, plannings] = await Promise.all([inventory.list(userId), items.list('PLANNING')]);
      const memberships = await planningUsers.getForMember(
        userId,
        plannings.map((item) => item.id),
      );
      const today = toStoreDate(now());
      const added: InventoryEntry[] = memberships.flatMap((membership) => {
        const item = plannings.find((planning) => planning.id === membership.planningId);
        const running = planningUserStatus(membership.status, membership.endDate, today) === 'ACTIVE';
        if (!item || !running || purchased.some((entry) => entry.itemId === membership.planningId)) return [];
        return [
          {
            itemId: item.id,
            itemType: 'PLANNING',
            name: item.name,
            orderId: null,
            acquiredAt: storeDayStart(membership.startDate),
          },
        ];
      });
      return [...purchased, ...added].sort((a, b) => b.acquiredAt.localeCompare(a.acquiredAt));
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type OrdersService = ReturnType<typeof createOrdersService>;
