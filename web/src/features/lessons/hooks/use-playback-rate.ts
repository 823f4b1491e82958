// The viewer's playback speed (0.5× to 2×), remembered in this browser and applied to the video
// whenever it loads a source (a new lesson, a renewed address, another rendition).
import { useEffect, type RefObject } from 'react';
import { useStoredPreference } from './use-stored-preference';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const PLAYBACK_RATE_KEY = 'impulso.player.rate';

const parseRate = (stored: string): number | null => {
  const rate = Number(stored);
  return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : null;
};

/** The next rate up or down the list (clamped at its ends). */
export function stepRate(rate: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((candidate) => candidate === rate);
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, (index === -1 ? 2 : index) + direction));
  return PLAYBACK_RATES[next] ?? 1;
}

export function usePlaybackRate(video: RefObject<HTMLVideoElement | null>): [number, (rate: number) => void] {
  const [rate, setRate] = useStoredPreference(PLAYBACK_RATE_KEY, 1, parseRate);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const apply = () => {
      element.playbackRate = rate;
      element.defaultPlaybackRate = rate;
    };
    apply();
    // Loading a source resets the rate to the default in some browsers.
    element.addEventListener('loadedmetadata', apply);
    return () => element.removeEventListener('loadedmetadata', apply);
  }, [video, rate]);
  return [rate, setRate];
}
