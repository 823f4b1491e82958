// Catalogue use cases: visitors and users see enabled items; admins see and change everything.
// Flow: handler → catalog service → items repository.
import type { Item, ItemType, UpdateItemInput, UpdatePlanningScheduleInput } from '../generated/graphql';
import { AppError, itemNotFound } from '../domain/errors';
import { isOnSale, publicationProblems, visibilityRefusal } from '../domain/item-publication';
import { isAdmin, type Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { ItemsRepository } from '../data/items-repository';
import { planningScheduleSchema, updateItemSchema } from '../domain/item-input';
import type { StorefrontPublishing } from '../publish/storefront-publishing';
import { requireAdmin } from './admin-guard';

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export interface CatalogDependencies {
  items: ItemsRepository;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

export function createCatalogService({ items, storefront }: CatalogDependencies) {
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

    async updateItem(viewer: Viewer, input: UpdateItemInput): Promise<Item> {
      requireAdmin(viewer);
      const changes = parseInput(updateItemSchema, input);
      const current = await items.get(changes.id);
      if (!current) throw itemNotFound(changes.id);
      const refusal = visibilityRefusal(current, changes.isEnabled);
      if (refusal) throw new AppError('Conflict', refusal, { isEnabled: refusal });
      // A visible item keeps what its page needs (its program is the program editor's business).
      const problems = changes.isEnabled ? publicationProblems({ ...current, ...withoutUndefined(changes) }, 1) : [];
      if (problems.length > 0) throw new AppError('ValidationError', `No se puede mostrar así: ${problems.join(' ')}`);
      // Conditional on the status read: an archive racing this edit cannot be undone by it.
      const updated = await items.update(changes, current.status);
      if (!updated) throw new AppError('Conflict', 'El elemento cambió mientras lo editabas. Recargá y probá de nuevo.');
      await storefront.itemsChanged([updated.id]);
      return updated;
    },

    async updatePlanningSchedule(viewer: Viewer, input: UpdatePlanningScheduleInput): Promise<Item> {
      requireAdmin(viewer);
      const schedule = parseInput(planningScheduleSchema, input);
      const updated = await items.updateSchedule(schedule);
      if (!updated) throw itemNotFound(schedule.id);
      await storefront.itemsChanged([updated.id]);
      return updated;
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type CatalogService = ReturnType<typeof createCatalogService>;
