// The member's Botón de arrepentimiento from Mis suscripciones (decision 124): her subscription
// named by its reference, signed in (the server takes her own e-mail). The answer is the ARR- case
// code and what the first charge's refund returns; her list and documents are asked again (the
// subscription ends, the refunded month's Nota de Crédito follows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import { subscriptionsKeys } from './keys';

const RequestMySubscriptionRegretDocument = graphql(`
  mutation RequestMySubscriptionRegret($input: SubscriptionRegretInput!) {
    requestSubscriptionRegret(input: $input) {
      trackingCode
      subscriptionId
      planningName
      refundAmount
      createdAt
    }
  }
`);

export function useSubscriptionRegret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string) =>
      (await mutate(RequestMySubscriptionRegretDocument, { input: { reference: subscriptionId } })).requestSubscriptionRegret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
