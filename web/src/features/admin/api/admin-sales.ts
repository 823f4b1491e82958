// The admin's sales report (orders and totals per seller for a filter) and one order's detail.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { SalesFilterInput } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
import { adminKeys } from './keys';

const ListSalesDocument = graphql(`
  query ListSales($filter: SalesFilterInput) {
    listSales(filter: $filter) {
      orders {
        id
        status
        amount
        currency
        couponCode
        discount
        buyerEmail
        createdAt
        item {
          id
          name
          seller
        }
      }
      totals {
        seller
        orders
        amount
      }
    }
  }
`);

const GetOrderDocument = graphql(`
  query GetOrder($id: ID!) {
    getOrder(id: $id) {
      id
      status
      amount
      listPrice
      discount
      couponCode
      currency
      buyerEmail
      paymentId
      createdAt
      updatedAt
      item {
        id
        type
        name
        seller
      }
      statusHistory {
        status
        at
        paymentStatus
      }
    }
  }
`);

export const useSales = (filter: SalesFilterInput) =>
  useQuery({
    queryKey: adminKeys.sales(filter),
    queryFn: async () => (await request(ListSalesDocument, { filter }, 'userPool')).listSales,
    placeholderData: keepPreviousData,
  });

export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: async () => (await request(GetOrderDocument, { id: id ?? '' }, 'userPool')).getOrder,
    enabled: id !== null,
  });
