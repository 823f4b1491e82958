// Whether this render is the live app: false while the publisher draws a page and while the
// browser hydrates it (React renders with the server snapshot then), true from the render right
// after. Controls a published page shows before its code runs (a form's submit button) are drawn
// inert until then, so a visitor never triggers the browser's own behaviour instead of the app's.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export const useIsLive = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
