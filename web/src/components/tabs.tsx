// Tabs as the WAI-ARIA tabs pattern (a tablist of tabs, each controlling its panel; arrow keys,
// Home and End move between them), drawn with PrimeReact TabView's class names so the theme
// styles them exactly as it styles TabView. Written here rather than using TabView on the
// published course pages: TabView brings PrimeReact's API and component base (≈ 35 KB gzip) and
// injects its styles into the document when it mounts, all during the page's hydration. Every
// panel is in the markup (the inactive ones hidden), so a published page shows search engines
// and link previews all of its content, not only the first tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  header: string;
  content: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs({ tabs, className }: { tabs: Tab[]; className?: string }) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = move(index, tabs.length);
      setActive(next);
      tabRefs.current[next]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setActive(index);
    }
  };

  return (
    <div className={`p-tabview p-component${className ? ` ${className}` : ''}`}>
      <div className="p-tabview-nav-container">
        <div className="p-tabview-nav-content">
          <ul className="p-tabview-nav" role="tablist">
            {tabs.map((tab, index) => (
              <li key={tab.header} role="presentation" className={index === active ? 'p-tabview-selected p-highlight' : undefined}>
                {/* An anchor without href, as TabView draws it: the theme styles `.p-tabview-nav-link` links. */}
                <a
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  id={tabId(index)}
                  role="tab"
                  className="p-tabview-nav-link"
                  tabIndex={index === active ? 0 : -1}
                  aria-selected={index === active}
                  aria-controls={panelId(index)}
                  onClick={() => setActive(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span className="p-tabview-title">{tab.header}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="p-tabview-panels">
        {tabs.map((tab, index) => (
          <div
            key={tab.header}
            id={panelId(index)}
            className="p-tabview-panel"
            role="tabpanel"
            aria-labelledby={tabId(index)}
            hidden={index !== active}
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
