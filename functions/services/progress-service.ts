// Progress use cases: an owner of a course (or an admin trying the player) marks topics complete
// and reads where they are. Progress belongs to buyers, so a non-owner previewing a public topic
// keeps none. Flow: handler → progress service → items/lessons/inventory/progress repositories.
import type { CourseProgress, TopicProgress, VideoPosition, VideoPositionReason } from '../domain/course-progress';
import { AppError, signInRequired, topicNotFound, unitsNotFound } from '../domain/errors';
import { isCertificateTopic, summarizeProgress } from '../domain/course-progress';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { ProgressRepository } from '../data/progress-repository';
import { requireVisibleCourse, viewerOwnsCourse } from './lessons-service';
import { creditedSeconds, measuredVideoSeconds, watchedEnough } from '../domain/video-watching';

export interface ProgressDependencies {
  items: ItemsRepository;
  lessons: LessonsRepository;
  inventory: InventoryRepository;
  progress: ProgressRepository;
  now: () => Date;
  uniqueId: () => string;
}

const PROGRESS_FOR_OWNERS_MESSAGE = 'Comprá el curso para guardar tu avance.';
const WATCH_TO_COMPLETE_MESSAGE = 'Esta clase se completa sola cuando viste el 90 % del video.';

/** A player ticks its position every 15 s or so; ticks more often than this per topic are not written. */
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

/** One position save as the player sends it. */
export interface VideoPositionSave {
  seconds: number;
  reason?: VideoPositionReason | null | undefined;
  playerSession?: string | null | undefined;
  sequence?: number | null | undefined;
}

export function createProgressService(deps: ProgressDependencies) {
  const { lessons, progress, now, uniqueId } = deps;
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
      // A video lesson is done by watching it (issue 42): marking it is refused until 90 % was watched.
      const duration = measuredVideoSeconds(topic);
      if (completed && duration !== null) {
        const watch = await progress.getVideoWatch(userId, itemId, topicId);
        if (!watchedEnough(watch?.watchedCount ?? 0, duration)) {
          throw new AppError('ValidationError', WATCH_TO_COMPLETE_MESSAGE, { topicId: WATCH_TO_COMPLETE_MESSAGE });
        }
      }
      const record = await progress.setTopic(userId, itemId, topicId, completed, now());
      return { itemId, topicId, completed, updatedAt: record.updatedAt };
    },

    /**
     * Where the owner is in a topic's video, to resume there next time. Only playback ticks are
     * throttled; a pause, seek, leave or end always lands unless it is older (same player session,
     * lower sequence) than what is stored. Clients without a session keep the old behaviour: every
     * save is a throttled tick in a session of its own.
     */
    async saveVideoPosition(viewer: Viewer, itemId: string, topicId: string, save: VideoPositionSave): Promise<VideoPosition> {
      const { seconds } = save;
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_VIDEO_POSITION_SECONDS) {
        throw new AppError('ValidationError', 'La posición del video no es válida.');
      }
      const sequence = save.sequence ?? 0;
      if (!Number.isInteger(sequence) || sequence < 0) {
        throw new AppError('ValidationError', 'El orden de la posición del video no es válido.', {
          sequence: 'Tiene que ser un entero de 0 en adelante.',
        });
      }
      const userId = await requireProgressAccess(deps, viewer, itemId);
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      if (!topic.videoKey) throw new AppError('ValidationError', 'Esta clase no tiene video.');
      const reason = save.reason ?? 'PLAYING';
      const at = now();
      // No session: an old client; a session of its own is never equal to a stored one.
      const playerSession = save.playerSession ?? `unsessioned-${uniqueId()}`;
      const duration = measuredVideoSeconds(topic);
      const before = duration === null ? null : await progress.getVideoWatch(userId, itemId, topicId);
      const watched =
        duration === null || !before?.playerSession
          ? []
          : creditedSeconds(
              { seconds: before.seconds, at: new Date(before.updatedAt), playerSession: before.playerSession },
              { seconds, reason, playerSession, at },
              duration,
            );
      const { position, watchedCount } = await progress.saveVideoPosition(userId, itemId, topicId, {
        seconds,
        at,
        playerSession,
        sequence,
        throttle: reason === 'PLAYING',
        minIntervalMs: VIDEO_POSITION_MIN_INTERVAL_MS,
        watched,
      });
      // 90 % watched: the lesson is done (an ADD to the completed set: once, however often it is reached).
      const watchedNow = duration !== null && watchedCount !== null && watchedEnough(watchedCount, duration);
      if (watchedNow && watched.length > 0) await progress.setTopic(userId, itemId, topicId, true, at);
      // A refused (stale or throttled) report says what the stored count said.
      const watchedBefore = duration !== null && before !== null && watchedEnough(before.watchedCount, duration);
      return { itemId, topicId, seconds: position.seconds, updatedAt: position.updatedAt, watched: watchedNow || watchedBefore };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type ProgressService = ReturnType<typeof createProgressService>;
