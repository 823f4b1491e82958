// Creates the order and its Mercado Pago preference. The idempotency key makes a double click
// or a retry after a network error return the same order instead of a second one.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { CreateOrderInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';

const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      initPoint
      order {
        id
        status
        amount
        item {
          id
          type
          name
        }
      }
    }
  }
`);

export const useCreateOrder = () =>
  useMutation({
    mutationFn: async (input: CreateOrderInput) => (await mutate(CreateOrderDocument, { input }, 'userPool')).createOrder,
  });
