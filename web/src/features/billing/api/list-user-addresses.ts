// The signed-in buyer's billing addresses, newest first (the server invoices with the newest).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { billingKeys } from './keys';

export const ListUserAddressesDocument = graphql(`
  query ListUserAddresses {
    listUserAddresses {
      id
      fullName
      taxId
      street
      streetNumber
      apartment
      city
      province
      postalCode
      phone
      createdAt
    }
  }
`);

export const userAddressesQuery = () =>
  queryOptions({
    queryKey: billingKeys.addresses(),
    queryFn: async () => {
      const { listUserAddresses } = await request(ListUserAddressesDocument, {}, 'userPool');
      return [...listUserAddresses].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

export const useUserAddresses = () => useQuery(userAddressesQuery());
