// Where an item picture is cut: the largest region of the photo with the variant's ratio, centred
// on the point the admin chose (the photo's centre until the frame is moved), kept inside the photo.

/** The centre of the crop, as fractions of the photo's width and height (0.5, 0.5: the middle). */
export interface CropFocus {
  x: number;
  y: number;
}

export const PHOTO_CENTRE: CropFocus = { x: 0.5, y: 0.5 };

export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The region of a source of this size with the target's ratio, as near the focus as the photo allows. */
export function cropAround(sourceWidth: number, sourceHeight: number, ratio: number, focus: CropFocus = PHOTO_CENTRE): CropRegion {
  const wide = sourceWidth / sourceHeight > ratio;
  const width = wide ? Math.round(sourceHeight * ratio) : sourceWidth;
  const height = wide ? sourceHeight : Math.round(sourceWidth / ratio);
  return {
    x: clamp(Math.round(focus.x * sourceWidth - width / 2), 0, sourceWidth - width),
    y: clamp(Math.round(focus.y * sourceHeight - height / 2), 0, sourceHeight - height),
    width,
    height,
  };
}

/**
 * The focus moved by (dx, dy) fractions of the photo, held where the frame of this ratio stays
 * inside it (moving past an edge does nothing, so the frame never "sticks" beyond it).
 */
export function movedFocus(sourceWidth: number, sourceHeight: number, ratio: number, focus: CropFocus, dx: number, dy: number): CropFocus {
  const frame = cropAround(sourceWidth, sourceHeight, ratio, PHOTO_CENTRE);
  const halfWidth = frame.width / sourceWidth / 2;
  const halfHeight = frame.height / sourceHeight / 2;
  return {
    x: clamp(clamp(focus.x, halfWidth, 1 - halfWidth) + dx, halfWidth, 1 - halfWidth),
    y: clamp(clamp(focus.y, halfHeight, 1 - halfHeight) + dy, halfHeight, 1 - halfHeight),
  };
}
