// The storefront publisher's one composition root: the same publisher — the catalogue read through
// the catalogue service (the API's own reads), the courses' syllabi, the plannings' monthly
// offers, the renderer bundle — over
// the site it writes: the site bucket and CloudFront in the publish function (AWS), the local web
// root in the local stack, which runs it in-process.
import { fileURLToPath } from 'node:url';
import type { TableContext } from '../data/dynamo-client';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createSubscriptionOffersRepository } from '../data/subscription-offers-repository';
import type { PublishedStoreFacts } from '../domain/published-pages';
import { catalogueReads } from '../publish/catalogue-reads';
import { createInProcessPublishing } from '../publish/in-process-publishing';
import { loadRenderer } from '../publish/load-renderer';
import { createLocalSiteStore } from '../publish/local-site-store';
import { createPublisher, type Publisher } from '../publish/publisher';
import { createS3SiteStore } from '../publish/s3-site-store';
import type { SiteStore } from '../publish/site-store';
import { createCatalogueService } from '../services/catalogue-service';
import type { StorefrontPublishing } from '../services/storefront-publishing';
import { siteSettings } from '../settings/site';
import { perContainer } from './per-container';
import { tableContext } from './table';

interface PublisherParts {
  table: TableContext;
  site: SiteStore;
  /** The renderer bundle (infra/publish-renderer.ts builds it). */
  rendererPath: string;
  /** The store's public address. */
  siteUrl: string;
  store: PublishedStoreFacts;
}

function composePublisher(parts: PublisherParts): Publisher {
  const now = () => new Date();
  const catalogue = createCatalogueService({ items: createItemsRepository(parts.table), now });
  const lessons = createLessonsRepository(parts.table);
  const offers = createSubscriptionOffersRepository(parts.table);
  return createPublisher({
    ...catalogueReads(catalogue),
    courseSyllabus: (courseId) => lessons.listUnits(courseId),
    subscriptionOffer: (planningId) => offers.get(planningId),
    site: parts.site,
    renderer: { renderPublishedPage: async (input) => (await loadRenderer(parts.rendererPath)).renderPublishedPage(input) },
    siteUrl: parts.siteUrl.replace(/\/$/, ''),
    store: parts.store,
    now,
  });
}

/** Where the CDK puts the renderer bundle: next to the publish function's bundle (RENDERER_FILE_NAME). */
const BUNDLED_RENDERER_PATH = fileURLToPath(new URL('./render-page.mjs', import.meta.url));

/** The publish function (AWS): the site bucket and distribution from its site settings. */
export const publishFunctionDependencies = perContainer((): { publisher: Publisher } => {
  const config = siteSettings();
  return {
    publisher: composePublisher({
      table: tableContext(),
      site: createS3SiteStore({ bucket: config.SITE_BUCKET, distributionId: config.SITE_DISTRIBUTION_ID, region: config.AWS_REGION }),
      rendererPath: BUNDLED_RENDERER_PATH,
      siteUrl: config.STORE_WEB_URL,
      store: {
        storeName: config.STORE_NAME,
        legalName: config.STORE_LEGAL_NAME ?? config.STORE_NAME,
        cuit: config.STORE_CUIT ?? null,
        maxInstallments: config.MAX_INSTALLMENTS,
      },
    }),
  };
});

export interface LocalPublishingOptions {
  table: TableContext;
  /** The published pages, served over the web build in `buildDir`. */
  siteDir: string;
  buildDir: string;
  rendererPath: string;
  siteUrl: string;
  store: PublishedStoreFacts;
  log: (message: string, error?: unknown) => void;
}

/**
 * The local stack's publishing: the publisher over the local web root, run in-process. The stack
 * registers it (publish/in-process-publishing.ts) for the catalogue's changes when it serves the web.
 */
export function createLocalPublishing(options: LocalPublishingOptions): StorefrontPublishing & { stop(): void } {
  const publisher = composePublisher({ ...options, site: createLocalSiteStore({ siteDir: options.siteDir, buildDir: options.buildDir }) });
  return createInProcessPublishing(publisher, options.log);
}
