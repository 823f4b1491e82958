// The local stack's publishing: the publisher over the local web root, run in-process. One per
// web root, shared by every handler module and the stack itself (which publishes everything at
// start).
import type { FunctionsConfig } from '../config';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import { createLocalSiteStore } from './local-site-store';
import { loadRenderer } from './load-renderer';
import { createPublisher } from './publisher';
import { createInProcessPublishing, type StorefrontPublishing } from './storefront-publishing';

const bySiteDir = new Map<string, StorefrontPublishing & { stop(): void }>();

export function localPublishing(
  config: Pick<FunctionsConfig, 'SITE_DIR' | 'SITE_BUILD_DIR' | 'PUBLISH_RENDERER' | 'STORE_WEB_URL' | 'STORE_NAME'>,
  data: { items: ItemsRepository; lessons: LessonsRepository },
  log: (message: string, error?: unknown) => void,
): StorefrontPublishing & { stop(): void } {
  const { SITE_DIR: siteDir, SITE_BUILD_DIR: buildDir, PUBLISH_RENDERER: rendererPath, STORE_WEB_URL: siteUrl } = config;
  if (!siteDir || !buildDir || !rendererPath || !siteUrl) throw new Error('local publishing needs SITE_DIR, SITE_BUILD_DIR, PUBLISH_RENDERER and STORE_WEB_URL');
  let publishing = bySiteDir.get(siteDir);
  if (!publishing) {
    const renderer = { renderPublishedPage: async (input: Parameters<Awaited<ReturnType<typeof loadRenderer>>['renderPublishedPage']>[0]) => (await loadRenderer(rendererPath)).renderPublishedPage(input) };
    const publisher = createPublisher({
      listAllItems: () => data.items.list(),
      courseProgram: (courseId) => data.lessons.listUnits(courseId),
      site: createLocalSiteStore({ siteDir, buildDir }),
      renderer,
      siteUrl: siteUrl.replace(/\/$/, ''),
      storeName: config.STORE_NAME,
      now: () => new Date(),
    });
    publishing = createInProcessPublishing(publisher, log);
    bySiteDir.set(siteDir, publishing);
  }
  return publishing;
}
