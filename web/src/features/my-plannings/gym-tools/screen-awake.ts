// Keeps a phone's screen on while a timer runs (the Screen Wake Lock API), asking again when the
// page comes back to the front: the browser lets the lock go whenever the page is hidden. Where the
// API is missing or refuses (battery saver), the timer still runs; the screen may then dim.
import { useEffect } from 'react';

export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((granted) => {
          if (ended) void granted.release();
          else lock = granted;
        })
        .catch(() => undefined);
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
