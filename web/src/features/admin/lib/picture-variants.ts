// Makes an item picture's files in the admin's browser: the photo cropped around the point the
// admin chose (its centre by default) to each variant's ratio (16:9 for the card sizes, 1200×630 for sharing) and drawn on a canvas at
// that size, as WebP and JPEG. The server signs one upload per file; no image library runs in
// Lambda. Sizes and names come from the server's own list (functions/domain/item-picture.ts).
import { PICTURE_VARIANTS, type PictureVariant } from '../../../../../functions/domain/item-picture';
import { PHOTO_CENTRE, cropAround, type CropFocus } from './picture-crop';

export interface PictureFile {
  name: string;
  contentType: PictureVariant['contentType'];
  blob: Blob;
}

export class PictureError extends Error {}

/** Smallest photo accepted: the card's middle size, so no variant up to 800 px is blown up. */
export const MIN_PICTURE = { width: 800, height: 450 } as const;
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const QUALITY = { 'image/webp': 0.82, 'image/jpeg': 0.85 } as const;

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PictureError('No pudimos preparar la imagen. Probá con otra.'))),
      type,
      quality,
    ),
  );
}

async function openPicture(file: File): Promise<ImageBitmap> {
  if (!ACCEPTED_PICTURE_TYPES.includes(file.type)) throw new PictureError('La imagen tiene que ser JPEG, PNG o WebP.');
  let source: ImageBitmap;
  try {
    source = await createImageBitmap(file);
  } catch {
    throw new PictureError('No pudimos leer la imagen. Probá con otra.');
  }
  if (source.width < MIN_PICTURE.width || source.height < MIN_PICTURE.height) {
    source.close();
    throw new PictureError(
      `La imagen tiene que medir al menos ${MIN_PICTURE.width} × ${MIN_PICTURE.height} px (esta mide ${source.width} × ${source.height}).`,
    );
  }
  return source;
}

/** Widest copy drawn for placing the crop frame (the frame's maths use the photo's own size). */
const CROP_VIEW_WIDTH = 800;

/**
 * The photo's size, once it is known to be a picture the store can use (type, readable, big
 * enough), and a small JPEG copy to place the crop frame on, as a data: address: the store's CSP
 * allows `data:` images but not `blob:` ones.
 */
export async function openPictureForCropping(file: File): Promise<{ width: number; height: number; url: string }> {
  const source = await openPicture(file);
  try {
    const scale = Math.min(1, CROP_VIEW_WIDTH / source.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(source.width * scale);
    canvas.height = Math.round(source.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new PictureError('Tu navegador no puede preparar la imagen.');
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    return { width: source.width, height: source.height, url: canvas.toDataURL('image/jpeg', 0.85) };
  } finally {
    source.close();
  }
}

export async function makePictureFiles(file: File, focus: CropFocus = PHOTO_CENTRE): Promise<PictureFile[]> {
  const source = await openPicture(file);
  try {
    const files: PictureFile[] = [];
    for (const variant of PICTURE_VARIANTS) {
      const crop = cropAround(source.width, source.height, variant.width / variant.height, focus);
      const canvas = document.createElement('canvas');
      canvas.width = variant.width;
      canvas.height = variant.height;
      const context = canvas.getContext('2d');
      if (!context) throw new PictureError('Tu navegador no puede preparar la imagen.');
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, variant.width, variant.height);
      const blob = await toBlob(canvas, variant.contentType, QUALITY[variant.contentType]);
      // Browsers that cannot encode a type silently answer PNG instead.
      if (blob.type !== variant.contentType) {
        throw new PictureError('Tu navegador no puede generar imágenes WebP: usá Chrome, Edge o Firefox para subir la imagen.');
      }
      files.push({ name: variant.name, contentType: variant.contentType, blob });
    }
    return files;
  } finally {
    source.close();
  }
}
