// Lesson video on a phone's connection (issues 26 and 42): time to first frame and stalls, the
// progressive file beside the HLS ladder, in the same run, on the real lesson page (a free
// preview, as a visitor opens it) in Debian's Chromium on a 390 px phone with an empty cache (a
// new browser context per run) and the connection emulated through the DevTools protocol. The
// progressive case is the same page with the topic's stream set aside for the measurement (the
// player then plays the file, as it does before a ladder exists) and restored.
//
//   first frame from the tap: from navigation start (the page's time origin: the tap on the
//   lesson's link) to the first frame presented (requestVideoFrameCallback, or "playing" if that
//   comes first); play() is asked, muted, the moment the lesson's <video> appears (a script
//   installed before the page's own watches for it), as a buyer who taps play at once. The page's
//   HTML, its JavaScript, the API's answers, hls.js, the playlists and the first segment are all
//   inside it. "From the video" is the part after the <video> appeared (the figure of issue 26);
//   stalls: "waiting" events after playback began, over PLAY_SECONDS of playback (or until the
//   wall-clock limit), and the time spent in them;
//   before the first frame: the requests the page made until then (JavaScript files and their
//   bytes, GraphQL requests, CORS preflights) and the first media segment's address;
//   paused 10 s: after the playing run, the video paused and the bytes the page then downloads
//   in 10 s; and once per run, the lesson opened and never played, 10 s (issue 42, item 3).
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import type { TopicStreamRecord } from '../functions/data/lessons-repository';
import { createLessonsRepository } from '../functions/data/lessons-repository';
import type { TableContext } from '../functions/data/dynamo-client';

export interface ConnectionProfile {
  name: string;
  downloadKbps: number;
  uploadKbps: number;
  latencyMs: number;
  /** Seconds of playback watched for stalls (0: first frame only). */
  playSeconds: number;
}

/**
 * 1.6 Mbps / 150 ms (Lighthouse's mobile "slow 4G"), 400 kbps / 400 ms (DevTools' slow 3G) and
 * the issue's slow 3G walk (400 kbps / 2 s round trip).
 */
const PHONE_CONNECTIONS: readonly ConnectionProfile[] = [
  { name: '1.6 Mbps / 150 ms', downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, playSeconds: 60 },
  { name: '400 kbps / 400 ms', downloadKbps: 400, uploadKbps: 400, latencyMs: 400, playSeconds: 60 },
  { name: 'slow 3G: 400 kbps / 2 s', downloadKbps: 400, uploadKbps: 400, latencyMs: 2000, playSeconds: 60 },
];

/** The progressive file is measured on the first two only (it cannot keep up below; issue 26). */
const PROGRESSIVE_CONNECTIONS = PHONE_CONNECTIONS.slice(0, 2).map((connection) => ({ ...connection, playSeconds: 20 }));

const PAUSED_SECONDS = 10;

export interface RequestsBeforeFrame {
  scripts: number;
  scriptBytes: number;
  /** Every byte received (as transferred) for requests sent until then: HTML, CSS, fonts, JS, API, media (absent before decision 157). */
  allBytes?: number;
  /** Font files requested until then (absent before decision 157). */
  fonts?: number;
  graphql: number;
  preflights: number;
  /** The first media segment (or the progressive file) requested: its file name. */
  firstMedia: string | null;
}

export interface VideoRun {
  connection: string;
  source: 'progressive' | 'hls';
  /** Which player drove the ladder: hls.js ('hls') or the browser's own ('native-hls'); absent before decision 157. */
  player?: string;
  /** From navigation start (the tap); null when no frame came within the limit. */
  firstFrameMs: number | null;
  /** From the lesson's <video> appearing (issue 26's figure); null as above. */
  firstFrameFromVideoMs: number | null;
  /** When the <video> appeared, from navigation start. */
  videoAppearedMs: number | null;
  stalls: number;
  stalledMs: number;
  playedSeconds: number;
  /** The renditions hls.js played (heights), in order of first use. */
  renditions: string[];
  beforeFirstFrame: RequestsBeforeFrame;
  /** Bytes (as transferred) downloaded in the 10 s after pausing, once played. */
  pausedBytes: number;
}

