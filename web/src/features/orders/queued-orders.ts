// Public entry of the orders feature for the app shell and the checkout (see the web contract):
// queue an order before leaving for Mercado Pago, and process the queue at app start, when the
// buyer signs in, and when Mercado Pago sends the buyer back.
import type { QueryClient } from '@tanstack/react-query';
import { updateOrdersWithPaymentProvider } from './api/update-orders-with-payment-provider';
import { serverKeys } from '../../lib/server-keys';
import { ordersKeys } from './api/keys';
import { createOrderQueue, type QueuedOrder } from './order-queue';
import type { OrderNotice, UpdatedOrder } from './order-notices';

export type { QueuedOrder } from './order-queue';
export type { OrderNotice } from './order-notices';

// The queue lives in localStorage: it must outlive the trip to Mercado Pago and back, which may
// come back in a new tab.
const browserStorage = {
  getItem: (key: string) => window.localStorage.getItem(key),
  setItem: (key: string, value: string) => window.localStorage.setItem(key, value),
};
const queue = createOrderQueue(browserStorage);

export function queueOrderForUpdate(order: QueuedOrder): void {
  queue.add(order);
}

let running: Promise<UpdatedOrder[]> | null = null;

/**
 * Updates the queued orders with the payment provider and shows the spec's notices. Calls made
 * while an update is under way join it, so app start, sign-in and the return from Mercado Pago
 * never show a notice twice. With a query client, the buyer's orders (and, for an approved
 * course, the inventory) are refetched.
 */
export async function processQueuedOrders(show: (notice: OrderNotice) => void, options: { queryClient?: QueryClient } = {}): Promise<void> {
  running ??= queue.process(updateOrdersWithPaymentProvider, show).finally(() => {
    running = null;
  });
  const updated = await running;
  const { queryClient } = options;
  if (!queryClient || updated.length === 0) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    updated.some((order) => order.status === 'APPROVED' && order.item.type === 'COURSE')
      ? queryClient.invalidateQueries({ queryKey: serverKeys.inventory() })
      : Promise.resolve(),
  ]);
}
