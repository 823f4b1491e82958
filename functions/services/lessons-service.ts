// Lesson use cases: a course's program for everyone, a topic's content only for those the access
// rule allows. Flow: handler → lessons service → lessons/items/inventory repositories.
import type { LessonUnit, TopicContent } from '../generated/graphql';
import { AppError, itemNotFound, topicNotFound, unitsNotFound } from '../domain/errors';
import { canOpenTopic } from '../domain/topic-access';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';

export interface LessonsDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
}

export const BUY_TO_WATCH_MESSAGE = 'Comprá el curso para ver esta clase.';

export function createLessonsService({ items, lessons, inventory }: LessonsDependencies) {
  async function requireVisibleCourse(viewer: Viewer, itemId: string): Promise<void> {
    const item = await items.get(itemId);
    if (!item || item.type !== 'COURSE' || (!item.isEnabled && !isAdmin(viewer))) {
      throw itemNotFound(itemId);
    }
  }

  return {
    /** The course's units in order, each with its topics (structure only). */
    async listLessonUnits(viewer: Viewer, itemId: string): Promise<LessonUnit[]> {
      await requireVisibleCourse(viewer, itemId);
      const units = await lessons.listUnits(itemId);
      if (units.length === 0) throw unitsNotFound(itemId);
      return units;
    },

    async getTopicContent(viewer: Viewer, itemId: string, topicId: string): Promise<TopicContent> {
      await requireVisibleCourse(viewer, itemId);
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      const viewerOwnsCourse =
        !topic.isPublic && viewer.kind === 'user' && (await inventory.owns(viewer.userId, itemId));
      if (!canOpenTopic(viewer, { isPublic: topic.isPublic, viewerOwnsCourse })) {
        throw new AppError('Unauthorized', BUY_TO_WATCH_MESSAGE);
      }
      // Signed video addresses are issued by the lessons player work (issue 7); until then the
      // content carries the text only and never an unsigned address.
      return { itemId, topicId, text: topic.text, videoUrl: null, videoExpiresAt: null };
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
