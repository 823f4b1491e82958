// Public entry point of the billing feature: the buyer's billing addresses, for checkout.
export { useHasBillingAddress, useUserAddresses } from './api/list-user-addresses';
