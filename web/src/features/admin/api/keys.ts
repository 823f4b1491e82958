// Query keys of the admin feature.
export const adminKeys = {
  all: ['admin'] as const,
  items: (type: 'COURSE' | 'PLANNING') => [...adminKeys.all, 'items', type] as const,
};
