// The catalogue administration function's dependencies: items, syllabi and buyers' progress, the
// content store that signs picture uploads and checks they arrived, and the sellers' Mercado Pago
// gateway, used only to check a seller's account when an item is published; the storefront's
// publishing, told of every item change.
import { randomUUID } from 'node:crypto';
import { createS3ContentStore } from '../content/s3-content-store';
import { createItemChangesRepository } from '../data/item-changes-repository';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createNewItemsRepository } from '../data/new-items-repository';
import { createCourseSyllabusRepository } from '../data/course-syllabus-repository';
import { createProgressRepository } from '../data/progress-repository';
import { logger } from '../observability/logger';
import { createLazyPaymentGateway } from '../payments/payment-gateway';
import { createSellerAccountCheck } from '../payments/seller-account-check';
import { contentSettings } from '../settings/content';
import { paymentSettings, paymentsConfig } from '../settings/payments';
import { storefrontPublishing } from './storefront-publishing';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogueAdminDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  // Read on the first publish only: creating or editing items needs no payment settings.
  const payments = createLazyPaymentGateway(() => paymentSettings(paymentsConfig()));
  return {
    items: createItemsRepository(table),
    itemChanges: createItemChangesRepository(table),
    newItems: createNewItemsRepository(table),
    lessons: createLessonsRepository(table),
    syllabuses: createCourseSyllabusRepository(table),
    progress: createProgressRepository(table),
    content: createS3ContentStore(() => content),
    verifySellerAccount: createSellerAccountCheck(payments, (message, error) => logger.error(message, error)),
    now: () => new Date(),
    uniqueId: randomUUID,
    // Every item change republishes its pages (functions/services/storefront-publishing.ts).
    storefront: storefrontPublishing(),
  };
});

export type CatalogueAdminFunctionDependencies = ReturnType<typeof catalogueAdminDependencies>;
