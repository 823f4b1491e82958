// Lesson video on a phone's connection (issue 26): time to first frame and stalls, the progressive
// file beside the HLS ladder, in the same run, on the real lesson page (a free preview, as a
// visitor opens it) in Debian's Chromium with the connection emulated through the DevTools
// protocol. The progressive case is the same page with the topic's stream set aside for the
// measurement (the player then plays the file, as it does before a ladder exists) and restored.
//
//   time to first frame: from the lesson's <video> appearing (play() asked at once, muted) to the
//   first frame presented (requestVideoFrameCallback, or "playing" if that comes first) — hls.js's download, the playlists and the
//   first segment, or the file's header and first data, are inside it;
//   stalls: "waiting" events after playback began, over PLAY_SECONDS of playback (or until the
//   wall-clock limit), and the time spent in them.
import { chromium, type Browser } from 'playwright-core';
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

/** 1.6 Mbps / 150 ms (Lighthouse's mobile "slow 4G") and 400 kbps / 400 ms (DevTools' slow 3G). */
const PHONE_CONNECTIONS: ConnectionProfile[] = [
  { name: '1.6 Mbps / 150 ms', downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, playSeconds: 20 },
  { name: '400 kbps / 400 ms', downloadKbps: 400, uploadKbps: 400, latencyMs: 400, playSeconds: 60 },
];

export interface VideoRun {
  connection: string;
  source: 'progressive' | 'hls';
  /** null when no frame came within the limit. */
  firstFrameMs: number | null;
  stalls: number;
  stalledMs: number;
  playedSeconds: number;
  /** The renditions hls.js played (heights), in order of first use. */
  renditions: string[];
}

export interface VideoFigures {
  lesson: string;
  runs: VideoRun[];
}

/**
 * Runs in the page: asks the video to play (muted) and resolves with the time to its first frame,
 * the stalls after it, the seconds played and the heights of the renditions shown.
 */
const MEASURE_IN_PAGE = `(media, { playSeconds, limitMs }) => new Promise((resolve) => {
  const asked = performance.now();
  let firstFrameAt = null;
  let stalls = 0;
  let stalledMs = 0;
  let stalledSince = null;
  const heights = [];
  const finish = () => {
    if (stalledSince !== null) stalledMs += performance.now() - stalledSince;
    media.pause();
    resolve({ firstFrameMs: firstFrameAt === null ? null : firstFrameAt - asked, stalls, stalledMs, playedSeconds: media.currentTime, heights });
  };
  // The first frame presented; "playing" as well, in case the compositor reports no frame callback.
  media.requestVideoFrameCallback(() => { firstFrameAt ??= performance.now(); });
  media.addEventListener('waiting', () => {
    if (firstFrameAt === null) return;
    stalls += 1;
    stalledSince = performance.now();
  });
  media.addEventListener('playing', () => {
    firstFrameAt ??= performance.now();
    if (stalledSince !== null) stalledMs += performance.now() - stalledSince;
    stalledSince = null;
  });
  media.addEventListener('resize', () => { if (!heights.includes(media.videoHeight)) heights.push(media.videoHeight); });
  media.muted = true;
  media.play().catch(() => undefined);
  const timer = setInterval(() => {
    const done = firstFrameAt !== null && (playSeconds === 0 || media.currentTime >= playSeconds || media.ended);
    if (done || performance.now() - asked > limitMs) {
      clearInterval(timer);
      finish();
    }
  }, 250);
})`;

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

async function measureOnce(browser: Browser, webUrl: string, connection: ConnectionProfile, source: VideoRun['source']): Promise<VideoRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: connection.latencyMs,
    downloadThroughput: (connection.downloadKbps * 1000) / 8,
    uploadThroughput: (connection.uploadKbps * 1000) / 8,
  });
  try {
    await page.goto(`${webUrl}/lessons/${LESSON.courseId}/${LESSON.topicId}`, { waitUntil: 'commit' });
    const video = page.getByTestId('topic-video');
    await video.waitFor({ state: 'attached', timeout: 120_000 });
    const kind = await video.getAttribute('data-source');
    if (kind !== source) throw new Error(`the lesson played ${kind}, expected ${source}`);
    const limitMs = (connection.playSeconds + 60) * 1000;
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const result = (await page.evaluate(
      `(${MEASURE_IN_PAGE})(document.querySelector('[data-testid="topic-video"]'), ${JSON.stringify({ playSeconds: connection.playSeconds, limitMs })})`,
    )) as { firstFrameMs: number | null; stalls: number; stalledMs: number; playedSeconds: number; heights: number[] };
    return {
      connection: connection.name,
      source,
      firstFrameMs: result.firstFrameMs,
      stalls: result.stalls,
      stalledMs: result.stalledMs,
      playedSeconds: result.playedSeconds,
      renditions: result.heights.map((height) => `${height}p`),
    };
  } finally {
    await context.close();
  }
}

/** Both sources on every connection, the progressive one with the topic's stream set aside. */
export async function measureLessonVideo(table: TableContext, webUrl: string, log: (line: string) => void): Promise<VideoFigures> {
  const lessons = createLessonsRepository(table);
  const topic = await lessons.getTopic(LESSON.courseId, LESSON.topicId);
  if (!topic?.videoKey || !topic.stream) throw new Error(`${LESSON.topicId} has no stream to measure`);
  const stream: TopicStreamRecord = topic.stream;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs: VideoRun[] = [];
  try {
    for (const source of ['progressive', 'hls'] as const) {
      await lessons.recordStream(LESSON.courseId, LESSON.topicId, topic.videoKey, source === 'hls' ? stream : null);
      for (const connection of PHONE_CONNECTIONS) {
        log(`  ${source} on ${connection.name}…`);
        const run = await measureOnce(browser, webUrl, connection, source);
        log(
          `    first frame ${run.firstFrameMs === null ? 'never' : `${run.firstFrameMs.toFixed(0)} ms`}, ${run.stalls} stalls (${(run.stalledMs / 1000).toFixed(1)} s) over ${run.playedSeconds.toFixed(0)} s`,
        );
        runs.push(run);
      }
    }
  } finally {
    await lessons.recordStream(LESSON.courseId, LESSON.topicId, topic.videoKey, stream);
    await browser.close();
  }
  return { lesson: `/lessons/${LESSON.courseId}/${LESSON.topicId}`, runs };
}
