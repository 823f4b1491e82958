// Form check (issue 40): a member attaches a short video of her set to one of her logged results;
// it becomes an HLS ladder like a course video (the same ladder, MediaConvert on AWS, ffmpeg
// locally) and is played to her coach and to her only; the coach answers with comments pinned to a
// moment of it (decision 148).
//
//   upload (presigned PUT, once)   formchecks/<member sub>/<resultId>/<unique>.<mp4|mov|webm>
//   its ladder                     streams/formchecks/<member sub>/<resultId>/<unique>/index.m3u8
//
// The limits are stated on the screen and held by the server: the size is signed into the upload
// address (the bucket refuses any other length) and checked before signing; the length is measured
// by the ladder's producer, and a video longer than the limit is never made playable.
import type { VideoStream } from './video-stream';

/** Longest video a form check takes, in seconds. */
export const FORM_CHECK_MAX_SECONDS = 60;
/** A container's rounding (a 60 s phone recording may measure 60.3 s) is not a longer video. */
const FORM_CHECK_LENGTH_TOLERANCE_MS = 500;
/** Heaviest file a form check takes: a minute of a phone's 1080p is about 30–60 MB. */
export const FORM_CHECK_MAX_BYTES = 100 * 1024 * 1024;

export const FORM_CHECK_VIDEO_TYPES = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' } as const;
export type FormCheckVideoType = keyof typeof FORM_CHECK_VIDEO_TYPES;
export const isFormCheckVideoType = (value: string): value is FormCheckVideoType => Object.hasOwn(FORM_CHECK_VIDEO_TYPES, value);

export const FORM_CHECKS_PREFIX = 'formchecks/';

/** The upload's key: the member's and the result's folder, a fresh name per upload. */
export function formCheckVideoKey(userId: string, resultId: string, contentType: FormCheckVideoType, uniquePart: string): string {
  return `${FORM_CHECKS_PREFIX}${userId}/${resultId}/${uniquePart}.${FORM_CHECK_VIDEO_TYPES[contentType]}`;
}

/** A key the member may submit for this result: one the server signed for her and it. */
export function isOwnFormCheckKey(key: string, userId: string, resultId: string): boolean {
  const folder = `${FORM_CHECKS_PREFIX}${userId}/${resultId}/`;
  return key.startsWith(folder) && /^[A-Za-z0-9_-]+\.(mp4|mov|webm)$/.test(key.slice(folder.length));
}

/** Whether a measured length is within the limit. */
export const withinFormCheckLength = (durationMs: number): boolean =>
  durationMs <= FORM_CHECK_MAX_SECONDS * 1000 + FORM_CHECK_LENGTH_TOLERANCE_MS;

/** PROCESSING until the ladder is made; READY plays; TOO_LONG and FAILED never play. */
export type FormCheckStatus = 'PROCESSING' | 'READY' | 'TOO_LONG' | 'FAILED';

/** A form check as stored in its member's partition (one per result, written once). */
export interface FormCheckRecord {
  userId: string;
  planningId: string;
  sessionId: string;
  resultId: string;
  videoKey: string;
  contentType: FormCheckVideoType;
  sizeBytes: number;
  submittedAt: string;
  status: FormCheckStatus;
  /** The measured length (whole seconds), once the producer measured it. */
  durationSeconds: number | null;
  /** The ladder, once READY. */
  stream: { masterKey: string; renditions: string[] } | null;
}

/** What the member and her coach see (the schema's FormCheck; the stream is signed per viewer). */
export interface FormCheckView {
  planningId: string;
  sessionId: string;
  resultId: string;
  status: FormCheckStatus;
  submittedAt: string;
  durationSeconds: number | null;
  maxSeconds: number;
  maxBytes: number;
  stream: VideoStream | null;
}

export const FORM_CHECK_MESSAGES = {
  videoType: 'El video tiene que ser MP4, MOV o WebM.',
  videoSize: `El video puede pesar hasta ${FORM_CHECK_MAX_BYTES / (1024 * 1024)} MB.`,
  videoKey: 'Ese video no es uno subido para este resultado. Subilo de nuevo.',
  missingVideo: 'No encontramos el video subido. Subilo de nuevo.',
  alreadySent: 'Ya enviaste un video de técnica para este resultado: no se puede reemplazar.',
  ownResultsOnly: 'Solo podés enviar videos de técnica de tus propios resultados.',
  noVideo: 'Este resultado no tiene un video de técnica listo: el comentario no puede fijarse en un momento.',
  tooLong: `El video dura más de ${FORM_CHECK_MAX_SECONDS} segundos: grabá solo la serie y envialo en otro resultado.`,
} as const;

/** Why a pinned moment is refused (null: it is within 0 … the video's length, in whole seconds). */
export function pinnedMomentProblem(atSeconds: number, durationSeconds: number): string | null {
  if (!Number.isInteger(atSeconds) || atSeconds < 0 || atSeconds > durationSeconds) {
    return `El momento del video tiene que estar entre 0 y ${durationSeconds} segundos.`;
  }
  return null;
}

/** "0:07", "1:00": a moment as the player's clock shows it. */
export function formatMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
