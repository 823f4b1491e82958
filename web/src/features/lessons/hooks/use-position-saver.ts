// Keeps the buyer's place in a video: START when playback first begins in this player (where the
// server starts counting the seconds watched, issue 42), a tick every TICK_MS of playback, and always on pause, on a
// seek, when the page is hidden or closed (pagehide / visibilitychange), when the player goes away
// (another lesson, another page) and at the end (back to 0: next time it starts over). Only ticks
// are throttled by the server; the others always land, so the last move is never lost.
import { useEffect, useRef, type RefObject } from 'react';
import type { SavePosition } from '../api/save-video-position';

const TICK_MS = 15_000;

export function usePositionSaver(video: RefObject<HTMLVideoElement | null>, save: SavePosition | undefined, ready: boolean): void {
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const element = video.current;
    if (!element || !ready) return;
    let lastTickAt = Date.now();
    let lastSaved = -1;
    let started = false;
    const send = (reason: Parameters<SavePosition>[1], seconds = element.currentTime) => {
      const current = saveRef.current;
      if (!current) return;
      lastSaved = Math.floor(seconds);
      current(seconds, reason);
    };
    let playing = false;
    const onPlaying = () => {
      started = true;
      if (playing) return;
      playing = true;
      lastTickAt = Date.now();
      send('START');
    };
    const onTimeUpdate = () => {
      if (element.paused || element.seeking || Date.now() - lastTickAt < TICK_MS) return;
      lastTickAt = Date.now();
      if (Math.floor(element.currentTime) !== lastSaved) send('PLAYING');
    };
    const onPause = () => {
      // A pause fired by the end is the end's business.
      if (!element.ended) send('PAUSE');
    };
    const onSeeked = () => {
      started = true;
      if (!element.ended) send('SEEK');
    };
    const onEnded = () => send('ENDED', 0);
    const onLeave = () => {
      if (started && !element.ended) send('LEAVE');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('timeupdate', onTimeUpdate);
    element.addEventListener('pause', onPause);
    element.addEventListener('seeked', onSeeked);
    element.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('timeupdate', onTimeUpdate);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('seeked', onSeeked);
      element.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the lesson (another topic, another page) keeps where the buyer was.
      onLeave();
    };
  }, [video, ready]);
}
