// The admin's sales report (orders and totals per seller for a filter), one order's detail, its
// refund, and the revocation requests (Botón de arrepentimiento).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { RefundOrderInput, SalesFilterInput, SettleRefundByHandInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

const ListSalesDocument = graphql(`
  query ListSales($filter: SalesFilterInput) {
    listSales(filter: $filter) {
      orders {
        id
        code
        status
        amount
        currency
        couponCode
        discount
        buyerEmail
        createdAt
        reversedAt
        refundedAmount
        item {
          id
          name
          seller
        }
        payments {
          id
          amount
          at
          refund {
            reason
            at
            state
            attempts
          }
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
      code
      status
      amount
      listPrice
      discount
      couponCode
      currency
      buyerEmail
      buyerMailSuppression {
        reason
        since
        detail
        skippedEmails
        lastSkippedAt
      }
      paymentId
      cashVoucher {
        url
        expiresAt
        expired
      }
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
        paymentState
        reason
        note
      }
      statusReason
      reversedAt
      refundedAmount
      payments {
        id
        state
        chargeback
        refundedAmount
        amount
        at
        refund {
          reason
          at
          refundId
          note
          state
          attempts
        }
      }
      billing {
        fullName
        taxId
        street
        streetNumber
        apartment
        city
        province
        postalCode
        phone
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

const RefundOrderDocument = graphql(`
  mutation RefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      id
      status
      statusReason
    }
  }
`);

const ListRegretRequestsDocument = graphql(`
  query ListRegretRequests {
    listRegretRequests {
      orderCode
      trackingCode
      orderId
      email
      itemName
      amount
      refundAmount
      status
      createdAt
      refundedAt
    }
  }
`);

/** Refunds an order in full; the server makes it idempotent (a second press refunds nothing more). */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefundOrderInput) => (await mutate(RefundOrderDocument, { input }, 'userPool')).refundOrder,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(String(input.orderId)) }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'sales'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.regrets() }),
      ]),
  });
}

export const useRegretRequests = () =>
  useQuery({
    queryKey: adminKeys.regrets(),
    queryFn: async () => (await request(ListRegretRequestsDocument, {}, 'userPool')).listRegretRequests,
  });

const ListServiceCancellationsDocument = graphql(`
  query ListServiceCancellations {
    listServiceCancellations {
      orderCode
      trackingCode
      orderId
      email
      itemName
      createdAt
    }
  }
`);

export const useServiceCancellations = () =>
  useQuery({
    queryKey: adminKeys.serviceCancellations(),
    queryFn: async () => (await request(ListServiceCancellationsDocument, {}, 'userPool')).listServiceCancellations,
  });

// --- Refunds followed to the end (issue 24)
const SettleRefundByHandDocument = graphql(`
  mutation SettleRefundByHand($input: SettleRefundByHandInput!) {
    settleRefundByHand(input: $input) {
      id
      status
      statusReason
    }
  }
`);

/** Marks a refund Mercado Pago refused or no longer allows as made another way. */
export function useSettleRefundByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SettleRefundByHandInput) =>
      (await mutate(SettleRefundByHandDocument, { input }, 'userPool')).settleRefundByHand,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(String(input.orderId)) }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'sales'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.regrets() }),
      ]),
  });
}
