// An item's long description (blank-line separated paragraphs) and its highlights.
import { Icon } from '../../../components/icon';
export function ItemDescription({
  description,
  highlights,
  highlightsTitle,
}: {
  description: string;
  highlights: string[];
  highlightsTitle: string;
}) {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="item-description">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {highlights.length > 0 ? (
        <>
          <h3>{highlightsTitle}</h3>
          <ul className="check-list">
            {highlights.map((highlight) => (
              <li key={highlight}>
                <Icon name="check" />
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
