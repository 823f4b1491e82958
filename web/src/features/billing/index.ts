// Public entry point of the billing feature: the buyer's billing addresses, for checkout, and the
// form that saves them, for the billing page (app/routes/first-billing-detail-page.tsx).
export { useHasBillingAddress, useUserAddresses } from './api/list-user-addresses';
export { useCreateUserAddress } from './api/create-user-address';
export { BillingAddressForm } from './components/billing-address-form';
