// The publish function (AWS): renders the storefront with the renderer bundle shipped next to this
// handler and writes it to the site bucket, invalidating what changed at CloudFront. Invoked
// asynchronously after catalogue changes ({ itemIds }), every minute by EventBridge (offer window
// edges; everything after a deploy changed the SPA shell) and by operators ({ all: true }).
// Reserved concurrency 1: runs never overlap, so the manifest of what is published stays whole.
import type { Context } from 'aws-lambda';
import { catalogueReads } from '../publish/catalogue-reads';
import { fileURLToPath } from 'node:url';
import { tableContext } from '../composition/table';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createCatalogService } from '../services/catalog-service';
import { isFullPublishEvent, isItemsEvent, type PublishEvent } from '../publish/publish-event';
import { loadRenderer } from '../publish/load-renderer';
import { createPublisher, type Publisher, type PublishResult } from '../publish/publisher';
import { createS3SiteStore } from '../publish/s3-site-store';
import { logger } from '../observability/logger';
import { siteSettings } from '../settings/site';

/** Where the CDK puts the renderer bundle (infra/publish-renderer.ts, RENDERER_FILE_NAME). */
const RENDERER_PATH = fileURLToPath(new URL('./render-page.mjs', import.meta.url));

let publisher: Publisher | undefined;

function publisherFromEnvironment(): Publisher {
  const config = siteSettings();
  const table = tableContext();
  const catalog = createCatalogService({ items: createItemsRepository(table), now: () => new Date() });
  const lessons = createLessonsRepository(table);
  return createPublisher({
    ...catalogueReads(catalog),
    courseProgram: (courseId) => lessons.listUnits(courseId),
    site: createS3SiteStore({ bucket: config.SITE_BUCKET, distributionId: config.SITE_DISTRIBUTION_ID, region: config.AWS_REGION }),
    renderer: { renderPublishedPage: async (input) => (await loadRenderer(RENDERER_PATH)).renderPublishedPage(input) },
    siteUrl: config.STORE_WEB_URL.replace(/\/$/, ''),
    store: {
      storeName: config.STORE_NAME,
      legalName: config.STORE_LEGAL_NAME ?? config.STORE_NAME,
      cuit: config.STORE_CUIT ?? null,
      maxInstallments: config.MAX_INSTALLMENTS,
    },
    now: () => new Date(),
  });
}

export async function handler(event: PublishEvent, context?: Context): Promise<PublishResult> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  publisher ??= publisherFromEnvironment();
  const result = isItemsEvent(event)
    ? await publisher.publishItems(event.itemIds)
    : isFullPublishEvent(event)
      ? await publisher.publishAll()
      : await publisher.publishOnSchedule();
  logger.info('storefront published', {
    written: result.written.length,
    removed: result.removed.length,
    unchanged: result.unchanged,
    nextOfferEdge: result.nextOfferEdge,
  });
  return result;
}
