// Which publishing a function's catalogue changes use (the port: functions/services/
// storefront-publishing.ts): the publish function on AWS (its name in the publishing settings),
// else the local stack's in-process publisher, else none. A function that republishes pages gets
// `storefront: storefrontPublishing()` in its dependencies; nothing else is needed (its role is
// granted invoking the publish function because its code reaches lambda-publishing.ts).
import { logger } from '../observability/logger';
import { publishingSettings } from '../settings/publishing';
import { createLambdaPublishing } from '../publish/lambda-publishing';
import { inProcessStorefront } from '../publish/in-process-publishing';
import { noStorefront, type StorefrontPublishing } from '../services/storefront-publishing';

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
