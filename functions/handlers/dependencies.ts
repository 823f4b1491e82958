// Builds the services' dependencies once per container (Lambda) or process (local stack): the
// only place besides the local endpoint that chooses concrete adapters.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { contentSettings, loadConfig, type FunctionsConfig } from '../config';
import { createS3ContentStore } from '../content/s3-content-store';
import { createDocumentClient, type TableContext } from '../data/dynamo-client';
import { createContactRepository } from '../data/contact-repository';
import { createCouponsRepository } from '../data/coupons-repository';
import { createInventoryRepository } from '../data/inventory-repository';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createOrdersRepository } from '../data/orders-repository';
import { createPlanningUsersRepository } from '../data/planning-users-repository';
import { createProgressRepository } from '../data/progress-repository';
import { createUsersRepository } from '../data/users-repository';
import { createWebhookDeliveriesRepository } from '../data/webhook-deliveries-repository';
import { createMailboxMailer } from '../mail/mailbox-mailer';
import type { Mailer } from '../mail/mailer';
import { createSesMailer } from '../mail/ses-mailer';
import { createLambdaPublishing } from '../publish/lambda-publishing';
import { localPublishing } from '../publish/local-publishing';
import { noStorefront, type StorefrontPublishing } from '../publish/storefront-publishing';
import { logger } from './logger';

// Adapters are built on first use: most invocations never send mail, so the SES client is only
// constructed when one does. (The modules stay statically imported: infra/function-reach.ts
// grants SES / the content bucket from the import graph, and a dynamic import inside the single
// Lambda bundle measured slower, since esbuild then wraps the shared AWS SDK modules.)
function createMailer(config: FunctionsConfig): Mailer {
  let transport: Mailer | undefined;
  const ready = (): Mailer => {
    if (!transport) {
      transport =
        config.MAIL_TRANSPORT === 'mailbox' && config.MAILBOX_DIR
          ? createMailboxMailer(config.MAILBOX_DIR, config.MAIL_FROM)
          : createSesMailer(config.AWS_REGION, config.MAIL_FROM);
    }
    return transport;
  };
  return { send: async (mail) => ready().send(mail) };
}

/** Where catalogue changes republish the storefront (see publish/storefront-publishing.ts). */
function storefrontPublishing(
  config: FunctionsConfig,
  data: Parameters<typeof localPublishing>[1],
): StorefrontPublishing {
  const log = (message: string, error?: unknown) => logger.error(message, error);
  if (config.PUBLISH_FUNCTION_NAME) return createLambdaPublishing({ functionName: config.PUBLISH_FUNCTION_NAME, region: config.AWS_REGION }, log);
  if (config.SITE_DIR) return localPublishing(config, data, log);
  return noStorefront;
}

export function buildDependencies(config: FunctionsConfig = loadConfig()) {
  // The document client is built on the first DynamoDB call (repositories read `table.doc` per call).
  let doc: DynamoDBDocumentClient | undefined;
  const table: TableContext = {
    get doc() {
      doc ??= createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
      return doc;
    },
    tableName: config.TABLE_NAME,
  };
  const items = createItemsRepository(table);
  const lessons = createLessonsRepository(table);
  return {
    config,
    table,
    now: () => new Date(),
    logError: (message: string, error: unknown) => logger.error(message, error),
    mailer: createMailer(config),
    items,
    lessons,
    /** Republishes the public pages after a catalogue change: call `storefront.itemsChanged`. */
    storefront: storefrontPublishing(config, { items, lessons }),
    users: createUsersRepository(table),
    inventory: createInventoryRepository(table),
    contact: createContactRepository(table),
    progress: createProgressRepository(table),
    // Videos: resolved on first use, so functions that never sign a video need no content settings.
    content: createS3ContentStore(() => contentSettings(config)),
    orders: createOrdersRepository(table),
    coupons: createCouponsRepository(table),
    planningUsers: createPlanningUsersRepository(table),
    webhookDeliveries: createWebhookDeliveriesRepository(table),
  };
}

export type Dependencies = ReturnType<typeof buildDependencies>;

let cached: Dependencies | undefined;

/** The container's dependencies, built on first use and reused by every later invocation. */
export function dependencies(): Dependencies {
  cached ??= buildDependencies();
  return cached;
}
