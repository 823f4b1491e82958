// Query keys of the orders feature. An approved course changes what the buyer owns: the
// inventory's key is lib/server-keys.ts's, which whoever lists the inventory reads under.
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => [...ordersKeys.all, 'mine'] as const,
};
