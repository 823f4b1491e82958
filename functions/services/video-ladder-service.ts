// What happens when a video's processing ends (MediaConvert's job state change on AWS, the local
// ffmpeg run locally): a finished ladder is recorded on its topic — only while the topic still
// points at the upload it was made from, so an old job finishing late never replaces a newer
// video's ladder; a failed job leaves the topic on its progressive video.
// Flow: handler → this service → lessons repository.
import { MASTER_PLAYLIST_NAME, parseSourceVideoKey } from '../domain/video-stream';
import type { LessonsRepository } from '../data/lessons-repository';

export interface FinishedLadder {
  sourceKey: string;
  masterKey: string;
  renditions: string[];
  durationMs: number | null;
}

export type LadderOutcome = 'recorded' | 'topic-points-elsewhere' | 'not-a-topic-video';

export function createVideoLadderService({ lessons }: { lessons: LessonsRepository }) {
  return {
    async ladderFinished(ladder: FinishedLadder): Promise<LadderOutcome> {
      const source = parseSourceVideoKey(ladder.sourceKey);
      if (!source || !ladder.masterKey.endsWith(`/${MASTER_PLAYLIST_NAME}.m3u8`)) return 'not-a-topic-video';
      const recorded = await lessons.recordStream(source.courseId, source.topicId, ladder.sourceKey, {
        sourceKey: ladder.sourceKey,
        masterKey: ladder.masterKey,
        renditions: ladder.renditions,
        durationSeconds: ladder.durationMs === null ? null : Math.round(ladder.durationMs / 1000),
      });
      return recorded ? 'recorded' : 'topic-points-elsewhere';
    },
  };
}
