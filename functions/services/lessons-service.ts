// Lesson use cases: a course's syllabus for everyone, a topic's content only for those the access
// rule allows, with its video as a short-lived signed address.
// Flow: handler → lessons service → lessons/items/inventory repositories, content store.
import type { LessonUnit } from '../domain/course-progress';
import type { TopicContent } from '../domain/topic-content';
import { AppError, itemNotFound, topicNotFound, unitsNotFound } from '../domain/errors';
import { isOnSale } from '../domain/item-publication';
import { canDownloadMaterials, canOpenTopic } from '../domain/topic-access';
import { isAdmin, type Viewer } from '../domain/viewer';
import { measuredVideoSeconds } from '../domain/video-watching';
import type { ContentStore } from '../content/content-store';
import type { StreamAccess } from '../content/stream-access';
import { streamOf } from './stream-grant';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository, TopicRecord } from '../data/lessons-repository';
import type { ProgressRepository } from '../data/progress-repository';

export interface LessonsDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
  progress: ProgressRepository;
  content: ContentStore;
  streams: StreamAccess;
}

const BUY_TO_WATCH_MESSAGE = 'Comprá el curso para ver esta clase.';

/**
 * A course the viewer may see: on sale; or, hidden (a draft, unpublished or archived), to an admin
 * or to a buyer who owns it — withdrawing a course from the store never takes it from its buyers.
 */
export async function requireVisibleCourse(
  { items, inventory }: { items: ItemsRepository; inventory: InventoryRepository },
  viewer: Viewer,
  itemId: string,
): Promise<void> {
  const item = await items.get(itemId);
  if (!item || item.type !== 'COURSE') throw itemNotFound(itemId);
  if (isOnSale(item) || isAdmin(viewer) || (await viewerOwnsCourse(inventory, viewer, itemId))) return;
  throw itemNotFound(itemId);
}

/** Whether a signed-in viewer owns the course (visitors never do). */
export async function viewerOwnsCourse(inventory: InventoryRepository, viewer: Viewer, itemId: string): Promise<boolean> {
  return viewer.kind === 'user' && inventory.owns(viewer.userId, itemId);
}

/** What goes with a topic's content for this viewer: its materials (owners and admins) and where they left the video. */
export interface TopicContentExtras {
  withMaterials: boolean;
  resumeAtSeconds: number;
  /** The ladder's address and cookies (streamOf), when the video has one. */
  stream: TopicContent['stream'];
}

/** A topic's content as the API returns it, its video and materials signed for a short while. */
export async function topicContentOf(content: ContentStore, topic: TopicRecord, extras: TopicContentExtras): Promise<TopicContent> {
  const [video, captions, materials] = await Promise.all([
    topic.videoKey ? content.signedVideoUrl(topic.videoKey) : null,
    topic.videoKey && topic.captionsKey ? content.signedVideoUrl(topic.captionsKey) : null,
    Promise.all(
      (extras.withMaterials ? (topic.materials ?? []) : []).map(async (material) => {
        const signed = await content.signedDownloadUrl(material.key, material.fileName);
        return { name: material.name, fileName: material.fileName, url: signed.url, expiresAt: signed.expiresAt.toISOString() };
      }),
    ),
  ]);
  return {
    itemId: topic.itemId,
    topicId: topic.topicId,
    text: topic.text,
    videoUrl: video?.url ?? null,
    videoExpiresAt: video?.expiresAt.toISOString() ?? null,
    materials,
    resumeAtSeconds: extras.resumeAtSeconds,
    captionsUrl: captions?.url ?? null,
    stream: extras.stream ?? null,
    completesByWatching: measuredVideoSeconds(topic) !== null,
  };
}

export function createLessonsService({ items, lessons, inventory, progress, content, streams }: LessonsDependencies) {
  return {
    /** The course's units in order, each with its topics (structure only). */
    async listLessonUnits(viewer: Viewer, itemId: string): Promise<LessonUnit[]> {
      await requireVisibleCourse({ items, inventory }, viewer, itemId);
      const units = await lessons.listUnits(itemId);
      if (units.length === 0) throw unitsNotFound(itemId);
      return units;
    },

    async getTopicContent(viewer: Viewer, itemId: string, topicId: string): Promise<TopicContent> {
      await requireVisibleCourse({ items, inventory }, viewer, itemId);
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      const owns = await viewerOwnsCourse(inventory, viewer, itemId);
      if (!canOpenTopic(viewer, { isPublic: topic.isPublic, viewerOwnsCourse: owns })) {
        throw new AppError('Unauthorized', BUY_TO_WATCH_MESSAGE);
      }
      const withMaterials = canDownloadMaterials(viewer, { viewerOwnsCourse: owns });
      // The saved position is kept for those who keep progress (owners and admins), as progress is.
      const position = withMaterials && viewer.kind === 'user' ? await progress.getVideoPosition(viewer.userId, itemId, topicId) : null;
      // Owners and admins get cookies for the whole course (one set plays every lesson); a preview's
      // viewer only for this video's ladder.
      const stream = await streamOf(streams, topic, withMaterials);
      return topicContentOf(content, topic, { withMaterials, resumeAtSeconds: position?.seconds ?? 0, stream });
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type LessonsService = ReturnType<typeof createLessonsService>;
