// The seeded lessons' video (issue 26): every course's video lessons point at a demo clip under
// the course's own folder, with its HLS ladder beside it, so the signed cookies scoped to a course
// open its lessons and nothing of another course. The local stack generates the clip (96 s of
// 720p at ≈ 2.5 Mbps) and its ladder once, and serves them under each course's keys
// (infra/local/local-video-pipeline.ts); on a deployed stage the operator uploads real videos.
import type { TopicStreamRecord } from '../data/lessons-repository';
import { masterPlaylistKeyOf, VIDEO_LADDER } from '../domain/video-stream';

/** The demo clip's key for one course (courses/<course>/sample/clase-demo.mp4). */
export const demoVideoKey = (courseId: string): string => `courses/${courseId}/sample/clase-demo.mp4`;

/** The demo clip's ladder, as its processing records it. */
export function demoVideoStream(courseId: string): TopicStreamRecord {
  const sourceKey = demoVideoKey(courseId);
  return {
    sourceKey,
    masterKey: masterPlaylistKeyOf(sourceKey),
    renditions: VIDEO_LADDER.map((rendition) => rendition.name),
    durationSeconds: DEMO_VIDEO_SECONDS,
  };
}

/** The demo clip's length (infra/local/video-ladder.ts generates it). */
export const DEMO_VIDEO_SECONDS = 96;
