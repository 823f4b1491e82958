// The spec: each navigation scrolls to the top. A change of path or query counts; a change of
// the #hash alone (a jump inside the page) does not. The first page is not a navigation: a
// published page is on screen (and may have been scrolled, a tap on its way) before it hydrates,
// and jumping to the top then would move what the visitor is reading and the target of that tap.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const address = pathname + search;
    if (shown.current !== null && shown.current !== address) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    shown.current = address;
  }, [pathname, search]);
  return null;
}
