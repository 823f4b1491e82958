// The topic's video from its signed address. It opens where the buyer left it (the position the
// server kept) and, for those who keep progress, saves the position while they watch: every
// SAVE_EVERY_MS of playback, on pause and on leaving the lesson (the server drops saves closer
// than a few seconds apart). When the address expires mid-lesson (it lives about an hour), the
// player asks for a fresh one and continues from the same second.
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../../../lib/format';
import { QualityMenu } from './quality-menu';
import { useVideoSource, type VideoStreamSource } from './use-video-source';

interface TopicVideoProps {
  /** The progressive file: played when the topic has no stream (yet). */
  src: string | null;
  /** The HLS ladder and its cookies, when the video has been processed (issue 26). */
  stream?: VideoStreamSource | null;
  expiresAt: string | null;
  title: string;
  /** Where to start, in seconds (0: from the beginning). */
  startAt: number;
  onEnded: () => void;
  /** Called when playback fails because the address expired; resolves once a new one is loaded. */
  onExpired: () => void;
  /** Saves the position; absent for viewers who keep no progress. */
  onPosition?: (seconds: number) => void;
}

const SAVE_EVERY_MS = 15_000;
/** Closer than this to the end, the lesson starts over instead of resuming. */
const END_MARGIN_SECONDS = 3;

export function TopicVideo({ src, stream = null, expiresAt, title, startAt, onEnded, onExpired, onPosition }: TopicVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(video, stream, { onExpired });
  const resumeAt = useRef(0);
  const started = useRef(false);
  const lastSave = useRef({ at: 0, seconds: startAt });
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const savePosition = useRef(onPosition);
  savePosition.current = onPosition;

  const save = (seconds: number) => {
    if (!savePosition.current || Math.floor(seconds) === Math.floor(lastSave.current.seconds)) return;
    lastSave.current = { at: Date.now(), seconds };
    savePosition.current(seconds);
  };

  // Leaving the lesson (another topic, another page) keeps where the buyer was.
  useEffect(() => {
    const element = video.current;
    return () => {
      if (element && started.current && !element.ended) save(element.currentTime);
    };
  }, []);

  // A new address for the same lesson: continue where the viewer was.
  useEffect(() => {
    const element = video.current;
    if (!element || resumeAt.current === 0) return;
    const seek = () => {
      element.currentTime = resumeAt.current;
      resumeAt.current = 0;
      void element.play().catch(() => undefined);
    };
    element.addEventListener('loadedmetadata', seek, { once: true });
    return () => element.removeEventListener('loadedmetadata', seek);
  }, [src]);

  const handleLoadedMetadata = () => {
    const element = video.current;
    if (!element || started.current) return;
    started.current = true;
    if (startAt > 0 && startAt < element.duration - END_MARGIN_SECONDS) {
      element.currentTime = startAt;
      setResumedFrom(startAt);
    }
  };

  const handleTimeUpdate = () => {
    const element = video.current;
    if (element && !element.paused && Date.now() - lastSave.current.at >= SAVE_EVERY_MS) save(element.currentTime);
  };

  const handleError = () => {
    if (stream) return; // the stream's errors are handled by its player (use-video-source.ts)
    const expired = expiresAt !== null && Date.parse(expiresAt) - 30_000 <= Date.now();
    if (!expired) return;
    resumeAt.current = video.current?.currentTime ?? 0;
    onExpired();
  };

  return (
    <>
      <div className="topic-video">
        <video
          ref={video}
          src={stream ? undefined : (src ?? undefined)}
          data-source={source.kind}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${title}`}
          onLoadedMetadata={handleLoadedMetadata}
          onTimeUpdate={handleTimeUpdate}
          onPause={() => {
            const element = video.current;
            if (element && !element.ended) save(element.currentTime);
          }}
          onEnded={() => {
            // Watched to the end: next time it starts over.
            save(0);
            onEnded();
          }}
          onError={handleError}
          data-testid="topic-video"
        >
          Tu navegador no puede reproducir este video.
        </video>
      </div>
      <QualityMenu quality={source.quality} onChoose={source.choose} />
      {resumedFrom !== null ? (
        <p className="topic-video__resume" data-testid="video-resumed">
          Seguís desde {formatClock(resumedFrom)}, donde lo dejaste.
        </p>
      ) : null}
    </>
  );
}
