// THE entry point for keeping the published storefront true. Every mutation that changes what a
// public page shows — an item's price, offer, enabled, featured, texts or schedule, a new item, a
// course's syllabus or its evaluation — calls, after the change is stored:
//
//     await deps.storefront.itemsChanged([itemId]);
//
// and nothing else: which pages show the item, the offer edges to republish at, writing the site
// and invalidating the CDN are the publisher's business (functions/publish/publisher.ts). It never
// throws: the change is already stored, so a failed publish is logged and must not fail the
// admin's request (the next change, the offer-edge schedule or a deploy publishes again).
//
// The services depend on this port only; functions/publish implements it (the publish function
// invoked asynchronously on AWS, the same publisher in-process locally) and
// functions/composition/storefront-publishing.ts chooses which one a function gets.

export interface StorefrontPublishing {
  /** Republishes the pages that show these items (a course's page after its syllabus changed, …). */
  itemsChanged(itemIds: readonly string[]): Promise<void>;
  /** Publishes every page and resolves when done (the local stack's start; a deploy on AWS). */
  publishAll(): Promise<void>;
  /** Resolves when every publish requested so far has finished (tests and the bench wait on it). */
  settled(): Promise<void>;
}

/** No site is served from here (an API-only local stack): there is nothing to publish. */
export const noStorefront: StorefrontPublishing = {
  itemsChanged: async () => undefined,
  publishAll: async () => undefined,
  settled: async () => undefined,
};
