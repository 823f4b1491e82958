// A planning's monthly offer as a visitor reads it (issue 39): sold once, by the month or both, the
// monthly price and the free trial. null: sold once only (no offer set, or not on sale). The
// planning page chooses its buy box by it; the monthly checkout shows the first charge from it.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { PlanningOfferQuery } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
import { serverKeys } from '../../../lib/server-keys';

const PlanningOfferDocument = graphql(`
  query PlanningOffer($planningId: ID!) {
    planningSubscriptionOffer(planningId: $planningId) {
      planningId
      sale
      monthlyPrice
      trialDays
    }
  }
`);

export type PlanningOffer = NonNullable<PlanningOfferQuery['planningSubscriptionOffer']>;

/** The planning page's key; a published planning page carries the offer under it. */
export const planningOfferKey = (planningId: string) => [...serverKeys.subscriptionOffer(planningId), 'public'] as const;

export const usePlanningOffer = (planningId: string) =>
  useQuery({
    queryKey: planningOfferKey(planningId),
    queryFn: async () => (await request(PlanningOfferDocument, { planningId }, 'auto')).planningSubscriptionOffer ?? null,
  });

/** Whether the offer sells the planning by the month (MONTHLY or BOTH, with a price). */
export const soldMonthly = (offer: PlanningOffer | null | undefined): offer is PlanningOffer =>
  Boolean(offer && offer.sale !== 'ONCE' && offer.monthlyPrice > 0);
