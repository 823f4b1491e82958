// The publish function (AWS): renders the storefront with the renderer bundle shipped next to this
// handler and writes it to the site bucket, invalidating what changed at CloudFront. Invoked
// asynchronously after catalogue changes ({ itemIds }), every minute by EventBridge (offer window
// edges; everything after a deploy changed the SPA shell) and by operators ({ all: true }).
// Reserved concurrency 1: runs never overlap, so the manifest of what is published stays whole.
// Its publisher is composed in functions/composition/publish.ts, as the local stack's.
import type { Context } from 'aws-lambda';
import { publishFunctionDependencies } from '../composition/publish';
import { isFullPublishEvent, isItemsEvent, type PublishEvent } from '../domain/publish-event';
import { logger } from '../observability/logger';

export async function handler(event: PublishEvent, context?: Context) {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const { publisher } = publishFunctionDependencies();
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
