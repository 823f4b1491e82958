// Completion by watching: once the viewer has watched COMPLETE_SHARE of the video (seconds
// actually played, not where the playhead was dragged to), `onWatched` is called once. Seconds are
// counted per whole second of the video, so watching a part twice does not count twice. It is
// called with where the video is, so the page can have the server count at once (issue 42: the
// server keeps its own count from the position saves; this one only says when to ask).
import { useEffect, useRef, type RefObject } from 'react';

const COMPLETE_SHARE = 0.9;

export function useWatchCompletion(
  video: RefObject<HTMLVideoElement | null>,
  onWatched: ((seconds: number) => void) | undefined,
  ready: boolean,
): void {
  const callback = useRef(onWatched);
  callback.current = onWatched;
  useEffect(() => {
    const element = video.current;
    if (!element || !ready) return;
    const watched = new Set<number>();
    let last = element.currentTime;
    let done = false;
    const onTimeUpdate = () => {
      const now = element.currentTime;
      // Only continuous playback counts (a jump of more than 2 s is a seek).
      if (!element.seeking && now >= last && now - last < 2) {
        for (let second = Math.floor(last); second < Math.floor(now); second += 1) watched.add(second);
      }
      last = now;
      const duration = element.duration;
      if (!done && Number.isFinite(duration) && duration > 0 && watched.size >= Math.floor(duration * COMPLETE_SHARE)) {
        done = true;
        callback.current?.(now);
      }
    };
    const onSeeked = () => {
      last = element.currentTime;
    };
    element.addEventListener('timeupdate', onTimeUpdate);
    element.addEventListener('seeked', onSeeked);
    return () => {
      element.removeEventListener('timeupdate', onTimeUpdate);
      element.removeEventListener('seeked', onSeeked);
    };
  }, [video, ready]);
}
