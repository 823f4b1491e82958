// Public entry point of the billing feature: the buyer's billing addresses, for checkout.
export { useHasBillingAddress, useUserAddresses, userAddressesQuery } from './api/list-user-addresses';
export { billingKeys } from './api/keys';
