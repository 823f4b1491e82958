// A light watermark with the buyer's name over the video: it does not stop a screen recording (no
// web page can), it makes one traceable to its account, which is the practical deterrent. It
// changes corner every minute so it cannot be cropped out of a whole recording.
import { useEffect, useState } from 'react';

const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
const MOVE_EVERY_MS = 60_000;

export function VideoWatermark({ text }: { text: string }) {
  const [corner, setCorner] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setCorner((current) => (current + 1) % CORNERS.length), MOVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className={`video-watermark video-watermark--${CORNERS[corner]}`} aria-hidden="true" data-testid="video-watermark">
      {text}
    </div>
  );
}