export interface UnplayedRun {
  connection: string;
  /** Media bytes and requests (playlists and segments) from the tap to 10 s after the <video> appeared, never played. */
  bytes: number;
  mediaRequests: number;
  /** What the player says of its loading then (data-loading). */
  loading: string | null;
}

export interface VideoFigures {
  lesson: string;
  runs: VideoRun[];
  /** Absent in results before issue 42. */
  unplayed?: UnplayedRun | null;
}

/**
 * Installed before the page's scripts: watches for the lesson's <video>, asks it to play (muted)
 * when `play` is set, and keeps the times (performance.now(): from navigation start) on
 * window.__lessonVideo.
 */
const WATCH_IN_PAGE = (play: boolean) => `(() => {
  const state = { appearedAt: null, firstFrameAt: null, stalls: 0, stalledMs: 0, stalledSince: null, heights: [] };
  window.__lessonVideo = state;
  const attach = (media) => {
    state.appearedAt = performance.now();
    state.media = media;
    if (!${play}) return;
    media.requestVideoFrameCallback(() => { state.firstFrameAt ??= performance.now(); });
    media.addEventListener('waiting', () => {
      if (state.firstFrameAt === null || state.stalledSince !== null) return;
      state.stalls += 1;
      state.stalledSince = performance.now();
    });
    media.addEventListener('playing', () => {
      state.firstFrameAt ??= performance.now();
      if (state.stalledSince !== null) state.stalledMs += performance.now() - state.stalledSince;
      state.stalledSince = null;
    });
    media.addEventListener('resize', () => { if (!state.heights.includes(media.videoHeight)) state.heights.push(media.videoHeight); });
    media.muted = true;
    media.play().catch(() => undefined);
    // A source attached later (hls.js) plays as soon as it can; ask again if it came back paused.
    media.addEventListener('loadedmetadata', () => { if (media.paused && state.firstFrameAt === null) media.play().catch(() => undefined); });
  };
  const find = () => {
    if (state.media) return;
    const media = document.querySelector('[data-testid="topic-video"]');
    if (media) attach(media);
  };
  new MutationObserver(find).observe(document, { childList: true, subtree: true });
})()`;

const LESSON = { courseId: 'course-1', topicId: 'course-1-t01' };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

const isMedia = (url: string) => /\.(ts|m4s|mp4|m3u8)(\?|$)/.test(url);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

interface SeenRequest {
  url: string;
  method: string;
  type: string;
  /** CDP monotonic seconds. */
  sentAt: number;
  bytes: number;
}

/** Every request the page makes, and the bytes received since a mark, through CDP's Network events. */
async function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, SeenRequest>();
  const order: SeenRequest[] = [];
  let bytesSinceMark = 0;
  let mediaSinceMark = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    const seen = { url: event.request.url, method: event.request.method, type: event.type ?? 'Other', sentAt: event.timestamp, bytes: 0 };
    requests.set(event.requestId, seen);
    order.push(seen);
    if (isMedia(seen.url)) mediaSinceMark += 1;
  });
  cdp.on('Network.dataReceived', (event) => {
    bytesSinceMark += event.encodedDataLength;
    const seen = requests.get(event.requestId);
    if (seen) seen.bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const seen = requests.get(event.requestId);
    if (seen) seen.bytes = Math.max(seen.bytes, event.encodedDataLength);
  });
  await cdp.send('Network.enable');
  return {
    mark() {
      bytesSinceMark = 0;
      mediaSinceMark = 0;
    },
    sinceMark: () => ({ bytes: bytesSinceMark, mediaRequests: mediaSinceMark }),
    /** Every media request so far (playlists, segments, the file) and their bytes. */
    media: () => {
      const media = order.filter((request) => isMedia(request.url));
      return { bytes: media.reduce((sum, request) => sum + request.bytes, 0), mediaRequests: media.length };
    },
    /** The requests sent within `ms` of the document's own request. */
    before(ms: number): RequestsBeforeFrame {
      const start = order[0]?.sentAt ?? 0;
      const early = order.filter((request) => (request.sentAt - start) * 1000 <= ms);
      const scripts = early.filter((request) => request.type === 'Script');
      const media = early.find((request) => request.method === 'GET' && isMedia(request.url) && !request.url.includes('.m3u8'));
      return {
        scripts: scripts.length,
        scriptBytes: scripts.reduce((sum, request) => sum + request.bytes, 0),
        allBytes: early.reduce((sum, request) => sum + request.bytes, 0),
        fonts: early.filter((request) => request.type === 'Font').length,
        graphql: early.filter((request) => request.method === 'POST' && request.url.includes('graphql')).length,
        preflights: early.filter((request) => request.method === 'OPTIONS' || request.type === 'Preflight').length,
        firstMedia: media ? fileName(media.url) : null,
      };
    },
  };
}

