// A lesson's video as an adaptive stream, in Chromium against the whole local stack (issue 26):
// the free preview plays from the local content server with the signed cookies the lessons
// function issued, and the viewer's quality choice switches the rendition played. Chromium plays
// HLS itself (its video element answers for the playlist type), so the ladder is the video's own
// source and hls.js is never downloaded (decision 157); the hls.js path — the player of browsers
// without HLS of their own, Firefox — is driven here by a page whose video element says it cannot
// play the playlist type. Screenshots of the player with its quality menu at 320, 390 and 1366 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { freshPage, waitForPath } from './auth-browser-steps';

const stack = inject('stack');

const video = (page: Page) => page.getByTestId('topic-video');
const media = (page: Page) =>
  video(page).evaluate((element) => {
    const player = element as HTMLVideoElement;
    return { time: player.currentTime, height: player.videoHeight, source: player.dataset['source'] ?? '' };
  });
const horizontalOverflow = (page: Page) => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

// Each test opens its own page on the playing preview, so any one runs alone.
describe('lesson video through HLS (browser)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * A desktop page on course-1's free preview, its player drawn (`watch` sees the page before it
   * loads). `hls.js`: as a browser without HLS of its own, whose video element answers '' for the
   * playlist type (Firefox), so the page plays the ladder through hls.js.
   */
  async function onThePreview(watch: (page: Page) => void = () => {}, player: 'browser' | 'hls.js' = 'browser'): Promise<Page> {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    if (player === 'hls.js') {
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
      });
    }
    watch(page);
    await page.goto(`${stack.webUrl}/lessons/course-1/course-1-t01`);
    await waitForPath(page, '/lessons/course-1/course-1-t01');
    await video(page).waitFor({ timeout: 60_000 });
    return page;
  }

  /** Plays the video muted until it is past its first second. */
  async function play(page: Page): Promise<void> {
    await video(page).evaluate((element) => {
      const player = element as HTMLVideoElement;
      player.muted = true;
      return player.play();
    });
    await expect.poll(async () => (await media(page)).time, { timeout: 60_000 }).toBeGreaterThan(1);
  }

  /** hls.js's chunk (hls.light-….js) among the page's requests. */
  const isHlsJs = (url: string) => /\/assets\/hls[^/]*\.js$/.test(new URL(url).pathname);

  it('plays the free preview with Chromium’s own HLS and the signed cookies, without downloading hls.js (decision 157)', async () => {
    const streamed: number[] = [];
    const scripts: string[] = [];
    const page = await onThePreview((opening) => {
      opening.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/streams/courses/course-1/')) streamed.push(response.status());
      });
      opening.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
    });
    expect(await video(page).getAttribute('data-source')).toBe('native-hls');
    await play(page);
    expect(await video(page).evaluate((element) => (element as HTMLVideoElement).currentSrc)).toMatch(/\/index\.m3u8$/);
    // Playlists and segments came from /streams/ and every one was served (the cookies opened them).
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed.every((status) => status === 200 || status === 206)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isHlsJs)).toEqual([]);
  });

  it('plays the free preview through hls.js with the signed cookies where the browser has no HLS of its own', async () => {
    const streamed: number[] = [];
    const scripts: string[] = [];
    const page = await onThePreview((opening) => {
      opening.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/streams/courses/course-1/')) streamed.push(response.status());
      });
      opening.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
    }, 'hls.js');
    expect(await video(page).getAttribute('data-source')).toBe('hls');
    await play(page);
    expect(scripts.filter(isHlsJs)).toHaveLength(1);
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed.every((status) => status === 200 || status === 206)).toBe(true);
  });

  /** The pathnames of the video segments the page downloads, in the order they arrive. */
  const segmentsOf = (page: Page, into: string[]) =>
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/streams/courses/course-1/') && path.endsWith('.ts')) into.push(path);
    });

  it.each(['browser', 'hls.js'] as const)(
    'starts on the lowest rung with the %s player: the first segment is the master playlist’s lowest bandwidth, 240p (issue 42, item 2)',
    async (player) => {
      const segments: string[] = [];
      let master = '';
      const page = await onThePreview((opening) => {
        segmentsOf(opening, segments);
        opening.on('response', (response) => {
          if (new URL(response.url()).pathname.endsWith('/index.m3u8')) void response.text().then((text) => (master = text));
        });
      }, player);
      await play(page);
      // The variants as the master playlist declares them: bandwidth and playlist, the lowest first.
      const variants = [...master.matchAll(/BANDWIDTH=(\d+)[^\n]*\n(\S+)\.m3u8/g)]
        .map((match) => ({ bandwidth: Number(match[1]), playlist: match[2] ?? '' }))
        .sort((a, b) => a.bandwidth - b.bandwidth);
      expect(variants.map((variant) => variant.playlist)).toEqual(['index_240p', 'index_360p', 'index_540p', 'index_720p']);
      expect(segments.length).toBeGreaterThanOrEqual(1);
      expect(segments[0]).toMatch(new RegExp(`/${variants[0]?.playlist}_00001\\.ts$`));
      expect(segments[0]).toMatch(/_240p_00001\.ts$/);
    },
  );

  // hls.js's own hold; Chromium's player keeps its buffering to itself (≈ 12 s ahead, decision 157).
  it('with hls.js, a paused lesson holds loading with no more than 2 segments ahead; playing loads again (issue 42, item 3)', async () => {
    const segments: string[] = [];
    const page = await onThePreview((opening) => segmentsOf(opening, segments), 'hls.js');
    // Opened and never played: the player stops loading once 2 segments are buffered.
    await expect.poll(() => video(page).getAttribute('data-loading'), { timeout: 60_000 }).toBe('held');
    expect(segments.length).toBeLessThanOrEqual(2);
    const ahead = await video(page).evaluate((element) => {
      const player = element as HTMLVideoElement;
      return player.buffered.length ? player.buffered.end(player.buffered.length - 1) - player.currentTime : 0;
    });
    expect(ahead).toBeLessThanOrEqual(8.5);
    // Played, it loads again; paused, it holds again.
    await play(page);
    await expect.poll(() => video(page).getAttribute('data-loading'), { timeout: 60_000 }).toBe('on');
    await video(page).evaluate((element) => (element as HTMLVideoElement).pause());
    await expect.poll(() => video(page).getAttribute('data-loading'), { timeout: 60_000 }).toBe('held');
    const whenHeld = segments.length;
    // A seek while paused fetches the segments at the new place, and holds again.
    await video(page).evaluate((element) => {
      (element as HTMLVideoElement).currentTime = 60;
    });
    await expect.poll(() => video(page).getAttribute('data-loading'), { timeout: 60_000 }).toBe('held');
    expect(segments.length - whenHeld).toBeLessThanOrEqual(3);
    expect(segments.length).toBeLessThan(24);
  });

  it.each(['browser', 'hls.js'] as const)(
    'with the %s player, offers Automática, 720p, 540p, 360p and 240p, and switches to the one chosen',
    async (player) => {
      const page = await onThePreview(() => {}, player);
      await play(page);
      const menu = page.getByLabel('Calidad');
      await expect.poll(() => menu.isVisible(), { timeout: 60_000 }).toBe(true);
      const options = await menu.locator('option').allInnerTexts();
      expect(options.map((option) => option.replace(/ \(.*\)$/, ''))).toEqual(['Automática', '720p', '540p', '360p', '240p']);

      await menu.selectOption({ label: '720p' });
      await expect.poll(async () => (await media(page)).height, { timeout: 90_000 }).toBe(720);
      await menu.selectOption({ label: '360p' });
      await expect.poll(async () => (await media(page)).height, { timeout: 90_000 }).toBe(360);
      await menu.selectOption({ index: 0 });
      expect(await menu.inputValue()).toBe('-1');
      await expect.poll(() => menu.locator('option').first().innerText(), { timeout: 60_000 }).toMatch(/^Automática \(\d+p\)$/);
    },
  );

  it('fits the player and its quality menu at 320, 390 and 1366 px', async () => {
    const page = await onThePreview();
    await play(page);
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await page.getByLabel('Calidad').scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `lesson-hls-quality-${width}`);
    }
  });
});
