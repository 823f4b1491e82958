// The buyer's own orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { ordersKeys } from './keys';

const ListMyOrdersDocument = graphql(`
  query ListMyOrders {
    listMyOrders {
      id
      status
      amount
      currency
      listPrice
      discount
      couponCode
      createdAt
      paymentUrl
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

export const useMyOrders = () => useQuery(myOrdersQuery());
