// Query keys of the catalogue feature, so mutations invalidate exactly what they change.
import type { ItemType } from '../../../generated/graphql';
import { serverKeys } from '../../../lib/server-keys';

export const catalogueKeys = {
  all: serverKeys.catalogue(),
  list: () => [...catalogueKeys.all, 'list'] as const,
  /** One type's catalogue read a page at a time ("Ver más"), as the lists and the landing show it. */
  pages: (type: ItemType) => [...catalogueKeys.all, 'pages', type] as const,
  /** The featured items and the items on offer (the landing's sections, the welcome's suggestions). */
  highlights: () => [...catalogueKeys.all, 'highlights'] as const,
  /** Every id of the catalogue and its type (the start sequence's routes). */
  ids: () => [...catalogueKeys.all, 'ids'] as const,
  item: (id: string) => [...catalogueKeys.all, 'item', id] as const,
  /** The same item read by an admin for a preview (drafts and hidden items included). */
  preview: (id: string) => [...catalogueKeys.all, 'preview', id] as const,
};
