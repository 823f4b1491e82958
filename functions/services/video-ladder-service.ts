// What happens when a video's processing ends (MediaConvert's job state change on AWS, the local
// ffmpeg run locally): a finished ladder is recorded on its topic — only while the topic still
// points at the upload it was made from, so an old job finishing late never replaces a newer
// video's ladder; a failed job leaves the topic on its progressive video. The video's measured
// length becomes the lesson's duration, from which every page derives the course's figures
// (domain/course-figures.ts), and the course's published page is republished to show them.
// Flow: handler → this service → lessons repository, storefront publishing.
import { lessonMinutesOf } from '../domain/course-figures';
import { MASTER_PLAYLIST_NAME, parseSourceVideoKey } from '../domain/video-stream';
import type { LessonsRepository } from '../data/lessons-repository';
import type { StorefrontPublishing } from './storefront-publishing';

export interface FinishedLadder {
  sourceKey: string;
  masterKey: string;
  renditions: string[];
  durationMs: number | null;
}

export type LadderOutcome = 'recorded' | 'topic-points-elsewhere' | 'not-a-topic-video';

export interface VideoLadderDependencies {
  lessons: LessonsRepository;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

export function createVideoLadderService({ lessons, storefront }: VideoLadderDependencies) {
  return {
    async ladderFinished(ladder: FinishedLadder): Promise<LadderOutcome> {
      const source = parseSourceVideoKey(ladder.sourceKey);
      if (!source || !ladder.masterKey.endsWith(`/${MASTER_PLAYLIST_NAME}.m3u8`)) return 'not-a-topic-video';
      const durationSeconds = ladder.durationMs === null ? null : Math.round(ladder.durationMs / 1000);
      const recorded = await lessons.recordStream(source.courseId, source.topicId, ladder.sourceKey, {
        sourceKey: ladder.sourceKey,
        masterKey: ladder.masterKey,
        renditions: ladder.renditions,
        durationSeconds,
      });
      if (!recorded) return 'topic-points-elsewhere';
      if (durationSeconds !== null && durationSeconds > 0) {
        const minutes = lessonMinutesOf(durationSeconds);
        if (await lessons.recordMeasuredDuration(source.courseId, source.topicId, ladder.sourceKey, minutes)) {
          await storefront.itemsChanged([source.courseId]);
        }
      }
      return 'recorded';
    },
  };
}
