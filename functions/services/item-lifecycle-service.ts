// New items and their life: an admin creates a course or a planning as a draft under a readable
// id made from its name (never given twice), publishes it once its page is complete and its
// seller's Mercado Pago account answers, hides it again, or archives it (kept with its orders,
// owners and sales; never deleted). Admin-only: the schema's group directive, then requireAdmin.
// Flow: handler → item lifecycle service → items/lessons repositories, seller account check.
import type { Item } from '../domain/item';
import { AppError, itemNotFound } from '../domain/errors';
import { lessonTopics } from '../domain/course-progress';
import { createItemSchema, type NewItemRequest } from '../domain/item-input';
import { publicationProblems, statusChangeRefusal, statusOf, type StatusChange } from '../domain/item-publication';
import { defaultIllustration } from '../domain/item-picture';
import { slugCandidate, slugify } from '../domain/slug';
import { parseInput } from '../domain/validation';
import type { Viewer } from '../domain/viewer';
import type { ItemsRepository } from '../data/items-repository';
import type { ItemChangesRepository } from '../data/item-changes-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { NewItemsRepository } from '../data/new-items-repository';
import type { SellerAccountCheck } from '../payments/seller-account-check';
import type { StorefrontPublishing } from './storefront-publishing';
import { requireAdmin } from './admin-guard';

export interface ItemLifecycleDependencies {
  items: ItemsRepository;
  itemChanges: ItemChangesRepository;
  newItems: NewItemsRepository;
  lessons: LessonsRepository;
  verifySellerAccount: SellerAccountCheck;
  now: () => Date;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

/** Enough tries to step past any realistic run of items with the same name. */
const MAX_SLUG_ATTEMPTS = 50;

const SELLER_NAMES = { STORE: 'la tienda', DELFI: 'DELFI' } as const;

export function createItemLifecycleService({
  items,
  itemChanges,
  newItems,
  lessons,
  verifySellerAccount,
  now,
  storefront,
}: ItemLifecycleDependencies) {
  async function existing(id: string): Promise<Item> {
    const item = await items.get(id);
    if (!item) throw itemNotFound(id);
    return item;
  }

  async function change(
    viewer: Viewer,
    id: string,
    kind: StatusChange,
    to: (item: Item) => { status: Item['status']; isEnabled: boolean; isFeatured?: false },
  ) {
    requireAdmin(viewer);
    const item = await existing(id);
    const refusal = statusChangeRefusal(item, kind);
    if (refusal) throw new AppError('Conflict', refusal);
    if (kind === 'publish') await requireReadyToPublish(item);
    const changed = await itemChanges.changeStatus({
      id,
      from: { status: statusOf(item), isEnabled: item.isEnabled },
      to: to(item),
      at: now(),
    });
    if (!changed) throw new AppError('Conflict', 'Cambió mientras lo editabas. Recargá y probá de nuevo.');
    await storefront.itemsChanged([changed.id]);
    return changed;
  }

  async function requireReadyToPublish(item: Item): Promise<void> {
    const lessonsCount = item.type === 'COURSE' ? lessonTopics(await lessons.listUnits(item.id)).length : 0;
    const problems = publicationProblems(item, lessonsCount);
    if (problems.length > 0) {
      throw new AppError('ValidationError', `Todavía no se puede publicar: ${problems.join(' ')}`);
    }
    const account = await verifySellerAccount(item.seller);
    if (account === 'unreachable') {
      throw new AppError(
        'PaymentProviderError',
        'No pudimos conectarnos con Mercado Pago para revisar la cuenta del vendedor. Probá de nuevo en unos minutos.',
      );
    }
    if (account === 'invalid') {
      throw new AppError(
        'ValidationError',
        `Mercado Pago no acepta las credenciales de ${SELLER_NAMES[item.seller]}: revisalas antes de publicar (nadie podría pagarlo).`,
      );
    }
  }

  return {
    async createItem(viewer: Viewer, input: NewItemRequest): Promise<Item> {
      requireAdmin(viewer);
      const fields = parseInput(createItemSchema, input);
      const slug = slugify(fields.name);
      for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
        const item: Item = {
          id: slugCandidate(slug, attempt),
          type: fields.type,
          seller: fields.seller,
          name: fields.name,
          price: fields.price,
          offer: null,
          monthlyOffer: null,
          courseHours: null,
          finalEvaluation: null,
          isEnabled: false,
          isFeatured: false,
          status: 'DRAFT',
          imageSource: defaultIllustration(fields.type),
          picture: null,
          coachName: '',
          coachBio: '',
          summary: '',
          description: '',
          highlights: [],
          level: '',
          durationWeeks: null,
          phases: [],
          competitions: [],
          programVersion: 0,
        };
        // A draft is not on sale: nothing to publish yet, but the publisher decides that.
        if (await newItems.create(item, now())) {
          await storefront.itemsChanged([item.id]);
          return item;
        }
      }
      throw new AppError('Conflict', 'Ya hay demasiados elementos con ese nombre: elegí otro.', {
        name: 'Ya hay demasiados elementos con ese nombre: elegí otro.',
      });
    },

    publishItem: (viewer: Viewer, id: string) => change(viewer, id, 'publish', () => ({ status: 'PUBLISHED', isEnabled: true })),
    unpublishItem: (viewer: Viewer, id: string) => change(viewer, id, 'unpublish', () => ({ status: 'PUBLISHED', isEnabled: false })),
    // An archived item leaves the featured list too; restoring makes it a draft again, so showing it
    // goes through publishing (and its checks) once more.
    archiveItem: (viewer: Viewer, id: string) =>
      change(viewer, id, 'archive', () => ({ status: 'ARCHIVED', isEnabled: false, isFeatured: false })),
    restoreItem: (viewer: Viewer, id: string) => change(viewer, id, 'restore', () => ({ status: 'DRAFT', isEnabled: false })),
  };
}
