// The local stack's publishing: the publisher over the local web root (published pages in
// `siteDir`, over the web build in `buildDir`), run in-process. The stack creates it when it
// serves the web and registers it (storefront-publishing.ts) for the catalogue's changes.
import { catalogueReads } from './catalogue-reads';
import type { ItemsRepository } from '../data/items-repository';
import { createCatalogService } from '../services/catalog-service';
import type { LessonsRepository } from '../data/lessons-repository';
import type { PublishedStoreFacts, RenderInput } from '../domain/published-pages';
import { createLocalSiteStore } from './local-site-store';
import { loadRenderer } from './load-renderer';
import { createPublisher } from './publisher';
import { createInProcessPublishing, type StorefrontPublishing } from './storefront-publishing';

export interface LocalPublishingOptions {
  siteDir: string;
  buildDir: string;
  rendererPath: string;
  siteUrl: string;
  store: PublishedStoreFacts;
  items: ItemsRepository;
  lessons: LessonsRepository;
  log: (message: string, error?: unknown) => void;
}

export function createLocalPublishing(options: LocalPublishingOptions): StorefrontPublishing & { stop(): void } {
  const catalog = createCatalogService({ items: options.items, now: () => new Date() });
  const publisher = createPublisher({
    ...catalogueReads(catalog),
    courseProgram: (courseId) => options.lessons.listUnits(courseId),
    site: createLocalSiteStore({ siteDir: options.siteDir, buildDir: options.buildDir }),
    renderer: { renderPublishedPage: async (input: RenderInput) => (await loadRenderer(options.rendererPath)).renderPublishedPage(input) },
    siteUrl: options.siteUrl.replace(/\/$/, ''),
    store: options.store,
    now: () => new Date(),
  });
  return createInProcessPublishing(publisher, options.log);
}
