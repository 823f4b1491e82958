// An item's picture: the admin's browser crops the photo to the card's 16:9, draws it at three
// widths in WebP and JPEG, plus the 1200×630 sharing image, and uploads each file through its own
// presigned PUT. They live in the content bucket under the public `media/` prefix, which
// CloudFront (and locally the web server) serves at /media/… with the same path.
import type { ItemPicture } from '../generated/graphql';

const PICTURE_WIDTHS = [400, 800, 1200] as const;
/** The card's and the item page's ratio (width / height). */
const PICTURE_RATIO = 16 / 9;
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const PUBLIC_MEDIA_PREFIX = 'media/';

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
export const defaultIllustration = (type: 'COURSE' | 'PLANNING'): string =>
  type === 'COURSE' ? '/images/course.svg' : '/images/planning.svg';
