// A vertical timeline (a marker and a connector beside each entry), read as a list: the phases of
// a planning and the competitions it prepares for. Its layout is the store's own CSS
// (plannings.css), in the stylesheet the published page inlines: PrimeReact's Timeline only gets
// its layout from styles it injects when it mounts, so a published page drew the list unstyled
// until its JavaScript ran, and it brought PrimeReact's API and component base to the page.
import type { ReactNode } from 'react';

export function JourneyTimeline<T>({
  entries,
  keyOf,
  marker,
  content,
  className,
  testId,
}: {
  entries: T[];
  keyOf: (entry: T) => string;
  marker: (entry: T) => ReactNode;
  content: (entry: T) => ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`journey-timeline${className ? ` ${className}` : ''}`} role="list" data-testid={testId}>
      {entries.map((entry) => (
        <div key={keyOf(entry)} className="journey-timeline__event" role="listitem">
          <div className="journey-timeline__separator">
            {marker(entry)}
            <div className="journey-timeline__connector" />
          </div>
          <div className="journey-timeline__event-content">{content(entry)}</div>
        </div>
      ))}
    </div>
  );
}
