// Query keys of the subscriptions feature: the signed-in member's own subscriptions. A planning's
// monthly offer, which the admin writes too, is keyed in lib/server-keys.ts.
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  mine: () => [...subscriptionsKeys.all, 'mine'] as const,
};
