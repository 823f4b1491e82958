// Botón de arrepentimiento: registers the revocation of a purchase (no sign-in needed: order
// number + the purchase's e-mail; a signed-in buyer picks one of her orders).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { RegretRequestInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';

const RequestPurchaseRegretDocument = graphql(`
  mutation RequestPurchaseRegret($input: RegretRequestInput!) {
    requestPurchaseRegret(input: $input) {
      trackingCode
      orderId
      orderCode
      createdAt
      refundAmount
    }
  }
`);

export const useRequestPurchaseRegret = () =>
  useMutation({
    mutationFn: async (input: RegretRequestInput) => (await mutate(RequestPurchaseRegretDocument, { input })).requestPurchaseRegret,
  });
