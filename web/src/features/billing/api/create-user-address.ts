// Saves a billing address; the address list is refetched so checkout sees it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { CreateUserAddressInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';
import { billingKeys } from './keys';

const CreateUserAddressDocument = graphql(`
  mutation CreateUserAddress($input: CreateUserAddressInput!) {
    createUserAddress(input: $input) {
      id
      createdAt
    }
  }
`);

export function useCreateUserAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUserAddressInput) => (await mutate(CreateUserAddressDocument, { input }, 'userPool')).createUserAddress,
    // Refetch even while no page shows the list (refetchType 'all'): checkout, next, must not
    // read the stale empty list and send the buyer back here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.addresses(), refetchType: 'all' }),
  });
}
