// The evaluations function's dependencies: the evaluation definitions and buyers' states, the
// items, ownership and profiles they are checked against, the content store that signs the
// buyer's uploads and the coach's viewing addresses, the mail queue for the review notices, and
// the storefront's publishing, told when a course's evaluation changes.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createEvaluationsRepository } from '../data/evaluations-repository';
import { createInventoryRepository } from '../data/inventory-repository';
import { createItemsRepository } from '../data/items-repository';
import { createUsersRepository } from '../data/users-repository';
import { logger } from '../observability/logger';
import { storefrontPublishing } from './storefront-publishing';
import { contentSettings } from '../settings/content';
import { storeSettings } from '../settings/store';
import { mailQueue } from './mail-queue';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const evaluationsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  return {
    items: createItemsRepository(table),
    inventory: createInventoryRepository(table),
    evaluations: createEvaluationsRepository(table),
    users: createUsersRepository(table),
    content: createS3ContentStore(() => content),
    mailer: mailQueue(),
    storefront: storefrontPublishing(),
    storeName: storeSettings().STORE_NAME,
    storeWebUrl: storeSettings().STORE_WEB_URL ?? '',
    now: () => new Date(),
    uniqueId: randomUUID,
    draw: (max: number) => randomInt(max),
    sheetSalt: () => randomBytes(24).toString('base64url'),
    logError: (message: string, error: unknown) => logger.error(message, error),
  };
});

export type EvaluationsFunctionDependencies = ReturnType<typeof evaluationsDependencies>;
