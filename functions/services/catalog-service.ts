// Catalogue use cases: visitors and users see enabled items; admins see and change everything.
// Flow: handler → catalog service → items repository.
import * as z from 'zod';
import type { Item, ItemPage, ItemType, UpdateItemInput, UpdatePlanningScheduleInput } from '../generated/graphql';
import { AppError, itemNotFound } from '../domain/errors';
import { isOnSale, publicationProblems, visibilityRefusal } from '../domain/item-publication';
import { isAdmin, type Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import { readCatalogPageToken, type ItemsRepository } from '../data/items-repository';
import { planningScheduleSchema, updateItemSchema } from '../domain/item-input';
import type { StorefrontPublishing } from '../publish/storefront-publishing';
import { requireAdmin } from './admin-guard';

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** Items per catalogue page: at most this many (AppSync answers at most 1 MB), this many by default. */
export const CATALOG_PAGE_MAX = 100;

const catalogPageSchema = z.object({
  type: z.enum(['COURSE', 'PLANNING']).nullish(),
  limit: z
    .number()
    .int('La cantidad por página debe ser un número entero.')
    .min(1, 'La cantidad por página debe ser al menos 1.')
    .max(CATALOG_PAGE_MAX, `La cantidad por página no puede superar ${CATALOG_PAGE_MAX}.`)
    .nullish(),
  nextToken: z.string().max(2000, 'El token de página no es válido.').nullish(),
});

export interface CatalogDependencies {
  items: ItemsRepository;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

export function createCatalogService({ items, storefront }: CatalogDependencies) {
  return {
    /** One page of what visitors see; `nextToken` continues where the previous page ended. */
    async listItems(args: { type?: ItemType | null; limit?: number | null; nextToken?: string | null }): Promise<ItemPage> {
      const { type, limit, nextToken } = parseInput(catalogPageSchema, args);
      const after = nextToken ? readCatalogPageToken(nextToken, type) : null;
      if (nextToken && !after) {
        throw new AppError('ValidationError', 'El token de página no es válido: pedí la primera página de nuevo.', {
          nextToken: 'inválido',
        });
      }
      const page = await items.listOnSalePage({ type, limit: limit ?? CATALOG_PAGE_MAX, after });
      // The Query's filter is isOnSale read by DynamoDB; the rule itself stays the one in the domain.
      return { items: page.items.filter(isOnSale), nextToken: page.nextToken };
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
