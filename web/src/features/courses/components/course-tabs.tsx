// The course page's tabs: PrimeReact's TabView, minus its scroll on mount. When it mounts,
// TabView scrolls its active tab header into view (scrollIntoView, block "nearest"); on a phone
// the tabs start below the fold, so the page jumped down as soon as the course arrived — the
// visitor lost the header, and Lighthouse counted a layout shift of about 0.2 (mobile).
import { TabView } from 'primereact/tabview';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

export function CourseTabs({ children }: { children: ReactNode }) {
  const scrollAtMount = useRef<{ x: number; y: number } | null>(null);
  // Layout effects run before any passive effect of the same commit, so this reads the position
  // before TabView's mount effect moves it.
  useLayoutEffect(() => {
    scrollAtMount.current = { x: window.scrollX, y: window.scrollY };
  }, []);
  // A parent's passive effects run after its children's, in the same task: the page is put back
  // before the browser paints, so the jump is never seen.
  useEffect(() => {
    const start = scrollAtMount.current;
    if (start && (window.scrollX !== start.x || window.scrollY !== start.y)) {
      window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
    }
  }, []);
  // Every tab's content is in the page (the inactive ones hidden): a published course page shows
  // search engines and link previews its program and coach too, not only the description.
  return (
    <TabView className="item-tabs" renderActiveOnly={false}>
      {children}
    </TabView>
  );
}
