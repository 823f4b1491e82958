// The top of a course or planning page: image, kind, name, summary and the key facts.
import type { ReactNode } from 'react';
import { ItemImage, type ItemPictureData } from '../../../components/item-image';

export function ItemHeader({
  kind,
  name,
  summary,
  imageSource,
  picture,
  facts,
}: {
  kind: string;
  name: string;
  summary: string;
  imageSource: string;
  picture?: ItemPictureData | null | undefined;
  facts: { label: string; value: ReactNode }[];
}) {
  return (
    <header className="item-header">
      <div className="item-header__text">
        <p className="item-header__kind">{kind}</p>
        <h1 className="item-header__name">{name}</h1>
        <p className="item-header__summary">{summary}</p>
        <dl className="item-header__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ItemImage
        className="item-header__image"
        imageSource={imageSource}
        picture={picture}
        sizes="(min-width: 960px) 480px, 100vw"
        width={800}
        height={450}
        fetchPriority="high"
      />
    </header>
  );
}
