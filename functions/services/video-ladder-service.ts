// What happens when a video's processing ends (MediaConvert's job state change on AWS, the local
// ffmpeg run locally): a finished ladder is recorded on its topic — only while the topic still
// points at the upload it was made from, so an old job finishing late never replaces a newer
// video's ladder; a failed job leaves the topic on its progressive video. The video's measured
// length becomes the lesson's duration, from which every page derives the course's figures
// (domain/course-figures.ts), and the course's published page is republished to show them.
// A member's form-check video (domain/form-check.ts) is recorded on its result's form check: READY
// with its ladder when it lasts at most the limit, TOO_LONG (never played) when longer, FAILED
// when the job failed — each only while the form check still points at that upload.
// Flow: handler → this service → lessons and form checks repositories, storefront publishing.
import { lessonMinutesOf } from '../domain/course-figures';
import { withinFormCheckLength } from '../domain/form-check';
import { MASTER_PLAYLIST_NAME, parseFormCheckVideoKey, parseSourceVideoKey } from '../domain/video-stream';
import type { FormChecksRepository } from '../data/form-checks-repository';
import type { LessonsRepository } from '../data/lessons-repository';
import type { StorefrontPublishing } from './storefront-publishing';

export interface FinishedLadder {
  sourceKey: string;
  masterKey: string;
  renditions: string[];
  durationMs: number | null;
}

export type LadderOutcome = 'recorded' | 'too-long' | 'topic-points-elsewhere' | 'not-a-topic-video';

export interface VideoLadderDependencies {
  lessons: LessonsRepository;
  formChecks: Pick<FormChecksRepository, 'recordLadder'>;
  /** Every mutation of an item ends with `storefront.itemsChanged([id])` (published pages). */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

export function createVideoLadderService({ lessons, formChecks, storefront }: VideoLadderDependencies) {
  return {
    async ladderFinished(ladder: FinishedLadder): Promise<LadderOutcome> {
      const formCheck = parseFormCheckVideoKey(ladder.sourceKey);
      if (formCheck) {
        if (!ladder.masterKey.endsWith(`/${MASTER_PLAYLIST_NAME}.m3u8`)) return 'not-a-topic-video';
        // A length the producer could not measure is not known to be within the limit.
        const within = ladder.durationMs !== null && withinFormCheckLength(ladder.durationMs);
        const recorded = await formChecks.recordLadder(formCheck.userId, formCheck.resultId, ladder.sourceKey, {
          status: within ? 'READY' : 'TOO_LONG',
          durationSeconds: ladder.durationMs === null ? null : Math.round(ladder.durationMs / 1000),
          stream: within ? { masterKey: ladder.masterKey, renditions: ladder.renditions } : null,
        });
        if (!recorded) return 'topic-points-elsewhere';
        return within ? 'recorded' : 'too-long';
      }
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

    /** A failed job: a form check waiting for it says so (a topic keeps its progressive video). */
    async ladderFailed(sourceKey: string): Promise<boolean> {
      const formCheck = parseFormCheckVideoKey(sourceKey);
      if (!formCheck) return false;
      return formChecks.recordLadder(formCheck.userId, formCheck.resultId, sourceKey, {
        status: 'FAILED',
        durationSeconds: null,
        stream: null,
      });
    },
  };
}
