// Attaches a lesson's video to its <video>: the HLS ladder when the topic has one, else the
// progressive file. A browser that plays HLS itself — Safari, iOS, and Chromium since its native
// HLS player — gets the master playlist as the video's source and never downloads hls.js
// (native-hls.ts: the quality menu and the cookies' renewal kept there; issue 42, decision 157).
// hls.js (loaded only here, so only the lesson page pays for it) drives the browsers with Media
// Source Extensions and no HLS of their own (Firefox, older Chrome), choosing the rendition by
// measured throughput and letting the viewer fix one.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { setStreamCookies, type StreamCookieGrant } from '../../../lib/stream-cookies';
import { attachNativeHls, playsHlsNatively, type NativeHlsPlayer } from './native-hls';

export interface VideoStreamSource extends StreamCookieGrant {
  url: string;
  renditions: readonly string[];
}

export type SourceKind = 'hls' | 'native-hls' | 'progressive';

export interface QualityState {
  /** Renditions the player can switch between, highest first (hls.js: their index in its levels; native: in the stream's renditions). */
  levels: { index: number; name: string }[];
  /** The level fixed by the viewer, or -1 for automatic. */
  chosen: number;
  /** The level playing now (automatic or not), -1 before the first. */
  playing: number;
}

const NO_QUALITY: QualityState = { levels: [], chosen: -1, playing: -1 };

/** How many segments a paused lesson keeps buffered ahead of its position (issue 42). */
const PAUSED_SEGMENTS_AHEAD = 2;

const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

const playsNatively = (video?: HTMLVideoElement | null) =>
  typeof document !== 'undefined' && playsHlsNatively(video ?? document.createElement('video'));

// Where hls.js will drive the video, it is fetched as soon as the lesson page's code runs, in
// parallel with the lesson's own request, so the first frame does not wait for it; no other page
// loads it, nor a browser that plays HLS itself.
let hlsLibrary: Promise<{ default: typeof Hls }> | null = null;
const loadHls = () => (hlsLibrary ??= import('hls.js/light'));
if (hasMediaSource() && !playsNatively()) void loadHls().catch(() => (hlsLibrary = null));

/** Which way this browser plays a stream; progressive when there is none. */
function sourceKindFor(video: HTMLVideoElement | null, hasStream: boolean): SourceKind {
  if (!hasStream) return 'progressive';
  if (playsNatively(video)) return 'native-hls';
  return hasMediaSource() ? 'hls' : 'progressive';
}

