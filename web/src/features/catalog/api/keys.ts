// Query keys of the catalogue feature, so mutations invalidate exactly what they change.
export const catalogKeys = {
  all: ['catalog'] as const,
  list: () => [...catalogKeys.all, 'list'] as const,
  item: (id: string) => [...catalogKeys.all, 'item', id] as const,
  /** The same item read by an admin for a preview (drafts and hidden items included). */
  preview: (id: string) => [...catalogKeys.all, 'preview', id] as const,
};
