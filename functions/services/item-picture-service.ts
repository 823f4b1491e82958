// An item's picture. The admin's browser crops and sizes it (canvas: no image library in Lambda)
// and uploads every variant straight to the content bucket through presigned PUTs under a fresh
// folder, each address signed for its file's content type and exact size (over the limit: refused
// before anything is signed); then the item points at that folder, once a HEAD of every file finds
// the right type and a size within the limit. Without a picture the
// item shows its illustration. Admin-only: the schema's group directive, then requireAdmin.
// Flow: handler → item picture service → items repository, content store.
import type { Item } from '../domain/item';
import { AppError, itemNotFound } from '../domain/errors';
import {
  PICTURE_VARIANTS,
  type ItemPictureUpload,
  type PictureFile,
  isPictureId,
  isStoredVariantValid,
  itemPictureOf,
  pictureFilesProblem,
  pictureImageSource,
  pictureVariantKey,
} from '../domain/item-picture';
import type { Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { ItemsRepository } from '../data/items-repository';
import type { StorefrontPublishing } from './storefront-publishing';
import { requireAdmin } from './admin-guard';

export interface ItemPictureDependencies {
  items: ItemsRepository;
  content: ContentStore;
  now: () => Date;
  uniqueId: () => string;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

const UPLOAD_AGAIN = 'Faltan archivos de la imagen. Subila de nuevo.';
const NOT_AS_SIGNED = 'Un archivo de la imagen no es del tipo o del tamaño esperado. Subila de nuevo.';
const invalidPicture = (message: string) => new AppError('ValidationError', message, { picture: message });

export function createItemPictureService({ items, content, now, uniqueId, storefront }: ItemPictureDependencies) {
  return {
    async createItemPictureUpload(viewer: Viewer, itemId: string, files: readonly PictureFile[]): Promise<ItemPictureUpload> {
      requireAdmin(viewer);
      const problem = pictureFilesProblem(files);
      if (problem) throw invalidPicture(problem);
      if (!(await items.get(itemId))) throw itemNotFound(itemId);
      const pictureId = `${now().getTime()}-${uniqueId()}`;
      const uploads = await Promise.all(
        PICTURE_VARIANTS.map(async (variant) => {
          // pictureFilesProblem made sure every variant has exactly one file.
          const size = files.find((file) => file.name === variant.name)?.size;
          const signed = await content.signedUploadUrl(pictureVariantKey(itemId, pictureId, variant), variant.contentType, size);
          return { name: variant.name, contentType: variant.contentType, uploadUrl: signed.url, expiresAt: signed.expiresAt };
        }),
      );
      const expiresAt = new Date(Math.min(...uploads.map((upload) => upload.expiresAt.getTime())));
      return {
        pictureId,
        uploads: uploads.map(({ name, contentType, uploadUrl }) => ({ name, contentType, uploadUrl })),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async setItemPicture(viewer: Viewer, itemId: string, pictureId: string | null | undefined): Promise<Item> {
      requireAdmin(viewer);
      if (!(await items.get(itemId))) throw itemNotFound(itemId);
      if (pictureId === null || pictureId === undefined) {
        const updated = await items.setPicture(itemId, null, null);
        if (!updated) throw itemNotFound(itemId);
        await storefront.itemsChanged([updated.id]);
        return updated;
      }
      if (!isPictureId(pictureId)) throw invalidPicture(UPLOAD_AGAIN);
      // An item never points at a picture with a missing size (an upload cut halfway), nor at a
      // file of another type or over the limit (the bucket's own check, read back by HEAD).
      const stored = await Promise.all(PICTURE_VARIANTS.map((variant) => content.describe(pictureVariantKey(itemId, pictureId, variant))));
      if (stored.includes(null)) throw invalidPicture(UPLOAD_AGAIN);
      if (PICTURE_VARIANTS.some((variant, index) => !isStoredVariantValid(variant, stored[index]!))) throw invalidPicture(NOT_AS_SIGNED);
      const picture = itemPictureOf(itemId, pictureId);
      const updated = await items.setPicture(itemId, picture, pictureImageSource(picture));
      if (!updated) throw itemNotFound(itemId);
      await storefront.itemsChanged([updated.id]);
      return updated;
    },
  };
}
