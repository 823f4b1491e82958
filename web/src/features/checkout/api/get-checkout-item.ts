// The item being bought, for the summary: what it is, who coaches it, its picture.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

const CheckoutItemDocument = graphql(`
  query CheckoutItem($id: ID!) {
    getItem(id: $id) {
      id
      name
      type
      price
      imageSource
      coachName
      summary
      isEnabled
    }
  }
`);

const checkoutItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: checkoutKeys.item(itemId),
    queryFn: async () => (await request(CheckoutItemDocument, { id: itemId })).getItem,
  });

export const useCheckoutItem = (itemId: string) => useQuery(checkoutItemQuery(itemId));
