// An item's image: its uploaded picture in WebP (and JPEG for browsers without it) at 400, 800
// and 1200 px wide, letting the browser pick by `sizes`; or, without a picture, its illustration.
// Always 16:9, with width and height set so the layout never shifts while it loads.
import type { ImgHTMLAttributes } from 'react';

export interface ItemPictureData {
  baseUrl: string;
  widths: readonly number[];
}

const srcSet = (picture: ItemPictureData, extension: 'webp' | 'jpg') =>
  picture.widths.map((width) => `${picture.baseUrl}/${width}.${extension} ${width}w`).join(', ');

interface ItemImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  imageSource: string;
  picture?: ItemPictureData | null | undefined;
  /** How wide the image is drawn, for the browser's choice of size (CSS media conditions). */
  sizes: string;
}

export function ItemImage({ imageSource, picture, sizes, alt = '', ...img }: ItemImageProps) {
  if (!picture) return <img src={imageSource} alt={alt} {...img} />;
  return (
    <picture className="item-image">
      <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes={sizes} />
      <img src={imageSource} srcSet={srcSet(picture, 'jpg')} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
