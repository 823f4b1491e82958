// Botón de baja: ends a planning membership (no sign-in needed: order number + the purchase's
// e-mail; a signed-in member picks one of her plannings).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { ServiceCancellationInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';

const RequestServiceCancellationDocument = graphql(`
  mutation RequestServiceCancellation($input: ServiceCancellationInput!) {
    requestServiceCancellation(input: $input) {
      trackingCode
      orderId
      orderCode
      itemName
      createdAt
    }
  }
`);

export const useRequestServiceCancellation = () =>
  useMutation({
    mutationFn: async (input: ServiceCancellationInput) =>
      (await mutate(RequestServiceCancellationDocument, { input })).requestServiceCancellation,
  });
