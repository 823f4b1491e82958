// An item's picture: the admin's browser crops the photo to the card's 16:9, draws it at three
// widths in WebP and JPEG, plus the 1200×630 sharing image, and uploads each file through its own
// presigned PUT. They live in the content bucket under the public `media/` prefix, which
// CloudFront (and locally the web server) serves at /media/… with the same path.
// The bucket takes only what the server signed: each file's content type AND its exact length (the
// browser declares the sizes when it asks for the uploads; anything over the limit is refused
// before a single address is signed), and the item points at a picture only after a HEAD of
// every file finds that type and a size within the limit.
import type { ItemPicture, ItemType } from './item';

const PICTURE_WIDTHS = [400, 800, 1200] as const;
/** The card's and the item page's ratio (width / height). */
const PICTURE_RATIO = 16 / 9;
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const PUBLIC_MEDIA_PREFIX = 'media/';

/** A file the admin's browser made for a picture: its variant's name and its size in bytes. */
export interface PictureFile {
  name: string;
  size: number;
}

/** Where the browser puts one variant: a presigned PUT for its content type and exact size. */
export interface PictureVariantUpload {
  name: string;
  contentType: string;
  uploadUrl: string;
}

/** The uploads of one picture, under a fresh id, signed until `expiresAt` (ISO date-time). */
export interface ItemPictureUpload {
  pictureId: string;
  uploads: PictureVariantUpload[];
  expiresAt: string;
}

export interface PictureVariant {
  /** File name inside the picture's folder. */
  name: string;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/** Every file an uploaded picture is made of, in upload order. */
export const PICTURE_VARIANTS: readonly PictureVariant[] = [
  ...PICTURE_WIDTHS.flatMap((width): PictureVariant[] => {
    const height = Math.round(width / PICTURE_RATIO);
    return [
      { name: `${width}.webp`, contentType: 'image/webp', width, height },
      { name: `${width}.jpg`, contentType: 'image/jpeg', width, height },
    ];
  }),
  { name: 'share.jpg', contentType: 'image/jpeg', ...SHARE_IMAGE_SIZE },
];

/**
 * The heaviest file a picture may have. A 1200 px photo as canvas encodes it (WebP 0.82, JPEG
 * 0.85) weighs 100–500 KB; 2 MB leaves room for a busy photo and keeps the bucket and every
 * visitor's download bounded.
 */
export const MAX_PICTURE_FILE_BYTES = 2 * 1024 * 1024;

/** Megabytes with one decimal, rounded up (2 MB and 1 byte is "2,1", never a misleading "2"). */
const megabytes = (bytes: number): string =>
  (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('es-AR', { maximumFractionDigits: 1 });

const PICTURE_INCOMPLETE = 'La imagen llegó incompleta. Elegila de nuevo.';

const pictureTooLarge = (name: string, size: number): string =>
  `La imagen pesa demasiado: el archivo ${name} tiene ${megabytes(size)} MB y cada archivo puede tener hasta ${megabytes(MAX_PICTURE_FILE_BYTES)} MB. Probá con una foto más liviana.`;

/**
 * Why the files an admin's browser made cannot be uploaded (null when they can): exactly one of
 * each variant, each with a whole, positive size within the limit.
 */
export function pictureFilesProblem(files: readonly PictureFile[]): string | null {
  const names = files.map((file) => file.name);
  const expected = PICTURE_VARIANTS.map((variant) => variant.name);
  if (names.length !== expected.length || new Set(names).size !== names.length || expected.some((name) => !names.includes(name))) {
    return PICTURE_INCOMPLETE;
  }
  for (const file of files) {
    if (!Number.isSafeInteger(file.size) || file.size <= 0) return PICTURE_INCOMPLETE;
    if (file.size > MAX_PICTURE_FILE_BYTES) return pictureTooLarge(file.name, file.size);
  }
  return null;
}

/** Whether a stored file is what its variant must be (HEAD's type and size). */
export const isStoredVariantValid = (variant: PictureVariant, stored: { size: number; contentType: string }): boolean =>
  stored.contentType === variant.contentType && stored.size > 0 && stored.size <= MAX_PICTURE_FILE_BYTES;

/** A picture id as the server issues it: its time and a random part, safe in a key and a URL. */
export const isPictureId = (value: string): boolean => /^[0-9]{13}-[0-9a-f-]{36}$/.test(value);

const pictureFolderKey = (itemId: string, pictureId: string): string => `${PUBLIC_MEDIA_PREFIX}items/${itemId}/${pictureId}`;

export const pictureVariantKey = (itemId: string, pictureId: string, variant: Pick<PictureVariant, 'name'>): string =>
  `${pictureFolderKey(itemId, pictureId)}/${variant.name}`;

/** The picture as the API describes it: public, same-origin addresses of the variants. */
export function itemPictureOf(itemId: string, pictureId: string): ItemPicture {
  const baseUrl = `/${pictureFolderKey(itemId, pictureId)}`;
  return { baseUrl, widths: [...PICTURE_WIDTHS], shareImage: `${baseUrl}/share.jpg` };
}

/** The plain <img> address of a picture (cards and pages add srcset from the same base). */
export const pictureImageSource = (picture: ItemPicture): string => `${picture.baseUrl}/800.jpg`;

/** The illustration an item shows without a picture: its own for the seeded catalogue, else its kind's. */
export const defaultIllustration = (type: ItemType): string => (type === 'COURSE' ? '/images/course.svg' : '/images/planning.svg');
