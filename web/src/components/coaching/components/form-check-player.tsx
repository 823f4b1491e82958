// Plays a result's form-check video (its HLS ladder) for the member and her coach: hls.js where the
// browser has Media Source Extensions, the browser's own HLS elsewhere (older iPhones). The stream's
// signed cookies open this one video; they are set before the playlist is asked for. The parent
// holds the <video> (videoRef) to read its position (the coach's pinned moment) or seek it (the
// member's tap on a moment).
import { useEffect, type RefObject } from 'react';
import type Hls from 'hls.js';
import { setStreamCookies } from '../../../lib/stream-cookies';
import type { FormCheckFieldsFragment } from '../../../generated/graphql';

type Stream = NonNullable<FormCheckFieldsFragment['stream']>;

const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

export function FormCheckPlayer({
  stream,
  videoRef,
  label,
}: {
  stream: Stream;
  videoRef: RefObject<HTMLVideoElement | null>;
  label: string;
}) {
  useEffect(() => {
    setStreamCookies(stream);
  }, [stream]);

  const url = stream.url;
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (!hasMediaSource() && element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = url;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let instance: Hls | null = null;
    void import('hls.js/light').then(({ default: HlsPlayer }) => {
      if (cancelled) return;
      // The cookies travel with the ladder's requests (cross-origin on the local stack); no worker
      // (the page's CSP allows none); the lowest rung first, as the lessons do on a phone.
      instance = new HlsPlayer({
        xhrSetup: (xhr) => {
          xhr.withCredentials = true;
        },
        startLevel: 0,
        enableWorker: false,
        capLevelToPlayerSize: true,
      });
      instance.loadSource(url);
      instance.attachMedia(element);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [url, videoRef]);

  return (
    <video
      ref={videoRef}
      className="form-check__video"
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid="form-check-video"
    />
  );
}
