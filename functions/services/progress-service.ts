// Progress use cases: an owner of a course (or an admin trying the player) marks topics complete
// and reads where they are. Progress belongs to buyers, so a non-owner previewing a public topic
// keeps none. Flow: handler → progress service → items/lessons/inventory/progress repositories.
import type { CourseProgress, TopicProgress, VideoPosition } from '../generated/graphql';
import { AppError, signInRequired, topicNotFound, unitsNotFound } from '../domain/errors';
import { isCertificateTopic, summarizeProgress } from '../domain/course-progress';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { ProgressRepository } from '../data/progress-repository';
import { requireVisibleCourse, viewerOwnsCourse } from './lessons-service';

export interface ProgressDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
  progress: ProgressRepository;
  now: () => Date;
}

const PROGRESS_FOR_OWNERS_MESSAGE = 'Comprá el curso para guardar tu avance.';

/** A player saves its position every 15 s or so; more often than this per topic is not written. */
const VIDEO_POSITION_MIN_INTERVAL_MS = 5_000;
/** Longer than any lesson: a position past it is a bad request, not a place to resume. */
const MAX_VIDEO_POSITION_SECONDS = 6 * 60 * 60;

/** The signed-in viewer's id when they may keep progress in the course. */
async function requireProgressAccess(
  deps: Pick<ProgressDependencies, 'items' | 'inventory'>,
  viewer: Viewer,
  itemId: string,
): Promise<string> {
  if (viewer.kind !== 'user') throw signInRequired();
  await requireVisibleCourse(deps, viewer, itemId);
  if (!isAdmin(viewer) && !(await viewerOwnsCourse(deps.inventory, viewer, itemId))) {
    throw new AppError('Unauthorized', PROGRESS_FOR_OWNERS_MESSAGE);
  }
  return viewer.userId;
}

export function createProgressService(deps: ProgressDependencies) {
  const { lessons, progress, now } = deps;
  return {
    async getCourseProgress(viewer: Viewer, itemId: string): Promise<CourseProgress> {
      const userId = await requireProgressAccess(deps, viewer, itemId);
      const [units, stored] = await Promise.all([lessons.listUnits(itemId), progress.get(userId, itemId)]);
      if (units.length === 0) throw unitsNotFound(itemId);
      return summarizeProgress(itemId, units, stored);
    },

    async setTopicProgress(viewer: Viewer, itemId: string, topicId: string, completed: boolean): Promise<TopicProgress> {
      const userId = await requireProgressAccess(deps, viewer, itemId);
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      if (isCertificateTopic(topic)) {
        throw new AppError('ValidationError', 'El certificado no se marca como completado: se descarga cuando terminás todas las clases.');
      }
      const record = await progress.setTopic(userId, itemId, topicId, completed, now());
      return { itemId, topicId, completed, updatedAt: record.updatedAt };
    },

    /** Where the owner is in a topic's video, to resume there next time (throttled per topic). */
    async saveVideoPosition(viewer: Viewer, itemId: string, topicId: string, seconds: number): Promise<VideoPosition> {
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_VIDEO_POSITION_SECONDS) {
        throw new AppError('ValidationError', 'La posición del video no es válida.');
      }
      const userId = await requireProgressAccess(deps, viewer, itemId);
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      if (!topic.videoKey) throw new AppError('ValidationError', 'Esta clase no tiene video.');
      const { position } = await progress.saveVideoPosition(userId, itemId, topicId, seconds, now(), VIDEO_POSITION_MIN_INTERVAL_MS);
      return { itemId, topicId, seconds: position.seconds, updatedAt: position.updatedAt };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type ProgressService = ReturnType<typeof createProgressService>;
