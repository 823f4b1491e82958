// MediaConvert's "MediaConvert Job State Change" event (EventBridge), as AWS documents it, read
// into the facts the store records: which upload the job was for (the job's user metadata), the
// HLS group's master playlist, each rendition's name and size, and the duration.
import { MASTER_PLAYLIST_NAME } from './video-stream';

export interface MediaConvertOutputDetail {
  outputFilePaths?: string[];
  durationInMs?: number;
  videoDetails?: { widthInPx?: number; heightInPx?: number };
}

export interface MediaConvertJobStateChange {
  'detail-type'?: string;
  source?: string;
  detail: {
    status: string;
    jobId?: string;
    errorCode?: number;
    errorMessage?: string;
    userMetadata?: Record<string, string>;
    outputGroupDetails?: { type?: string; playlistFilePaths?: string[]; outputDetails?: MediaConvertOutputDetail[] }[];
  };
}

/** The user metadata key the upload function gives each job: the uploaded video's key. */
export const SOURCE_KEY_METADATA = 'sourceKey';
/** And its bucket, so that a stage's rule takes only its own jobs' events. */
export const BUCKET_METADATA = 'bucket';

/** The bucket key of an s3:// address. */
const keyOfS3Url = (url: string): string | null => /^s3:\/\/[^/]+\/(.+)$/.exec(url)?.[1] ?? null;

export interface JobOutcome {
  status: 'COMPLETE' | 'ERROR' | 'OTHER';
  sourceKey: string | null;
  masterKey: string | null;
  renditions: string[];
  durationMs: number | null;
  error: string | null;
}

export function readJobStateChange(event: MediaConvertJobStateChange): JobOutcome {
  const { detail } = event;
  const status = detail.status === 'COMPLETE' || detail.status === 'ERROR' ? detail.status : 'OTHER';
  const hls = detail.outputGroupDetails?.find((group) => group.type === 'HLS_GROUP');
  const masterKey = hls?.playlistFilePaths?.map(keyOfS3Url).find((key) => key?.endsWith(`/${MASTER_PLAYLIST_NAME}.m3u8`)) ?? null;
  const outputs = hls?.outputDetails ?? [];
  const renditions = outputs
    .map((output) => {
      const playlist = output.outputFilePaths?.map(keyOfS3Url).find(Boolean) ?? '';
      return /_([A-Za-z0-9]+)\.m3u8$/.exec(playlist)?.[1] ?? null;
    })
    .filter((name): name is string => name !== null);
  const durations = outputs.map((output) => output.durationInMs).filter((ms): ms is number => typeof ms === 'number');
  return {
    status,
    sourceKey: detail.userMetadata?.[SOURCE_KEY_METADATA] ?? null,
    masterKey,
    renditions,
    durationMs: durations.length > 0 ? Math.max(...durations) : null,
    error: status === 'ERROR' ? `${detail.errorCode ?? ''} ${detail.errorMessage ?? ''}`.trim() : null,
  };
}
