// Botón de baja of a monthly subscription (Disposición 954/2025): no sign-in needed. The
// subscriber's e-mail and the subscription's reference (as in its e-mails and Mis suscripciones)
// or its planning; the answer is the BAJ- case code and the end of the period already paid.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { SubscriptionCancellationInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';

const RequestSubscriptionCancellationDocument = graphql(`
  mutation RequestSubscriptionCancellation($input: SubscriptionCancellationInput!) {
    requestSubscriptionCancellation(input: $input) {
      trackingCode
      subscriptionId
      planningName
      accessEndsAt
      createdAt
    }
  }
`);

export const useRequestSubscriptionCancellation = () =>
  useMutation({
    mutationFn: async (input: SubscriptionCancellationInput) =>
      (await mutate(RequestSubscriptionCancellationDocument, { input })).requestSubscriptionCancellation,
  });
