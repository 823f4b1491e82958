// How a planning is sold (issue 39): once, by the month or both, with its monthly price, free trial
// and grace days, as the admin reads and sets it. Saving refreshes the planning's public offer
// (the planning page and the monthly checkout read it under serverKeys.subscriptionOffer).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { SubscriptionOfferInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { serverKeys } from '../../../lib/server-keys';
import { adminKeys } from './keys';

graphql(`
  fragment AdminSubscriptionOfferFields on SubscriptionOffer {
    planningId
    sale
    monthlyPrice
    trialDays
    graceDays
    updatedAt
  }
`);

const AdminSubscriptionOfferDocument = graphql(`
  query AdminSubscriptionOffer($planningId: ID!) {
    planningSubscriptionOffer(planningId: $planningId) {
      ...AdminSubscriptionOfferFields
    }
  }
`);

const SetSubscriptionOfferDocument = graphql(`
  mutation SetPlanningSubscriptionOffer($input: SubscriptionOfferInput!) {
    setPlanningSubscriptionOffer(input: $input) {
      ...AdminSubscriptionOfferFields
    }
  }
`);

const PlanningSubscriberCountDocument = graphql(`
  query PlanningSubscriberCount($planningId: ID!) {
    planningSubscribers(planningId: $planningId, limit: 1) {
      summary {
        subscribers
      }
    }
  }
`);

/** How many subscriptions of the planning are running (trial, active, past due, paused): who a new price is told to. */
export const usePlanningSubscriberCount = (planningId: string) =>
  useQuery({
    queryKey: [...adminKeys.planningSubscribers(planningId), 'count'],
    queryFn: async () =>
      (await request(PlanningSubscriberCountDocument, { planningId }, 'userPool')).planningSubscribers.summary.subscribers,
  });

/** The planning's offer as saved; null when none was ever set (sold once only). */
export const useAdminSubscriptionOffer = (planningId: string) =>
  useQuery({
    queryKey: adminKeys.subscriptionOffer(planningId),
    queryFn: async () => (await request(AdminSubscriptionOfferDocument, { planningId }, 'userPool')).planningSubscriptionOffer ?? null,
  });

export function useSetSubscriptionOffer(planningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubscriptionOfferInput) =>
      (await mutate(SetSubscriptionOfferDocument, { input }, 'userPool')).setPlanningSubscriptionOffer,
    onSuccess: (offer) => {
      queryClient.setQueryData(adminKeys.subscriptionOffer(planningId), offer);
      // A new price changes what the subscribers will be charged (their upcoming price).
      void queryClient.invalidateQueries({ queryKey: adminKeys.planningSubscribers(planningId) });
      // The planning page and the monthly checkout of this planning read it again when next shown.
      void queryClient.invalidateQueries({ queryKey: serverKeys.subscriptionOffer(planningId), refetchType: 'none' });
    },
  });
}
