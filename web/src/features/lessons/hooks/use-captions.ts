// Spanish captions on or off, remembered in this browser, applied to the video's <track> (its
// text track's mode): "showing" draws them, "hidden" keeps them loaded without drawing.
import { useEffect, type RefObject } from 'react';
import { useStoredPreference } from './use-stored-preference';

const CAPTIONS_KEY = 'impulso.player.captions';

export function useCaptions(video: RefObject<HTMLVideoElement | null>, available: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useStoredPreference(CAPTIONS_KEY, false, (stored) => (stored === 'true' ? true : stored === 'false' ? false : null));
  useEffect(() => {
    const element = video.current;
    if (!element || !available) return;
    const apply = () => {
      for (const track of Array.from(element.textTracks)) {
        if (track.kind === 'captions' || track.kind === 'subtitles') track.mode = on ? 'showing' : 'hidden';
      }
    };
    apply();
    element.textTracks.addEventListener('addtrack', apply);
    return () => element.textTracks.removeEventListener('addtrack', apply);
  }, [video, available, on]);
  return [on, setOn];
}
