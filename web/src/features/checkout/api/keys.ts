// Query keys of the checkout feature.
export const checkoutKeys = {
  all: ['checkout'] as const,
  item: (itemId: string) => [...checkoutKeys.all, 'item', itemId] as const,
  quote: (itemId: string, couponCode: string | null) => [...checkoutKeys.all, 'quote', itemId, couponCode] as const,
};
