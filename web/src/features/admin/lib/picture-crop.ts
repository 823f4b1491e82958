// Where an item picture is cut: the centred region of the photo with the variant's ratio.

/** The centred region of a source of this size that has the target's ratio. */
export function centredCrop(
  sourceWidth: number,
  sourceHeight: number,
  ratio: number,
): { x: number; y: number; width: number; height: number } {
  if (sourceWidth / sourceHeight > ratio) {
    const width = Math.round(sourceHeight * ratio);
    return { x: Math.round((sourceWidth - width) / 2), y: 0, width, height: sourceHeight };
  }
  const height = Math.round(sourceWidth / ratio);
  return { x: 0, y: Math.round((sourceHeight - height) / 2), width: sourceWidth, height };
}