async function openLesson(browser: Browser, webUrl: string, connection: ConnectionProfile, play: boolean) {
  // A new context: an empty cache, as a phone opening the store for the first time.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_IN_PAGE(play) });
  const cdp = await context.newCDPSession(page);
  const network = await recordNetwork(cdp);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: connection.latencyMs,
    downloadThroughput: (connection.downloadKbps * 1000) / 8,
    uploadThroughput: (connection.uploadKbps * 1000) / 8,
  });
  await page.goto(`${webUrl}/lessons/${LESSON.courseId}/${LESSON.topicId}`, { waitUntil: 'commit' });
  const video = page.getByTestId('topic-video');
  await video.waitFor({ state: 'attached', timeout: 180_000 });
  return { context, page, video, network };
}

interface InPageState {
  appearedAt: number | null;
  firstFrameAt: number | null;
  stalls: number;
  stalledMs: number;
  stalledSince: number | null;
  heights: number[];
  currentTime: number;
  ended: boolean;
}

const READ_STATE = `(() => {
  const s = window.__lessonVideo;
  const stalledNow = s.stalledSince === null ? 0 : performance.now() - s.stalledSince;
  return { appearedAt: s.appearedAt, firstFrameAt: s.firstFrameAt, stalls: s.stalls, stalledMs: s.stalledMs + stalledNow, stalledSince: s.stalledSince,
    heights: s.heights, currentTime: s.media ? s.media.currentTime : 0, ended: s.media ? s.media.ended : false };
})()`;

async function measureOnce(browser: Browser, webUrl: string, connection: ConnectionProfile, source: VideoRun['source']): Promise<VideoRun> {
  const { context, page, video, network } = await openLesson(browser, webUrl, connection, true);
  try {
    // The ladder is played by hls.js or, where the browser plays HLS itself, by the browser (decision 157).
    const kind = await video.getAttribute('data-source');
    const expected = source === 'hls' ? ['hls', 'native-hls'] : [source];
    if (!kind || !expected.includes(kind)) throw new Error(`the lesson played ${kind}, expected ${expected.join(' or ')}`);
    const limitMs = (connection.playSeconds + 90) * 1000;
    const started = performance.now();
    let state = (await page.evaluate(READ_STATE)) as InPageState;
    // The page's own state, read every 250 ms (the figures are the page's times, not this loop's).
    while (
      !(state.firstFrameAt !== null && (state.currentTime >= connection.playSeconds || state.ended)) &&
      performance.now() - started < limitMs
    ) {
      await page.waitForTimeout(250);
      state = (await page.evaluate(READ_STATE)) as InPageState;
    }
    await page.evaluate(`window.__lessonVideo.media.pause()`);
    network.mark();
    await page.waitForTimeout(PAUSED_SECONDS * 1000);
    const paused = network.sinceMark();
    return {
      connection: connection.name,
      source,
      player: kind,
      firstFrameMs: state.firstFrameAt,
      firstFrameFromVideoMs: state.firstFrameAt === null || state.appearedAt === null ? null : state.firstFrameAt - state.appearedAt,
      videoAppearedMs: state.appearedAt,
      stalls: state.stalls,
      stalledMs: state.stalledMs,
      playedSeconds: state.currentTime,
      renditions: state.heights.map((height) => `${height}p`),
      beforeFirstFrame: network.before(state.firstFrameAt ?? limitMs),
      pausedBytes: paused.bytes,
    };
  } finally {
    await context.close();
  }
}

