// Each seller's coach address (decision 159): where the members' messages reach the coach and the
// Reply-To of the coach's e-mails to them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { Seller } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

const SellerCoachEmailsDocument = graphql(`
  query SellerCoachEmails {
    sellerCoachEmails {
      seller
      email
      updatedAt
    }
  }
`);

const SaveSellerCoachEmailDocument = graphql(`
  mutation SaveSellerCoachEmail($seller: Seller!, $email: String!) {
    saveSellerCoachEmail(seller: $seller, email: $email) {
      seller
      email
      updatedAt
    }
  }
`);

const key = [...adminKeys.all, 'seller-coach-emails'] as const;

export const useSellerCoachEmails = () =>
  useQuery({ queryKey: key, queryFn: async () => (await request(SellerCoachEmailsDocument, {}, 'userPool')).sellerCoachEmails });

export function useSaveSellerCoachEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { seller: Seller; email: string }) =>
      (await mutate(SaveSellerCoachEmailDocument, variables, 'userPool')).saveSellerCoachEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
