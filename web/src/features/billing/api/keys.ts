// Query keys of the billing feature, so saving an address refreshes exactly the address list.
export const billingKeys = {
  all: ['billing'] as const,
  addresses: () => [...billingKeys.all, 'addresses'] as const,
};
