// A topic's adaptive stream for one viewer: the master playlist's address and CloudFront signed
// cookies for as little as the viewer may watch — every lesson of the course for its owners and
// admins, only this video's ladder for someone watching a free preview.
import type { VideoStream } from '../domain/video-stream';
import { courseStreamScope, ladderScopeOfMaster } from '../domain/video-stream';
import type { StreamAccess } from '../content/stream-access';
import type { TopicRecord } from '../data/lessons-repository';

export async function streamOf(streams: StreamAccess, topic: TopicRecord, wholeCourse: boolean): Promise<VideoStream | null> {
  const stream = topic.stream;
  // A ladder made from an earlier upload is not this topic's video any more.
  if (!stream || !topic.videoKey || stream.sourceKey !== topic.videoKey) return null;
  const grant = await streams.grant(wholeCourse ? courseStreamScope(topic.itemId) : ladderScopeOfMaster(stream.masterKey));
  return {
    url: streams.addressOf(stream.masterKey),
    cookiePath: grant.path,
    cookies: grant.cookies,
    expiresAt: grant.expiresAt.toISOString(),
    renditions: stream.renditions,
  };
}