export function useVideoSource(
  video: RefObject<HTMLVideoElement | null>,
  stream: VideoStreamSource | null,
  { onExpired }: { onExpired: () => void },
) {
  const hls = useRef<Hls | null>(null);
  const native = useRef<NativeHlsPlayer | null>(null);
  const [kind, setKind] = useState<SourceKind>(() => sourceKindFor(null, Boolean(stream)));
  const [quality, setQuality] = useState<QualityState>(NO_QUALITY);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  /** The cookies' expiry a failed load was retried for: once per set of cookies, never in a loop. */
  const cookiesNow = useRef(stream?.expiresAt ?? '');
  cookiesNow.current = stream?.expiresAt ?? '';
  const retriedFor = useRef('');

  // Fresh cookies whenever the lesson's content is read again (before they expire): the same
  // playlist address keeps playing with them, nothing is reloaded.
  useEffect(() => {
    if (stream) setStreamCookies(stream);
  }, [stream?.expiresAt, stream?.cookiePath]); // eslint-disable-line react-hooks/exhaustive-deps -- the cookies change with their expiry

  const url = stream?.url ?? null;
  const renditions = stream?.renditions.join(',') ?? '';
  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    const chosenKind = sourceKindFor(element, true);
    setKind(chosenKind);
    if (chosenKind === 'native-hls') {
      const player = attachNativeHls(element, url, {
        renditions: renditions ? renditions.split(',') : [],
        onQuality: setQuality,
        onExpired: () => {
          if (retriedFor.current === cookiesNow.current) return false;
          retriedFor.current = cookiesNow.current;
          expired.current();
          return true;
        },
        fresh: () => cookiesNow.current !== retriedFor.current,
      });
      native.current = player;
      return () => {
        player.detach();
        native.current = null;
        setQuality(NO_QUALITY);
      };
    }
    if (chosenKind !== 'hls') return;
    let cancelled = false;
    let instance: Hls | null = null;
    let removeListeners = () => {};
    void loadHls().then(({ default: HlsPlayer }) => {
      if (cancelled) return;
      instance = new HlsPlayer({
        // The cookies travel with the ladder's requests (cross-origin on the local stack).
        xhrSetup: (xhr) => {
          xhr.withCredentials = true;
        },
        // The first segment comes from the lowest rung (hls.js sorts the levels by bitrate, so 0
        // is the lowest): automatic selection guessed from its default estimate and the player's
        // size picked 540p or 720p, a 533 KB first segment on a phone (issue 42). It climbs from
        // there as segments arrive and the measured throughput allows.
        startLevel: 0,
        // The first segment is fetched while the page is still getting ready to play.
        startFragPrefetch: true,
        // While playing, at most 30 s ahead (hls.js's default, kept explicit); paused, see below.
        maxBufferLength: 30,
        maxMaxBufferLength: 60,
        // No transmuxing worker: the page's CSP allows no blob: workers.
        enableWorker: false,
        capLevelToPlayerSize: true,
      });
      hls.current = instance;
      const levelsOf = (player: Hls) =>
        player.levels
          .map((level, index) => ({ index, name: level.height ? `${level.height}p` : `${Math.round(level.bitrate / 1000)} kbps` }))
          .sort((a, b) => (player.levels[b.index]?.bitrate ?? 0) - (player.levels[a.index]?.bitrate ?? 0));
      instance.on(HlsPlayer.Events.MANIFEST_PARSED, () => {
        if (instance) setQuality((state) => ({ ...state, levels: levelsOf(instance as Hls) }));
      });
      instance.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, data) => setQuality((state) => ({ ...state, playing: data.level })));
      instance.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // 403: the cookies ended (a tab left open): read the lesson again, which sets new ones, and
        // go on once they are there. Only once per set of cookies: a server that is down is not hammered.
        if (data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR) {
          if (retriedFor.current === cookiesNow.current) return;
          retriedFor.current = cookiesNow.current;
          expired.current();
          const resume = () => {
            if (cancelled) return;
            if (cookiesNow.current !== retriedFor.current) instance?.startLoad(element.currentTime);
            else window.setTimeout(resume, 1000);
          };
          window.setTimeout(resume, 1000);
        } else if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) {
          instance?.recoverMediaError();
        }
      });
      // A paused lesson downloads no more than the next segments: once PAUSED_SEGMENTS_AHEAD
      // segments are buffered ahead of the position, loading stops until the buyer plays or seeks
      // (a paused 96 s clip downloaded all its 24 segments, 12 MB, in 7 s). The video element says
      // which (data-loading: "held" or "on"), for the player's tests.
      let held = false;
      let segmentSeconds = 4;
      const hold = (on: boolean) => {
        held = on;
        element.dataset['loading'] = on ? 'held' : 'on';
      };
      const aheadSeconds = () => {
        const { buffered, currentTime } = element;
        for (let range = 0; range < buffered.length; range += 1) {
          if (buffered.start(range) <= currentTime + 0.5 && buffered.end(range) > currentTime) return buffered.end(range) - currentTime;
        }
        return 0;
      };
      const holdIfPausedAndAhead = () => {
        if (held || !element.paused || !instance) return;
        if (aheadSeconds() >= PAUSED_SEGMENTS_AHEAD * segmentSeconds - 0.5) {
          instance.stopLoad();
          hold(true);
        }
      };
      const resume = () => {
        if (!held || !instance) return;
        hold(false);
        instance.startLoad(element.currentTime);
      };
      instance.on(HlsPlayer.Events.LEVEL_LOADED, (_event, data) => {
        if (data.details.targetduration > 0) segmentSeconds = data.details.targetduration;
      });
      instance.on(HlsPlayer.Events.FRAG_BUFFERED, holdIfPausedAndAhead);
      element.addEventListener('pause', holdIfPausedAndAhead);
      element.addEventListener('play', resume);
      element.addEventListener('seeking', resume);
      removeListeners = () => {
        element.removeEventListener('pause', holdIfPausedAndAhead);
        element.removeEventListener('play', resume);
        element.removeEventListener('seeking', resume);
        delete element.dataset['loading'];
      };
      hold(false);
      instance.loadSource(url);
      instance.attachMedia(element);
    });
    return () => {
      cancelled = true;
      removeListeners();
      instance?.destroy();
      hls.current = null;
      setQuality(NO_QUALITY);
    };
  }, [url, renditions, video]);

  const choose = (level: number) => {
    if (native.current) {
      native.current.choose(level);
      setQuality((state) => ({ ...state, chosen: level }));
      return;
    }
    const player = hls.current;
    if (!player) return;
    // -1 hands the choice back to hls.js; a fixed level switches at the next segment.
    player.currentLevel = level;
    setQuality((state) => ({ ...state, chosen: level }));
  };

  return { kind: stream ? kind : 'progressive', quality, choose };
}
