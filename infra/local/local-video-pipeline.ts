// The local stack's video pipeline, standing in for S3's event → MediaConvert → EventBridge:
//  - at start, the demo clip and its ladder are made once (ffmpeg) in a cache folder named after
//    their parameters, under the repository's .local-data/, and every later start — and every
//    test stack, whatever its data folder — serves them from there (the content server mounts
//    them under each course's keys) instead of encoding them again;
//  - an uploaded course video is turned into its ladder next to it in the bucket, one at a time,
//    and the ladder function's handler is called with a "MediaConvert Job State Change" event of
//    the shape AWS sends, so the same code records it on the topic.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_VIDEO_SECONDS } from '../../functions/seed/demo-video';
import type { MediaConvertJobStateChange } from '../../functions/domain/mediaconvert-events';
import { SOURCE_KEY_METADATA } from '../../functions/domain/mediaconvert-events';
import {
  AUDIO_RENDITION,
  KEYFRAME_SECONDS,
  ladderFolderOf,
  MASTER_PLAYLIST_NAME,
  SEGMENT_SECONDS,
  VIDEO_LADDER,
} from '../../functions/domain/video-stream';
import { DEMO_CLIP, generateDemoClip, isLadder, ladderArguments, produceLadder, requireFfmpeg } from './video-ladder';

export interface DemoMedia {
  /** The demo clip (MP4). */
  clip: string;
  /** The folder of its ladder (index.m3u8 and the renditions). */
  ladder: string;
}

/**
 * The cache folder's name: a change to the clip, the ladder or the encoder's arguments (the
 * ffmpeg run itself) makes (and fills) a new one, so a stale ladder is never served.
 */
function demoMediaVersion(): string {
  const encoding = ladderArguments('source', 'folder');
  const parameters = JSON.stringify({ DEMO_CLIP, VIDEO_LADDER, AUDIO_RENDITION, SEGMENT_SECONDS, KEYFRAME_SECONDS, encoding });
  return createHash('sha256').update(parameters).digest('hex').slice(0, 12);
}

/** Makes (once) the demo clip and its ladder under `cacheRoot`; later calls only check they are there. */
export async function prepareDemoMedia(cacheRoot: string, log: (message: string) => void, signal?: AbortSignal): Promise<DemoMedia> {
  if (DEMO_CLIP.seconds !== DEMO_VIDEO_SECONDS) throw new Error('the seed and the demo clip disagree on its length');
  await requireFfmpeg();
  const folder = join(cacheRoot, demoMediaVersion());
  const media = { clip: join(folder, 'clase-demo.mp4'), ladder: join(folder, 'clase-demo') };
  if (!existsSync(media.clip)) {
    log(`Generando el video de demostración (${DEMO_CLIP.seconds} s, ${DEMO_CLIP.height}p) con ffmpeg; se hace una sola vez…`);
    await generateDemoClip(media.clip, signal);
  }
  if (!(await isLadder(media.ladder))) {
    log(
      `Convirtiendo el video de demostración en HLS (${VIDEO_LADDER.map((rendition) => rendition.name).join(', ')}); se hace una sola vez…`,
    );
    await produceLadder(media.clip, media.ladder, signal);
  }
  return media;
}

/** The content server's mounts that serve the demo media under each course's keys. */
export function demoMounts(media: DemoMedia, courseIds: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    courseIds.flatMap((courseId) => {
      const sourceKey = `courses/${courseId}/sample/clase-demo.mp4`;
      return [
        [sourceKey, media.clip],
        [ladderFolderOf(sourceKey), media.ladder],
      ];
    }),
  );
}

export interface LocalTranscoder {
  /** S3's event: a course video was stored under `key`. */
  videoUploaded(key: string): void;
  /** Resolves once every queued video has been processed (tests, stopping). */
  idle(): Promise<void>;
  /** Stops a running encode; queued videos are dropped. */
  stop(): Promise<void>;
}

export function startLocalTranscoder(options: {
  bucket: string;
  fileOf: (key: string) => string;
  ladderFinished: (event: MediaConvertJobStateChange) => Promise<unknown>;
  log: (message: string) => void;
}): LocalTranscoder {
  let queue: Promise<void> = Promise.resolve();
  let jobNumber = 0;
  const stopping = new AbortController();
  const s3 = (key: string) => `s3://${options.bucket}/${key}`;

  async function process(sourceKey: string): Promise<void> {
    jobNumber += 1;
    const jobId = `local-${Date.now()}-${jobNumber}`;
    const folderKey = ladderFolderOf(sourceKey);
    const metadata = { [SOURCE_KEY_METADATA]: sourceKey };
    try {
      const output = await produceLadder(options.fileOf(sourceKey), options.fileOf(folderKey.slice(0, -1)), stopping.signal);
      await options.ladderFinished({
        'detail-type': 'MediaConvert Job State Change',
        source: 'aws.mediaconvert',
        detail: {
          status: 'COMPLETE',
          jobId,
          userMetadata: metadata,
          outputGroupDetails: [
            {
              type: 'HLS_GROUP',
              playlistFilePaths: [s3(`${folderKey}${MASTER_PLAYLIST_NAME}.m3u8`)],
              outputDetails: output.renditions.map((rendition) => ({
                outputFilePaths: [s3(`${folderKey}${MASTER_PLAYLIST_NAME}_${rendition.name}.m3u8`)],
                durationInMs: output.durationMs,
                videoDetails: { widthInPx: rendition.width, heightInPx: rendition.height },
              })),
            },
          ],
        },
      });
      options.log(`Video convertido en HLS: ${sourceKey}`);
    } catch (error) {
      if (stopping.signal.aborted) return;
      options.log(`No se pudo convertir el video ${sourceKey}: ${error instanceof Error ? error.message : String(error)}`);
      await options
        .ladderFinished({
          'detail-type': 'MediaConvert Job State Change',
          source: 'aws.mediaconvert',
          detail: { status: 'ERROR', jobId, userMetadata: metadata, errorCode: 1010, errorMessage: String(error) },
        })
        .catch(() => undefined);
    }
  }

  return {
    videoUploaded(key) {
      if (!stopping.signal.aborted) queue = queue.then(() => process(key));
    },
    idle: () => queue,
    async stop() {
      stopping.abort();
      await queue;
    },
  };
}
