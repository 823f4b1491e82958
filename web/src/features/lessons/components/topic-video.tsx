// The topic's video from its signed address. When the address expires mid-lesson (it lives about
// an hour), the player asks for a fresh one and continues from the same second.
import { useEffect, useRef } from 'react';

interface TopicVideoProps {
  src: string;
  expiresAt: string | null;
  title: string;
  onEnded: () => void;
  /** Called when playback fails because the address expired; resolves once a new one is loaded. */
  onExpired: () => void;
}

export function TopicVideo({ src, expiresAt, title, onEnded, onExpired }: TopicVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);

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

  const handleError = () => {
    const expired = expiresAt !== null && Date.parse(expiresAt) - 30_000 <= Date.now();
    if (!expired) return;
    resumeAt.current = video.current?.currentTime ?? 0;
    onExpired();
  };

  return (
    <div className="topic-video">
      <video
        ref={video}
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={`Video: ${title}`}
        onEnded={onEnded}
        onError={handleError}
        data-testid="topic-video"
      >
        Tu navegador no puede reproducir este video.
      </video>
    </div>
  );
}
