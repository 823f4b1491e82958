// The HLS ladder every uploaded course video becomes, and where its files live. One definition
// for both producers — MediaConvert on AWS (infra/constructs/video-ladder.ts builds its job
// settings from this) and Debian's ffmpeg on the local stack (infra/local/video-ladder.ts) — so
// the player, the signed cookies and the content server see the same keys everywhere.
//
//   source (the admin's upload)   courses/<courseId>/<topicId>/<name>.mp4
//   its ladder                    streams/courses/<courseId>/<topicId>/<name>/index.m3u8       (master playlist)
//                                 streams/courses/<courseId>/<topicId>/<name>/index_720p.m3u8  (one per rendition)
//                                 streams/courses/<courseId>/<topicId>/<name>/index_720p_00001.ts …
//
// MediaConvert names an HLS group's files <destination base name><name modifier>_<5-digit
// segment number>.ts and the master <base name>.m3u8; ffmpeg is told to write the same names.
// Ladders sit under streams/ so that one CloudFront behaviour (/streams/*) serves them, and under
// the course's own folder so that one signed cookie, scoped to that folder, opens every file of
// every lesson of that course and nothing of another course.

/** One rung of the ladder. Audio is muxed into every rendition (see AUDIO_RENDITION). */
export interface VideoRendition {
  /** Name modifier without its underscore, and what the quality menu shows (`720p`). */
  name: string;
  width: number;
  height: number;
  /** Target video bitrate, bits per second. */
  videoBitrate: number;
  /** Peak video bitrate (capped VBR), bits per second. */
  maxVideoBitrate: number;
}

/**
 * Highest first. The lowest rung (240p, ≈ 170 kbps at peak with its audio and the MPEG-TS
 * overhead, which is a quarter of it at these rates) is where every lesson starts (the player's
 * startLevel 0) and what a slow phone connection keeps: its 4 s segment (≈ 85 KB) arrives in
 * under 2 s at 400 kbps, and in under 4 s even with a 2 s round trip (issue 42's slow 3G), so the
 * download outruns playback there. 360p (≈ 320 kbps as muxed) fits a steady 400 kbps. The peak is the encoder's whole buffer (HRD / VBV buffer =
 * the peak bitrate, one second), so segments stay near what the playlist declares.
 */
export const VIDEO_LADDER: readonly VideoRendition[] = [
  { name: '720p', width: 1280, height: 720, videoBitrate: 2_000_000, maxVideoBitrate: 2_200_000 },
  { name: '540p', width: 960, height: 540, videoBitrate: 900_000, maxVideoBitrate: 1_000_000 },
  { name: '360p', width: 640, height: 360, videoBitrate: 200_000, maxVideoBitrate: 220_000 },
  { name: '240p', width: 426, height: 240, videoBitrate: 64_000, maxVideoBitrate: 70_000 },
];

/** The audio every rendition carries: AAC-LC stereo. */
export const AUDIO_RENDITION = { codec: 'AAC', bitrate: 64_000, sampleRate: 48_000, channels: 2 } as const;

/** Segment length: short enough for a quick first frame, long enough to keep requests few. */
export const SEGMENT_SECONDS = 4;
/** A key frame every 2 s (closed GOPs), so every segment starts on one. */
export const KEYFRAME_SECONDS = 2;

export const STREAMS_PREFIX = 'streams/';
export const MASTER_PLAYLIST_NAME = 'index';

const SOURCE_KEY = /^courses\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\.(mp4|webm|mov)$/;

/** The course, topic and file name of an uploaded source video, or null for any other key. */
export function parseSourceVideoKey(key: string): { courseId: string; topicId: string; name: string } | null {
  const match = SOURCE_KEY.exec(key);
  if (!match) return null;
  const [, courseId, topicId, name] = match as unknown as [string, string, string, string];
  if ([courseId, topicId, name].some((segment) => /^\.+$/.test(segment))) return null;
  return { courseId, topicId, name };
}

const FORM_CHECK_SOURCE_KEY = /^formchecks\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\.(mp4|webm|mov)$/;

/** The member, result and file name of an uploaded form-check video (domain/form-check.ts), or null. */
export function parseFormCheckVideoKey(key: string): { userId: string; resultId: string; name: string } | null {
  const match = FORM_CHECK_SOURCE_KEY.exec(key);
  if (!match) return null;
  const [, userId, resultId, name] = match as unknown as [string, string, string, string];
  return { userId, resultId, name };
}

/** Whether an uploaded object is a video the ladder is made for: a course topic's or a form check's. */
export const isLadderSource = (key: string): boolean => parseSourceVideoKey(key) !== null || parseFormCheckVideoKey(key) !== null;

/** The folder (with its trailing slash) of a source video's ladder. */
export function ladderFolderOf(sourceKey: string): string {
  const parsed = parseSourceVideoKey(sourceKey);
  if (parsed) return `${STREAMS_PREFIX}courses/${parsed.courseId}/${parsed.topicId}/${parsed.name}/`;
  const formCheck = parseFormCheckVideoKey(sourceKey);
  if (formCheck) return `${STREAMS_PREFIX}formchecks/${formCheck.userId}/${formCheck.resultId}/${formCheck.name}/`;
  throw new Error(`not a course video key: ${sourceKey}`);
}

/** The master playlist's key of a source video's ladder. */
export const masterPlaylistKeyOf = (sourceKey: string): string => `${ladderFolderOf(sourceKey)}${MASTER_PLAYLIST_NAME}.m3u8`;

/** A rendition's playlist file name, relative to the ladder's folder. */
export const renditionPlaylistName = (rendition: VideoRendition): string => `${MASTER_PLAYLIST_NAME}_${rendition.name}.m3u8`;

/** A rendition's n-th segment file name (n from 1), relative to the ladder's folder. */
export const segmentName = (rendition: VideoRendition, n: number): string =>
  `${MASTER_PLAYLIST_NAME}_${rendition.name}_${String(n).padStart(5, '0')}.ts`;

/** The folder one signed cookie opens for a course's owner or an admin: all its lessons. */
export const courseStreamScope = (courseId: string): string => `${STREAMS_PREFIX}courses/${courseId}/`;

/** The ladder a master playlist key belongs to, as a scope (its folder), for a public preview. */
export function ladderScopeOfMaster(masterKey: string): string {
  const suffix = `${MASTER_PLAYLIST_NAME}.m3u8`;
  if (!masterKey.startsWith(STREAMS_PREFIX) || !masterKey.endsWith(`/${suffix}`))
    throw new Error(`not a master playlist key: ${masterKey}`);
  return masterKey.slice(0, -suffix.length);
}

/** A signed cookie the player sends with every stream request. */
export interface StreamCookie {
  name: string;
  value: string;
}

/** What the player needs to stream a lesson (the schema's VideoStream). */
export interface VideoStream {
  /** Address of the master playlist. */
  url: string;
  /** The address path the cookies open (the course's streams, or this video's for a preview). */
  cookiePath: string;
  cookies: StreamCookie[];
  expiresAt: string;
  /** The renditions' names, highest first. */
  renditions: string[];
}
