// Content management for admins: a topic's text and video. An upload goes straight from the
// admin's browser to the private content bucket through a presigned PUT; the topic then points
// at the uploaded key. The directive admits admins only and the service checks again.
// Flow: handler → content service → lessons repository, content store.
import * as z from 'zod/mini';
import type { CaptionsUpload, TopicContent, TopicContentRequest } from '../domain/topic-content';
import type { VideoUpload } from '../domain/video-content';
import { AppError, topicNotFound } from '../domain/errors';
import { parseInput } from '../domain/validation';
import {
  CAPTIONS_CONTENT_TYPE,
  MAX_CAPTIONS_BYTES,
  captionsUploadKey,
  isCourseContentKey,
  isVideoContentType,
  isValidVideoKey,
  TOPIC_CAPTIONS_OUT_OF_COURSE,
  TOPIC_VIDEO_OUT_OF_COURSE,
  videoUploadKey,
} from '../domain/video-content';
import type { Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { StreamAccess } from '../content/stream-access';
import { masterPlaylistKeyOf, parseSourceVideoKey, VIDEO_LADDER } from '../domain/video-stream';
import { streamOf } from './stream-grant';
import type { LessonsRepository, TopicRecord } from '../data/lessons-repository';
import { requireAdmin } from './admin-guard';
import type { StorefrontPublishing } from './storefront-publishing';
import { webVttProblem } from '../domain/webvtt';
import { topicContentOf } from './lessons-service';

export interface ContentDependencies {
  lessons: LessonsRepository;
  content: ContentStore;
  streams: StreamAccess;
  now: () => Date;
  uniqueId: () => string;
  /** The course page lists the lessons with captions: it is republished when that changes. */
  storefront: Pick<StorefrontPublishing, 'itemsChanged'>;
}

const TOPIC_TEXT_MAX_LENGTH = 20_000;

const topicContentSchema = z.object({
  itemId: z.string().check(z.trim(), z.minLength(1, 'Falta el curso.')),
  topicId: z.string().check(z.trim(), z.minLength(1, 'Falta la clase.')),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Escribí el texto de la clase.'),
      z.maxLength(TOPIC_TEXT_MAX_LENGTH, `El texto puede tener hasta ${TOPIC_TEXT_MAX_LENGTH} caracteres.`),
    ),
  // Omitted keeps the topic's video, null removes it, a key points the topic at that object.
  videoKey: z.nullish(z.string().check(z.trim(), z.refine(isValidVideoKey, 'La dirección del video no es válida.'))),
  captionsKey: z.nullish(
    z.string().check(
      z.trim(),
      z.refine((key) => isValidVideoKey(key) && key.endsWith('.vtt'), 'La dirección de los subtítulos no es válida.'),
    ),
  ),
});

const CAPTIONS_MISSING = 'No encontramos los subtítulos. Subilos de nuevo.';

