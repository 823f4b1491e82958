// The buyer's own orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { ordersKeys } from './keys';

const ListMyOrdersDocument = graphql(`
  query ListMyOrders {
    listMyOrders {
      id
      code
      status
      amount
      currency
      listPrice
      discount
      couponCode
      createdAt
      paymentUrl
      reversedAt
      refundedAmount
      regret {
        trackingCode
        status
        createdAt
      }
      cashVoucher {
        url
        expiresAt
        expired
      }
      item {
        id
        type
        name
      }
    }
  }
`);

const myOrdersQuery = () =>
  queryOptions({
    queryKey: ordersKeys.mine(),
    queryFn: async () => {
      const { listMyOrders } = await request(ListMyOrdersDocument, {}, 'userPool');
      return [...listMyOrders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

/** How often an open page asks again while a payment may still change (pending, in review). */
const OPEN_PAYMENT_POLL_MS = 5_000;

/** Waiting on Mercado Pago: a payment in review or pending, or a checkout still open to pay. */
export const isAwaitingPayment = (order: { status: string; paymentUrl?: string | null }): boolean =>
  order.status === 'IN_PROCESS' || (order.status === 'CREATED' && Boolean(order.paymentUrl));

/**
 * The buyer's orders. While one is still waiting on Mercado Pago the list is asked again every few
 * seconds, so a pending payment approved later shows on the open page without a reload.
 */
export const useMyOrders = () =>
  useQuery({
    ...myOrdersQuery(),
    refetchInterval: (query) => (query.state.data?.some(isAwaitingPayment) ? OPEN_PAYMENT_POLL_MS : false),
  });

/**
 * One of the buyer's orders (null when it is not hers or no longer listed), read from her orders
 * under the same key, so an approval seen anywhere refreshes it; nothing is asked without an id.
 * While it waits on Mercado Pago (pending, in review, checkout open) it is asked again every few
 * seconds, so the page that shows it moves on by itself once the payment is credited or refused.
 */
export const useMyOrder = (orderId: string | null) =>
  useQuery({
    ...myOrdersQuery(),
    enabled: orderId !== null,
    select: (orders) => orders.find((order) => order.id === orderId) ?? null,
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.id === orderId && isAwaitingPayment(order)) ? OPEN_PAYMENT_POLL_MS : false,
  });

const isPendingOf = (itemId: string) => (order: { status: string; item: { id: string } }) =>
  order.item.id === itemId && order.status === 'IN_PROCESS';

/**
 * The buyer's newest order of this item whose payment is pending at Mercado Pago (IN_PROCESS: a
 * cash ticket not yet paid, a payment in review), or null; asked again every few seconds while
 * there is one, so the page moves on once it is credited or refused. Nothing is asked for a
 * visitor (an item page is also shown to visitors): the query stays pending and its data absent.
 */
export function usePendingOrderOf(itemId: string) {
  const { status } = useSession();
  return useQuery({
    ...myOrdersQuery(),
    enabled: status === 'signed-in',
    select: (orders) => orders.find(isPendingOf(itemId)) ?? null,
    refetchInterval: (query) => (query.state.data?.some(isPendingOf(itemId)) ? OPEN_PAYMENT_POLL_MS : false),
  });
}
