// A lesson's ladder played by the browser's own HLS player (Safari, iOS, and Chromium since its
// native HLS: `canPlayType` answers for the playlist type), with no hls.js downloaded at all — at
// 400 kbps its ≈ 100 KB were 2 s before the first frame (issue 42). What hls.js did, done here:
//   - the quality menu: "Automática" is the master playlist (the browser picks the rendition); a
//     fixed rendition is that rendition's own playlist (index_<name>.m3u8, beside the master), set
//     as the source at the same second, playing on if it was;
//   - the signed cookies go with every playlist and segment request as with any media request
//     (same site: the store's /streams/ on AWS, the same host on another port locally);
//   - expired cookies (a 403 ends the load with an error): the lesson is read again, which sets new
//     ones, and the same source is loaded again from the same second — once per set of cookies.
// What the browser's player keeps to itself: how much it buffers while paused, and which
// rendition it starts on (Chromium measured on the lowest, decision 157).
import type { QualityState } from './use-video-source';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Whether the browser plays HLS itself. */
export const playsHlsNatively = (video: HTMLVideoElement): boolean => video.canPlayType(HLS_TYPE) !== '';

/** A rendition's own playlist, beside the master (functions/domain/video-stream.ts names them). */
const renditionPlaylistUrl = (masterUrl: string, rendition: string): string => {
  const url = new URL(masterUrl, window.location.href);
  url.pathname = url.pathname.replace(/\/([^/]+)\.m3u8$/, `/$1_${rendition}.m3u8`);
  return url.toString();
};

/** The renditions offered, highest first (as the stream lists them), indexed by position. */
const nativeLevels = (renditions: readonly string[]): QualityState['levels'] => renditions.map((name, index) => ({ index, name }));

interface NativeHlsOptions {
  renditions: readonly string[];
  onQuality: (update: (state: QualityState) => QualityState) => void;
  /**
   * The load failed (a 403: the cookies ended): asks for the lesson again, which sets new cookies;
   * false when that was already asked for the cookies in use (a server that is down is not hammered).
   */
  onExpired: () => boolean;
  /** Whether new cookies have arrived since. */
  fresh: () => boolean;
}

export interface NativeHlsPlayer {
  choose(level: number): void;
  detach(): void;
}

export function attachNativeHls(element: HTMLVideoElement, masterUrl: string, options: NativeHlsOptions): NativeHlsPlayer {
  const levels = nativeLevels(options.renditions);
  let cancelled = false;
  let source = masterUrl;
  /** Sets a source and continues from `at` (playing if `play`). */
  const load = (next: string, at: number, play: boolean) => {
    source = next;
    if (at > 0 || play) {
      element.addEventListener(
        'loadedmetadata',
        () => {
          if (at > 0) element.currentTime = at;
          if (play) void element.play().catch(() => undefined);
        },
        { once: true },
      );
    }
    element.src = next;
  };
  const onResize = () => {
    const playing = levels.find((level) => level.name === `${element.videoHeight}p`)?.index ?? -1;
    options.onQuality((state) => ({ ...state, playing }));
  };
  const onError = () => {
    if (cancelled || !options.onExpired()) return;
    const at = element.currentTime;
    const play = !element.paused;
    const again = () => {
      if (cancelled) return;
      if (!options.fresh()) {
        window.setTimeout(again, 1000);
        return;
      }
      load(source, at, play);
    };
    window.setTimeout(again, 1000);
  };
  element.addEventListener('resize', onResize);
  element.addEventListener('error', onError);
  options.onQuality((state) => ({ ...state, levels }));
  load(masterUrl, 0, false);
  return {
    choose(level) {
      const rendition = levels.find((candidate) => candidate.index === level);
      const next = rendition ? renditionPlaylistUrl(masterUrl, rendition.name) : masterUrl;
      if (next !== source) load(next, element.currentTime, !element.paused);
    },
    detach() {
      cancelled = true;
      element.removeEventListener('resize', onResize);
      element.removeEventListener('error', onError);
      // Only a source of its own: the same commit may have given the video its progressive file
      // (the ladder replaced by a new upload), which stays.
      if (element.getAttribute('src') !== source) return;
      element.removeAttribute('src');
      element.load();
    },
  };
}
