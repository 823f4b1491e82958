// Subscribing to a planning by the month (issue 39): the store makes a pending preapproval at the
// seller's Mercado Pago account and answers its page (init_point), where the buyer authorizes the
// monthly charge. The same key on a retry (a double click) answers the same subscription.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import { subscriptionsKeys } from './keys';

const SubscribeDocument = graphql(`
  mutation SubscribeToPlanning($input: SubscribeInput!) {
    subscribeToPlanning(input: $input) {
      initPoint
      firstChargeAt
      subscription {
        id
        status
      }
    }
  }
`);

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { planningId: string; idempotencyKey: string }) =>
      (await mutate(SubscribeDocument, { input }, 'userPool')).subscribeToPlanning,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: subscriptionsKeys.mine() }),
  });
}