/** The lesson opened and never played: what it downloads in 10 s (issue 42, item 3). */
async function measureUnplayed(browser: Browser, webUrl: string, connection: ConnectionProfile): Promise<UnplayedRun> {
  const { context, page, video, network } = await openLesson(browser, webUrl, connection, false);
  try {
    await page.waitForTimeout(PAUSED_SECONDS * 1000);
    const { bytes, mediaRequests } = network.media();
    return { connection: connection.name, bytes, mediaRequests, loading: await video.getAttribute('data-loading') };
  } finally {
    await context.close();
  }
}

/** Which sources `BENCH_VIDEO_SOURCES` asks for (comma list of hls,progressive; default both). */
export function videoSources(setting: string | undefined): VideoRun['source'][] {
  const asked = (setting ?? 'progressive,hls').split(',').map((source) => source.trim());
  const unknown = asked.filter((source) => source !== 'hls' && source !== 'progressive');
  if (unknown.length > 0) throw new Error(`BENCH_VIDEO_SOURCES: unknown source ${unknown.join(', ')} (hls, progressive)`);
  return (['progressive', 'hls'] as const).filter((source) => asked.includes(source));
}

/** HLS on every connection and the progressive file on the first two, the latter with the topic's stream set aside. */
export async function measureLessonVideo(
  table: TableContext,
  webUrl: string,
  log: (line: string) => void,
  sources: readonly VideoRun['source'][] = ['progressive', 'hls'],
): Promise<VideoFigures> {
  const lessons = createLessonsRepository(table);
  const topic = await lessons.getTopic(LESSON.courseId, LESSON.topicId);
  if (!topic?.videoKey || !topic.stream) throw new Error(`${LESSON.topicId} has no stream to measure`);
  const stream: TopicStreamRecord = topic.stream;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs: VideoRun[] = [];
  let unplayed: UnplayedRun | null = null;
  try {
    for (const source of sources) {
      await lessons.recordStream(LESSON.courseId, LESSON.topicId, topic.videoKey, source === 'hls' ? stream : null);
      for (const connection of source === 'hls' ? PHONE_CONNECTIONS : PROGRESSIVE_CONNECTIONS) {
        log(`  ${source} on ${connection.name}…`);
        const run = await measureOnce(browser, webUrl, connection, source);
        const frame = run.firstFrameMs === null ? 'never' : `${run.firstFrameMs.toFixed(0)} ms from the tap`;
        log(
          `    ${run.player}: first frame ${frame} (${run.firstFrameFromVideoMs?.toFixed(0) ?? '—'} ms from the video), ` +
            `${((run.beforeFirstFrame.allBytes ?? 0) / 1000).toFixed(0)} KB before it (JS ${(run.beforeFirstFrame.scriptBytes / 1000).toFixed(0)} KB in ${run.beforeFirstFrame.scripts} files, ${run.beforeFirstFrame.fonts ?? 0} fonts), first media ${run.beforeFirstFrame.firstMedia ?? '—'}, ` +
            `${run.stalls} stalls (${(run.stalledMs / 1000).toFixed(1)} s) over ${run.playedSeconds.toFixed(0)} s, paused 10 s: ${(run.pausedBytes / 1000).toFixed(0)} KB`,
        );
        runs.push(run);
      }
      if (source === 'hls') {
        const fast = PHONE_CONNECTIONS[0];
        if (fast) {
          unplayed = await measureUnplayed(browser, webUrl, fast);
          log(
            `  opened, not played, 10 s on ${fast.name}: ${(unplayed.bytes / 1000).toFixed(0)} KB, ${unplayed.mediaRequests} media requests`,
          );
        }
      }
    }
  } finally {
    await lessons.recordStream(LESSON.courseId, LESSON.topicId, topic.videoKey, stream);
    await browser.close();
  }
  return { lesson: `/lessons/${LESSON.courseId}/${LESSON.topicId}`, runs, unplayed };
}
