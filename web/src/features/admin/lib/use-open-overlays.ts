// Whether a dropdown panel inside a dialog is open. PrimeReact's Dialog closes on Escape through
// a document-wide listener, while MultiSelect and Dropdown close their own panel on Escape without
// telling it: the same key press would close the panel and the whole dialog, losing what was
// typed. A dialog passes `closeOnEscape={!anyOpen}` and spreads `overlayProps` on those fields.
import { useCallback, useMemo, useState } from 'react';

export function useOpenOverlays() {
  const [open, setOpen] = useState(0);
  const onShow = useCallback(() => setOpen((count) => count + 1), []);
  const onHide = useCallback(() => setOpen((count) => Math.max(0, count - 1)), []);
  const overlayProps = useMemo(() => ({ onShow, onHide }), [onShow, onHide]);
  return { anyOpen: open > 0, overlayProps };
}
