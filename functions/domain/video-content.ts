// Rules for a topic's video: which formats an admin may upload, where an upload is stored (under
// its course and topic, with a fresh name so a replaced video never serves a stale cached copy),
// and which keys a topic may point at.

/** A signed address the admin's browser puts a video to, and the key it lands at. */
export interface VideoUpload {
  uploadUrl: string;
  videoKey: string;
  expiresAt: string;
}

export const VIDEO_CONTENT_TYPES = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

export type VideoContentType = keyof typeof VIDEO_CONTENT_TYPES;

export const isVideoContentType = (value: string): value is VideoContentType => Object.hasOwn(VIDEO_CONTENT_TYPES, value);

export function videoUploadKey(itemId: string, topicId: string, contentType: VideoContentType, uniquePart: string): string {
  return `courses/${itemId}/${topicId}/${uniquePart}.${VIDEO_CONTENT_TYPES[contentType]}`;
}

// Object keys as we create them: letters, digits and - _ . / in segments, no empty or dot-only
// segment (so a key can never climb out of its folder in the local store either).
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9_.-]+$/;

export function isValidVideoKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/**
 * The content bucket holds more than course videos (invoices, buyers' evaluation videos, planning
 * demos): a topic's video and captions may only be objects under its own course's prefix, where
 * its uploads are signed (the seeded demo clip of a course lives there too).
 */
const courseContentPrefix = (itemId: string): string => `courses/${itemId}/`;

export const isCourseContentKey = (key: string, itemId: string): boolean =>
  isValidVideoKey(key) && isValidVideoKey(itemId) && !itemId.includes('/') && key.startsWith(courseContentPrefix(itemId));

/** A planning's demo videos (the coach's blocks): only under the planning's own prefix. */
export const planningContentPrefix = (planningId: string): string => `plannings/${planningId}/`;

export const isPlanningContentKey = (key: string, planningId: string): boolean =>
  isValidVideoKey(key) && isValidVideoKey(planningId) && !planningId.includes('/') && key.startsWith(planningContentPrefix(planningId));

export const TOPIC_VIDEO_OUT_OF_COURSE = 'El video de la clase tiene que ser uno subido para este curso: subilo desde esta clase.';
export const TOPIC_CAPTIONS_OUT_OF_COURSE =
  'Los subtítulos de la clase tienen que ser unos subidos para este curso: subilos desde esta clase.';
export const BLOCK_VIDEO_OUT_OF_PLANNING = 'El video del bloque tiene que ser uno subido para esta planificación: subilo desde el bloque.';

/** Captions: WebVTT files, small (a 2-hour lesson's captions are ≈ 150 KB). */
export const CAPTIONS_CONTENT_TYPE = 'text/vtt';
export const MAX_CAPTIONS_BYTES = 512 * 1024;

export function captionsUploadKey(itemId: string, topicId: string, uniquePart: string): string {
  return `courses/${itemId}/${topicId}/${uniquePart}.vtt`;
}
