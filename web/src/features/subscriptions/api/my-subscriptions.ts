// The member's monthly subscriptions (issue 39), newest first, and her pause and resume. While one
// waits on Mercado Pago (her card not yet authorized, back from its page) the list is asked again
// every few seconds, so "Activa" shows on the open page once the authorization is applied.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { MySubscriptionsQuery } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { subscriptionsKeys } from './keys';

const MySubscriptionsDocument = graphql(`
  query MySubscriptions {
    mySubscriptions {
      ...MySubscriptionFields
    }
  }
  fragment MySubscriptionFields on MySubscription {
    id
    planningId
    planningName
    status
    amount
    currency
    nextChargeAt
    trialEndsAt
    accessEndsAt
    hasAccess
    paidPeriods {
      chargeId
      from
      to
      amount
    }
    authorizationUrl
    changeCardUrl
    createdAt
    cancellationCode
    charges {
      id
      dueAt
      amount
      state
      refundedAmount
      refundableAmount
    }
    regretCode
    upcomingPrice {
      amount
      currency
      from
      firstChargeAt
    }
  }
`);

const PauseSubscriptionDocument = graphql(`
  mutation PauseSubscription($subscriptionId: ID!) {
    pauseSubscription(subscriptionId: $subscriptionId) {
      ...MySubscriptionFields
    }
  }
`);

const ResumeSubscriptionDocument = graphql(`
  mutation ResumeSubscription($subscriptionId: ID!) {
    resumeSubscription(subscriptionId: $subscriptionId) {
      ...MySubscriptionFields
    }
  }
`);

export type MySubscription = MySubscriptionsQuery['mySubscriptions'][number];

/** How often an open page asks again while a subscription waits for Mercado Pago's authorization. */
const PENDING_POLL_MS = 5_000;

export const useMySubscriptions = () =>
  useQuery({
    queryKey: subscriptionsKeys.mine(),
    queryFn: async () => {
      const { mySubscriptions } = await request(MySubscriptionsDocument, {}, 'userPool');
      return [...mySubscriptions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    refetchInterval: (query) => (query.state.data?.some((subscription) => subscription.status === 'PENDING') ? PENDING_POLL_MS : false),
  });

/** Pauses or resumes one subscription; the answer replaces it in the list. */
export function useSubscriptionMove(move: 'pause' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string): Promise<MySubscription> =>
      move === 'pause'
        ? (await mutate(PauseSubscriptionDocument, { subscriptionId })).pauseSubscription
        : (await mutate(ResumeSubscriptionDocument, { subscriptionId })).resumeSubscription,
    onSuccess: (changed) => {
      queryClient.setQueryData<MySubscription[]>(subscriptionsKeys.mine(), (list) =>
        list?.map((subscription) => (subscription.id === changed.id ? changed : subscription)),
      );
    },
  });
}
