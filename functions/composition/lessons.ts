// The lessons function's dependencies: the syllabus, progress and ownership repositories and the
// video store that signs addresses (S3 presigner). Certificates live in their own function.
import { randomUUID } from 'node:crypto';
import { createCloudFrontStreamAccess } from '../content/cloudfront-stream-access';
import { createS3ContentStore } from '../content/s3-content-store';
import { createInventoryRepository } from '../data/inventory-repository';
import { createItemsRepository } from '../data/items-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { createProgressRepository } from '../data/progress-repository';
import { contentSettings } from '../settings/content';
import { streamingSettings } from '../settings/streaming';
import { perContainer } from './per-container';
import { storefrontPublishing } from './storefront-publishing';
import { tableContext } from './table';

export const lessonsDependencies = perContainer(() => {
  const table = tableContext();
  const content = contentSettings();
  return {
    items: createItemsRepository(table),
    lessons: createLessonsRepository(table),
    inventory: createInventoryRepository(table),
    progress: createProgressRepository(table),
    content: createS3ContentStore(() => content),
    // Read on first use: a lesson without a ladder never needs the signing key.
    streams: createCloudFrontStreamAccess(() => streamingSettings()),
    now: () => new Date(),
    uniqueId: randomUUID,
    // The course page lists the lessons with captions (functions/services/storefront-publishing.ts).
    storefront: storefrontPublishing(),
  };
});

export type LessonsFunctionDependencies = ReturnType<typeof lessonsDependencies>;
