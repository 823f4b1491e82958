// A planning's subscribers as the admin reads them (issue 39): a page at a time, the newest first,
// with the figures over all of them; and the refund of one charge through Mercado Pago. The refund
// carries one key per confirmation, so a second press (or a retry) refunds once.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { RefundSubscriptionChargeInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

graphql(`
  fragment AdminSubscriptionFields on MySubscription {
    id
    status
    amount
    currency
    nextChargeAt
    accessEndsAt
    createdAt
    cancellationCode
    regretCode
    charges {
      id
      dueAt
      amount
      currency
      state
      refundedAmount
      refundableAmount
    }
  }
`);

const PlanningSubscribersDocument = graphql(`
  query PlanningSubscribers($planningId: ID!, $limit: Int, $nextToken: String) {
    planningSubscribers(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
      planningId
      planningName
      nextToken
      summary {
        subscribers
        trial
        active
        pastDue
        paused
        monthlyRecurringRevenue
        newThisMonth
        cancelledThisMonth
        failedChargesThisMonth
      }
      subscribers {
        memberId
        memberEmail
        subscription {
          ...AdminSubscriptionFields
        }
      }
    }
  }
`);

const RefundSubscriptionChargeDocument = graphql(`
  mutation RefundSubscriptionCharge($input: RefundSubscriptionChargeInput!) {
    refundSubscriptionCharge(input: $input) {
      ...AdminSubscriptionFields
    }
  }
`);

/** Subscribers per page (the server's default; at most 100). */
const SUBSCRIBERS_PAGE_SIZE = 25;

export const usePlanningSubscribers = (planningId: string | null) =>
  useInfiniteQuery({
    queryKey: adminKeys.planningSubscribers(planningId ?? ''),
    queryFn: async ({ pageParam }) =>
      (
        await request(
          PlanningSubscribersDocument,
          { planningId: planningId ?? '', limit: SUBSCRIBERS_PAGE_SIZE, nextToken: pageParam },
          'userPool',
        )
      ).planningSubscribers,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken ?? undefined,
    enabled: planningId !== null,
  });

export function useRefundSubscriptionCharge(planningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefundSubscriptionChargeInput) =>
      (await mutate(RefundSubscriptionChargeDocument, { input }, 'userPool')).refundSubscriptionCharge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.planningSubscribers(planningId) }),
  });
}
