// The topic's video from its signed address, and the controls of the player: speed (remembered),
// Spanish captions (a <track>, remembered), full screen of the whole player, keyboard shortcuts,
// the buyer's name as a light watermark, and no download entry in the browser's menu. It opens
// where the buyer left it (the position the server kept); for those who keep progress it saves the
// position (hooks/use-position-saver.ts) and completes the lesson at 90 % watched. When the address
// expires mid-lesson (it lives about an hour), the player asks for a fresh one and continues from
// the same second. Each concern lives in its own hook or component; this file only puts them together.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatClock } from '../../../lib/format';
import type { SavePosition } from '../api/save-video-position';
import { useCaptions } from '../hooks/use-captions';
import { useCaptionsFile } from '../hooks/use-captions-file';
import { usePlaybackRate, stepRate } from '../hooks/use-playback-rate';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { usePositionSaver } from '../hooks/use-position-saver';
import { useWatchCompletion } from '../hooks/use-watch-completion';
import { CaptionsToggle } from './captions-toggle';
import { FullscreenButton } from './fullscreen-button';
import { SpeedMenu } from './speed-menu';
import { VideoWatermark } from './video-watermark';
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
  /** The lesson's Spanish captions (WebVTT), if it has them. */
  captionsUrl?: string | null;
  /** The buyer's name, drawn over the video (absent for visitors watching a free preview). */
  watermark?: string | null;
  onEnded: () => void;
  /** Called once the viewer has watched 90 % of the video in this player, with where it is. */
  onWatched?: (seconds: number) => void;
  /** Called when playback fails because the address expired; resolves once a new one is loaded. */
  onExpired: () => void;
  /** Saves the position; absent for viewers who keep no progress. */
  onPosition?: SavePosition;
}

/** Closer than this to the end, the lesson starts over instead of resuming. */
const END_MARGIN_SECONDS = 3;

export function TopicVideo(props: TopicVideoProps) {
  const { src, stream = null, expiresAt, title, startAt, captionsUrl, watermark, onEnded, onWatched, onExpired, onPosition } = props;
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(video, stream, { onExpired });
  const resumeAt = useRef(0);
  const started = useRef(false);
  const [ready, setReady] = useState(false);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);

  const [rate, setRate] = usePlaybackRate(video);
  const captionsFile = useCaptionsFile(captionsUrl);
  const [captionsOn, setCaptionsOn] = useCaptions(video, Boolean(captionsFile));
  usePositionSaver(video, onPosition, ready);
  useWatchCompletion(video, onWatched, ready);

  const toggleFullscreen = useCallback(() => {
    const element = frame.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, []);
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const captionsRef = useRef(captionsOn);
  captionsRef.current = captionsOn;
  const shortcuts = useMemo(
    () => ({
      toggleFullscreen,
      toggleCaptions: () => {
        if (captionsFile) setCaptionsOn(!captionsRef.current);
      },
      stepSpeed: (direction: 1 | -1) => setRate(stepRate(rateRef.current, direction)),
    }),
    [toggleFullscreen, captionsFile, setCaptionsOn, setRate],
  );
  usePlayerShortcuts(frame, video, shortcuts);

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
    setReady(true);
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
      {/* The frame takes the keyboard shortcuts, so it is focusable; the video inside keeps its own controls. */}
      <div className="topic-video" ref={frame} tabIndex={-1} data-testid="topic-video-frame">
        <video
          ref={video}
          src={stream ? undefined : (src ?? undefined)}
          data-source={source.kind}
          controls
          // No download entry; full screen is the frame's (watermark and captions stay on screen).
          controlsList="nodownload nofullscreen"
          disablePictureInPicture
          playsInline
          preload="metadata"
          aria-label={`Video: ${title}`}
          onLoadedMetadata={handleLoadedMetadata}
          onPlaying={() => setResumedFrom(null)}
          onEnded={() => {
            setResumedFrom(null);
            onEnded();
          }}
          onError={handleError}
          onContextMenu={(event) => event.preventDefault()}
          data-testid="topic-video"
        >
          {captionsFile ? <track kind="captions" src={captionsFile} srcLang="es" label="Español" default={captionsOn} /> : null}
          Tu navegador no puede reproducir este video.
        </video>
        {watermark ? <VideoWatermark text={watermark} /> : null}
      </div>
      <div className="player-controls" role="group" aria-label="Controles del reproductor">
        <SpeedMenu rate={rate} onChange={setRate} />
        {captionsFile ? <CaptionsToggle on={captionsOn} onChange={setCaptionsOn} /> : null}
        <FullscreenButton onToggle={toggleFullscreen} />
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
