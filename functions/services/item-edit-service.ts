// The admin's edits of an existing item: its fields and page texts, and a planning's schedule.
// Each edit republishes the item's pages. Apart from the catalogue's reads (catalogue-service.ts) so
// the function visitors call carries no publishing client; these run in the catalogue
// administration function. Flow: handler → item edit service → items repository.
import type { Item } from '../domain/item';
import { AppError, itemNotFound } from '../domain/errors';
import { publicationProblems, visibilityRefusal } from '../domain/item-publication';
import type { Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { ItemsRepository } from '../data/items-repository';
import type { ItemChangesRepository } from '../data/item-changes-repository';
import { planningScheduleSchema, updateItemSchema, type ItemUpdateRequest, type PlanningScheduleRequest } from '../domain/item-input';
import type { StorefrontPublishing } from './storefront-publishing';
import { requireAdmin } from './admin-guard';

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export interface ItemEditDependencies {
  items: ItemsRepository;
  itemChanges: ItemChangesRepository;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

export function createItemEditService({ items, itemChanges, storefront }: ItemEditDependencies) {
  return {
    async updateItem(viewer: Viewer, input: ItemUpdateRequest): Promise<Item> {
      requireAdmin(viewer);
      const changes = parseInput(updateItemSchema, input);
      const current = await items.get(changes.id);
      if (!current) throw itemNotFound(changes.id);
      const refusal = visibilityRefusal(current, changes.isEnabled);
      if (refusal) throw new AppError('Conflict', refusal, { isEnabled: refusal });
      // A visible item keeps what its page needs (its syllabus is the syllabus editor's business).
      const problems = changes.isEnabled ? publicationProblems({ ...current, ...withoutUndefined(changes) }, 1) : [];
      if (problems.length > 0) throw new AppError('ValidationError', `No se puede mostrar así: ${problems.join(' ')}`);
      // Conditional on the status read: an archive racing this edit cannot be undone by it.
      const updated = await itemChanges.update({ ...changes, type: current.type }, current.status);
      if (!updated) throw new AppError('Conflict', 'El elemento cambió mientras lo editabas. Recargá y probá de nuevo.');
      await storefront.itemsChanged([updated.id]);
      return updated;
    },

    async updatePlanningSchedule(viewer: Viewer, input: PlanningScheduleRequest): Promise<Item> {
      requireAdmin(viewer);
      const schedule = parseInput(planningScheduleSchema, input);
      const updated = await items.updateSchedule(schedule);
      if (!updated) throw itemNotFound(schedule.id);
      await storefront.itemsChanged([updated.id]);
      return updated;
    },
  };
}
