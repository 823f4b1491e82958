// "Now" for what a page shows by the date (offers on or off, past competitions). A published page
// is rendered at its publish time; the browser hydrates it with that same instant (so React finds
// the markup it would draw), then switches to the real clock right after, correcting quietly if an
// offer window edge passed since publishing.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const RenderClock = createContext<Date | null>(null);

export function RenderClockProvider({ initialNow, children }: { initialNow?: Date; children: ReactNode }) {
  const [now, setNow] = useState<Date>(() => initialNow ?? new Date());
  useEffect(() => {
    if (initialNow) setNow(new Date());
  }, [initialNow]);
  return <RenderClock.Provider value={now}>{children}</RenderClock.Provider>;
}

/** The instant pages render prices and dates for (the real clock outside a provider). */
export function useRenderNow(): Date {
  return useContext(RenderClock) ?? new Date();
}
