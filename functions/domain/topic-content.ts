// What a lesson (topic) holds beyond the syllabus, as the buyer's player reads it: its text, the
// signed addresses of its video, captions and materials, where she left the video, and the
// adaptive stream. The schema's TopicContent, TopicMaterial and CaptionsUpload have the same
// shapes (test/unit/domain-api-types.test.ts); the admin's edit is the request below.
import type { VideoStream } from './video-stream';

/** A downloadable file of the topic (a PDF plan), signed for a short while. */
export interface TopicMaterial {
  name: string;
  fileName: string;
  url: string;
  expiresAt: string;
}

export interface TopicContent {
  itemId: string;
  topicId: string;
  text: string;
  /** Short-lived signed address of the topic's video, if it has one. */
  videoUrl: string | null;
  videoExpiresAt: string | null;
  /** Owners and admins only, else empty. */
  materials: TopicMaterial[];
  /** Where this buyer left the video, in seconds (0 when never watched). */
  resumeAtSeconds: number;
  /** Short-lived signed address of the video's Spanish captions (WebVTT), if uploaded. */
  captionsUrl: string | null;
  /** The video as an adaptive stream, once processed; the player prefers it to videoUrl. */
  stream: VideoStream | null;
  /**
   * A video lesson done by watching 90 % of it (its length is measured; issue 42), never by the
   * buyer's mark; false for a lesson without video (or a video of unknown length), marked by hand.
   */
  completesByWatching: boolean;
}

/** A signed address the admin's browser puts a WebVTT file to, and the key it lands at. */
export interface CaptionsUpload {
  uploadUrl: string;
  captionsKey: string;
  expiresAt: string;
}

/**
 * The admin's edit of a topic. `videoKey` and `captionsKey`: omitted keeps what the topic has,
 * null removes it, a key from its upload points the topic at that file.
 */
export interface TopicContentRequest {
  itemId: string;
  topicId: string;
  text: string;
  videoKey?: string | null;
  captionsKey?: string | null;
}
