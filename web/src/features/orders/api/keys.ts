// Query keys of the orders feature. The inventory key is shared by name: an approved course
// changes what the buyer owns, and whoever lists the inventory reads it under this key.
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => [...ordersKeys.all, 'mine'] as const,
};

export const INVENTORY_QUERY_KEY = ['inventory'] as const;
