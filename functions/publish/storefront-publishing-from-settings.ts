// Which publishing a function's catalogue changes use: the publish function on AWS (its name in
// the publishing settings), else the local stack's in-process publisher, else none.
import { logger } from '../observability/logger';
import { publishingSettings } from '../settings/publishing';
import { createLambdaPublishing } from './lambda-publishing';
import { inProcessStorefront, noStorefront, type StorefrontPublishing } from './storefront-publishing';

export function storefrontPublishing(): StorefrontPublishing {
  const settings = publishingSettings();
  if (settings.PUBLISH_FUNCTION_NAME) {
    return createLambdaPublishing({ functionName: settings.PUBLISH_FUNCTION_NAME, region: settings.AWS_REGION }, (message, error) =>
      logger.error(message, error),
    );
  }
  // Resolved per call: the local stack registers its publisher once it has built the web.
  return {
    itemsChanged: (itemIds) => (inProcessStorefront() ?? noStorefront).itemsChanged(itemIds),
    publishAll: () => (inProcessStorefront() ?? noStorefront).publishAll(),
    settled: () => (inProcessStorefront() ?? noStorefront).settled(),
  };
}
