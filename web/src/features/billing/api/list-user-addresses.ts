// The signed-in buyer's billing addresses, newest first (the server invoices with the newest).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { billingKeys } from './keys';

const ListUserAddressesDocument = graphql(`
  query ListUserAddresses {
    listUserAddresses {
      id
      fullName
      taxId
      ivaCondition
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

const userAddressesQuery = () =>
  queryOptions({
    queryKey: billingKeys.addresses(),
    queryFn: async () => {
      const { listUserAddresses } = await request(ListUserAddressesDocument, {}, 'userPool');
      return [...listUserAddresses].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

export const useUserAddresses = () => useQuery(userAddressesQuery());

/** Whether the signed-in buyer has a billing address; undefined while unknown or for a visitor. */
export function useHasBillingAddress(): boolean | undefined {
  const signedIn = useSession().status === 'signed-in';
  const addresses = useQuery({ ...userAddressesQuery(), enabled: signedIn });
  return addresses.data ? addresses.data.length > 0 : undefined;
}
