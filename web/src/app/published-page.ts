// The data a published page carries (a JSON script the publisher writes next to the markup):
// what its queries held when it was drawn, so the browser hydrates from exactly that, and the
// instant it was drawn at (prices and offers are shown as of then until the live data arrives).
import type { QueryKey } from '@tanstack/react-query';

export const PUBLISHED_DATA_ID = 'published-data';

export interface PublishedPageData {
  /** The address the page was published for (the not-found page also answers unknown ones). */
  path: string;
  /** The store's facts (as /config.json has them), so the page renders the same before it arrives. */
  store: { storeName: string; legalName: string; cuit: string | null; maxInstallments: number };
  /** ISO instant the page was rendered at. */
  publishedAt: string;
  queries: { key: QueryKey; data: unknown }[];
  /** The catalogue's ids, for the not-found rule (app/known-items.ts), when the page has them. */
  knownItems?: { id: string; type: 'COURSE' | 'PLANNING' }[];
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers. */
export function serializePublishedData(data: PublishedPageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPublishedPage(document: Document): PublishedPageData | null {
  const element = document.getElementById(PUBLISHED_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PublishedPageData;
}
