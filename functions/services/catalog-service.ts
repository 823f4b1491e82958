// Catalogue reads: visitors and users see enabled items; admins see everything. The admin's edits
// are item-edit-service.ts (they republish pages, in the catalogue administration function).
// Flow: handler → catalog service → items repository.
import type { Item, ItemType } from '../generated/graphql';
import { itemNotFound } from '../domain/errors';
import { isOnSale } from '../domain/item-publication';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { ItemsRepository } from '../data/items-repository';
import { requireAdmin } from './admin-guard';

export interface CatalogDependencies {
  items: ItemsRepository;
}

export function createCatalogService({ items }: CatalogDependencies) {
  return {
    async listItems(type?: ItemType | null): Promise<Item[]> {
      return (await items.list(type)).filter(isOnSale);
    },

    /** An item by id; a disabled item is visible to admins only. */
    async getItem(viewer: Viewer, id: string): Promise<Item> {
      const item = await items.get(id);
      if (!item || (!isOnSale(item) && !isAdmin(viewer))) throw itemNotFound(id);
      return item;
    },

    async adminListItems(viewer: Viewer, type?: ItemType | null): Promise<Item[]> {
      requireAdmin(viewer);
      return items.list(type);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type CatalogService = ReturnType<typeof createCatalogService>;