export function createContentService({ lessons, content, streams, now, uniqueId, storefront }: ContentDependencies) {
  /**
   * A ladder may have been finished before the topic pointed at its upload (processing starts
   * with the upload, the admin saves later): its completion then found no topic to record on, so
   * the save looks for it. The record is conditional on the topic still pointing at the upload.
   */
  async function ladderFound(topic: TopicRecord, videoKey: string): Promise<TopicRecord> {
    const masterKey = parseSourceVideoKey(videoKey) ? masterPlaylistKeyOf(videoKey) : null;
    if (!masterKey || !(await content.exists(masterKey))) return topic;
    const stream = { sourceKey: videoKey, masterKey, renditions: VIDEO_LADDER.map((rendition) => rendition.name), durationSeconds: null };
    return (await lessons.recordStream(topic.itemId, topic.topicId, videoKey, stream)) ? { ...topic, stream } : topic;
  }

  return {
    async updateTopicContent(viewer: Viewer, input: TopicContentRequest): Promise<TopicContent> {
      requireAdmin(viewer);
      const changes = parseInput(topicContentSchema, input);
      const topic = await lessons.getTopic(changes.itemId, changes.topicId);
      if (!topic) throw topicNotFound(changes.topicId, changes.itemId);
      // A new key only under the course's own prefix (the bucket also holds invoices and buyers'
      // videos); a key the topic already has is kept as it is.
      if (changes.videoKey && changes.videoKey !== topic.videoKey && !isCourseContentKey(changes.videoKey, topic.itemId)) {
        throw new AppError('ValidationError', TOPIC_VIDEO_OUT_OF_COURSE, { videoKey: TOPIC_VIDEO_OUT_OF_COURSE });
      }
      if (changes.captionsKey && changes.captionsKey !== topic.captionsKey && !isCourseContentKey(changes.captionsKey, topic.itemId)) {
        throw new AppError('ValidationError', TOPIC_CAPTIONS_OUT_OF_COURSE, { captionsKey: TOPIC_CAPTIONS_OUT_OF_COURSE });
      }
      const videoKey = changes.videoKey === undefined ? topic.videoKey : changes.videoKey;
      // A topic never points at a video that is not there (e.g. an upload that failed).
      if (videoKey && videoKey !== topic.videoKey && !(await content.exists(videoKey))) {
        throw new AppError('ValidationError', 'No encontramos ese video. Subilo de nuevo.', {
          videoKey: 'No encontramos ese video. Subilo de nuevo.',
        });
      }
      const captionsKey = changes.captionsKey === undefined ? (topic.captionsKey ?? null) : changes.captionsKey;
      if (captionsKey && captionsKey !== topic.captionsKey) {
        const stored = await content.describe(captionsKey);
        if (!stored || stored.contentType !== CAPTIONS_CONTENT_TYPE || stored.size > MAX_CAPTIONS_BYTES) {
          throw new AppError('ValidationError', CAPTIONS_MISSING, { captionsKey: CAPTIONS_MISSING });
        }
        // The browser checked the file before uploading it; the server checks what was stored.
        const text = await content.readText(captionsKey, MAX_CAPTIONS_BYTES);
        if (text === null) throw new AppError('ValidationError', CAPTIONS_MISSING, { captionsKey: CAPTIONS_MISSING });
        const problem = webVttProblem(text, stored.size);
        if (problem) throw new AppError('ValidationError', problem, { captionsKey: problem });
      }
      let updated = await lessons.updateContent(changes.itemId, changes.topicId, changes.text, videoKey, captionsKey);
      if (!updated) throw topicNotFound(changes.topicId, changes.itemId);
      if (videoKey && videoKey !== updated.stream?.sourceKey) updated = await ladderFound(updated, videoKey);
      if (Boolean(captionsKey) !== Boolean(topic.captionsKey)) {
        if (await lessons.recordCaptionsListed(changes.itemId, changes.topicId, Boolean(captionsKey))) {
          await storefront.itemsChanged([changes.itemId]);
        }
      }
      // The admin editing sees the materials too; the position is the player's, not the editor's.
      return topicContentOf(content, updated, { withMaterials: true, resumeAtSeconds: 0, stream: await streamOf(streams, updated, true) });
    },

    async createTopicVideoUpload(viewer: Viewer, itemId: string, topicId: string, contentType: string): Promise<VideoUpload> {
      requireAdmin(viewer);
      if (!isVideoContentType(contentType)) {
        throw new AppError('ValidationError', 'El video tiene que ser MP4 o WebM.', {
          contentType: 'El video tiene que ser MP4 o WebM.',
        });
      }
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      const videoKey = videoUploadKey(itemId, topicId, contentType, `${now().getTime()}-${uniqueId()}`);
      const upload = await content.signedUploadUrl(videoKey, contentType);
      return { uploadUrl: upload.url, videoKey, expiresAt: upload.expiresAt.toISOString() };
    },

    async createTopicCaptionsUpload(viewer: Viewer, itemId: string, topicId: string, sizeBytes: number): Promise<CaptionsUpload> {
      requireAdmin(viewer);
      if (!Number.isInteger(sizeBytes) || sizeBytes < 1 || sizeBytes > MAX_CAPTIONS_BYTES) {
        const message = `Los subtítulos pueden pesar hasta ${MAX_CAPTIONS_BYTES / 1024} KB.`;
        throw new AppError('ValidationError', message, { sizeBytes: message });
      }
      const topic = await lessons.getTopic(itemId, topicId);
      if (!topic) throw topicNotFound(topicId, itemId);
      const captionsKey = captionsUploadKey(itemId, topicId, `${now().getTime()}-${uniqueId()}`);
      // Type and exact length signed: the bucket stores nothing else under this key.
      const upload = await content.signedUploadUrl(captionsKey, CAPTIONS_CONTENT_TYPE, sizeBytes);
      return { uploadUrl: upload.url, captionsKey, expiresAt: upload.expiresAt.toISOString() };
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type ContentService = ReturnType<typeof createContentService>;
