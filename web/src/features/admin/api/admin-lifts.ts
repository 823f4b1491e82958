// The lift library in the coach's editor: every lift (the store's and hers) and adding one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate, request } from '../../../lib/api-client';

const AdminLiftsDocument = graphql(`
  query AdminLifts {
    lifts {
      id
      name
      custom
    }
  }
`);

const CreateLiftDocument = graphql(`
  mutation CreateLift($input: CreateLiftInput!) {
    createLift(input: $input) {
      id
      name
      custom
    }
  }
`);

const liftsKey = ['admin', 'lifts'] as const;

export const useAdminLifts = () =>
  useQuery({ queryKey: liftsKey, queryFn: async () => (await request(AdminLiftsDocument, {}, 'userPool')).lifts });

export function useCreateLift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await mutate(CreateLiftDocument, { input: { name } }, 'userPool')).createLift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liftsKey }),
  });
}
