// Catalogue reads: visitors and users see enabled items; admins see everything. The admin's edits
// are item-edit-service.ts (they republish pages, in the catalogue administration function).
// Flow: handler → catalogue service → items repository.
import * as z from 'zod/mini';
import type { Item, ItemPage, ItemType } from '../domain/item';
import { AppError, itemNotFound } from '../domain/errors';
import { CATALOGUE_PAGE_MAX } from '../domain/catalogue-pages';
import { isOnSale } from '../domain/item-publication';
import { activeOffer } from '../domain/offers';
import { isAdmin, type Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import { readCataloguePageToken, type ItemsRepository } from '../data/items-repository';
import { requireAdmin } from './admin-guard';

const cataloguePageSchema = z.object({
  type: z.nullish(z.enum(['COURSE', 'PLANNING'])),
  limit: z.nullish(
    z
      .int('La cantidad por página debe ser un número entero.')
      .check(
        z.gte(1, 'La cantidad por página debe ser al menos 1.'),
        z.lte(CATALOGUE_PAGE_MAX, `La cantidad por página no puede superar ${CATALOGUE_PAGE_MAX}.`),
      ),
  ),
  nextToken: z.nullish(z.string().check(z.maxLength(2000, 'El token de página no es válido.'))),
});

export interface CatalogueDependencies {
  items: ItemsRepository;
  /** The store's clock: whether an offer applies is decided when it is read. */
  now: () => Date;
}

export function createCatalogueService({ items, now }: CatalogueDependencies) {
  return {
    /** One page of what visitors see; `nextToken` continues where the previous page ended. */
    async listItems(args: { type?: ItemType | null; limit?: number | null; nextToken?: string | null }): Promise<ItemPage> {
      const { type, limit, nextToken } = parseInput(cataloguePageSchema, args);
      const after = nextToken ? readCataloguePageToken(nextToken, type) : null;
      if (nextToken && !after) {
        throw new AppError('ValidationError', 'El token de página no es válido: pedí la primera página de nuevo.', {
          nextToken: 'inválido',
        });
      }
      const page = await items.listOnSalePage({ type, limit: limit ?? CATALOGUE_PAGE_MAX, after });
      // The Query's filter is isOnSale read by DynamoDB; the rule itself stays the one in the domain.
      return { items: page.items.filter(isOnSale), nextToken: page.nextToken };
    },

    /** The featured items on sale (the landing's "Destacados"), without reading the catalogue. */
    async listFeaturedItems(): Promise<Item[]> {
      // The pointers only narrow the read; featured and on sale are decided on the items themselves.
      return (await items.listFeatured()).filter((item) => item.isFeatured && isOnSale(item));
    },

    /**
     * The items on sale whose offer applies now at the store's clock (the landing's "Ofertas"). A
     * planning sold only by the month is not among them: its one-off offer cannot be bought, and
     * its card shows the month's price (decision 161).
     */
    async listItemsOnOffer(): Promise<Item[]> {
      const at = now();
      return (await items.listWithOfferNotEndedAt(at)).filter(
        (item) => isOnSale(item) && activeOffer(item, at) !== null && item.monthlyOffer?.sale !== 'MONTHLY',
      );
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
export type CatalogueService = ReturnType<typeof createCatalogueService>;
