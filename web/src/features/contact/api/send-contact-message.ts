// Sends the contact message: the server stores it and e-mails the store.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { ContactMessageInput } from '../../../generated/graphql';
import { mutate } from '../../../lib/api-client';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`);

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: async (input: ContactMessageInput) => (await mutate(SendContactMessageDocument, { input })).sendContactMessage,
  });
