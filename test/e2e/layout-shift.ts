// Layout shift as the browser reports it, for browser tests of published pages (the callbacks run
// in the page, so this lives with the browser tests, which see DOM types).
import type { Page } from 'playwright-core';

/** Starts summing the page's layout shifts without input from its first paint (CLS as the browser reports it); call before `goto`, read with `layoutShiftSoFar`. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since `recordLayoutShift`'s page loaded. */
export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
