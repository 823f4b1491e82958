// Query keys of the subscriptions feature: the signed-in member's own subscriptions, and a
// planning's monthly offer (public: a published planning page carries it under this key).
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  mine: () => [...subscriptionsKeys.all, 'mine'] as const,
  offer: (planningId: string) => [...subscriptionsKeys.all, 'offer', planningId] as const,
};
