// Form check (issue 40, decision 148) in Chromium against the whole local stack: a member of
// planning-5 who logged today's session sends a short video of it from her phone (390 px), with the
// limits stated before she picks it; the local ffmpeg makes its HLS ladder. Her coach at 1366 px
// opens the result, plays the video, stops where the bar stalls and answers pinned to that second;
// the member sees the comment with its moment on her session and tapping it seeks her player
// there. Screenshots at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { subOf } from '../support/buying';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-5';
const SESSION_ID = 's-p5-w1-d1-1';
const soon = { timeout: 60_000 };
const ladder = { timeout: 240_000, interval: 1000 };
const ANSWER = 'Acá se frena la barra: empujá el piso con las piernas y llevá el pecho arriba.';

async function aMemberWithAResult(firstName: string) {
  const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName, lastName: 'Técnica' });
  const result = await given.aLoggedResult(stack, member, { planningId: PLANNING_ID, weekNumber: 1, sessionId: SESSION_ID, rpe: 9 });
  return { member, result };
}

async function signedIn(browser: Browser, email: string, password: string, path: string, viewport: { width: number; height: number }) {
  const page = await freshPage(browser);
  await page.setViewportSize(viewport);
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
  await fillSignIn(page, email, password);
  await waitForPath(page, path);
  return page;
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a form-check video, from the member’s phone to the coach’s answer at a moment', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is sent from her result at 390 px, with its limits stated, and becomes ready for her coach', async () => {
    const { member } = await aMemberWithAResult('Lola');
    const page = await signedIn(browser, member.email, member.password, `/my-plannings/${PLANNING_ID}`, VIEWPORTS.phone);
    const today = page.getByTestId('today');
    await today.getByRole('button', { name: 'Historial' }).first().click();
    const formCheck = today.getByTestId('form-check').first();
    await expect.poll(() => formCheck.isVisible(), soon).toBe(true);
    expect(await formCheck.textContent()).toContain('Hasta 60 segundos y 100 MB (MP4, MOV o WebM). Lo ven solo vos y tu coach.');
    await formCheck.scrollIntoViewIfNeeded();
    await screenshot(page, 'form-check-member-pick-390');

    // A file of another type is refused here, before any upload.
    await formCheck
      .getByTestId('form-check-input')
      .setInputFiles({ name: 'serie.avi', mimeType: 'video/x-msvideo', buffer: Buffer.from('x') });
    await expect.poll(() => formCheck.getByRole('alert').textContent(), soon).toBe('El video tiene que ser MP4, MOV o WebM.');

    await formCheck.getByTestId('form-check-input').setInputFiles('infra/local/sample-content/clase-demo.mp4');
    await expect.poll(() => formCheck.getByRole('status').textContent(), soon).toMatch(/lo estamos procesando|tu coach ya puede verlo/);
    await expect
      .poll(() => formCheck.getByRole('status').textContent(), ladder)
      .toContain('Video de técnica enviado (6 s): tu coach ya puede verlo.');
    // Sent once: nothing offers to replace it.
    expect(await formCheck.getByTestId('form-check-input').count()).toBe(0);
    for (const width of [390, 320, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await formCheck.scrollIntoViewIfNeeded();
      await screenshot(page, `form-check-member-sent-${width}`);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    }
  });

  it('is played by the coach at 1366 px and answered at the moment the bar stalls; the member’s tap seeks there', async () => {
    const { member, result } = await aMemberWithAResult('Mora');
    await given.aReadyFormCheck(stack, member, result);

    const coach = await signedIn(
      browser,
      stack.admin.email,
      stack.admin.password,
      `/admin/coaching/${PLANNING_ID}/members/${subOf(member)}`,
      VIEWPORTS.desktop,
    );
    const entry = coach.getByTestId('coach-log').locator(`li[data-result-id="${result.resultId}"]`);
    await expect.poll(() => entry.isVisible(), soon).toBe(true);
    await entry.getByRole('button', { name: 'Comentarios' }).click();
    const video = entry.getByTestId('form-check-video');
    await expect.poll(() => video.isVisible(), soon).toBe(true);
    // It plays: frames are decoded and its clock moves.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), soon).toBeGreaterThan(0.5);
    // She stops where the bar stalls: second 4.
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          element.pause();
          element.addEventListener('seeked', () => resolve(), { once: true });
          element.currentTime = 4.2;
        }),
    );
    const pin = entry.getByText('Fijar en el momento del video (0:04)');
    await expect.poll(() => pin.isVisible(), soon).toBe(true);
    await pin.click();
    await entry.getByLabel('Tu comentario').fill(ANSWER);
    await entry.getByRole('button', { name: 'Enviar' }).click();
    const message = entry.getByTestId('thread-message').first();
    await expect.poll(() => message.textContent(), soon).toContain(ANSWER);
    expect(await message.getByTestId('comment-moment').textContent()).toContain('0:04');
    for (const width of [1366, 390, 320]) {
      await coach.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await entry.scrollIntoViewIfNeeded();
      await screenshot(coach, `form-check-coach-answer-${width}`);
      expect(await overflowOf(coach)).toBeLessThanOrEqual(0);
    }

    const page = await signedIn(browser, member.email, member.password, `/my-plannings/${PLANNING_ID}`, VIEWPORTS.phone);
    const thread = page.getByTestId('today').getByTestId('session-threads').first();
    await expect.poll(() => thread.isVisible(), soon).toBe(true);
    const moment = thread.getByRole('button', { name: 'Ver el video en 0:04' });
    await expect.poll(() => moment.isVisible(), soon).toBe(true);
    expect(await thread.getByTestId('thread-message').first().textContent()).toContain(ANSWER);
    const memberVideo = thread.getByTestId('form-check-video');
    await expect.poll(() => memberVideo.evaluate((element: HTMLVideoElement) => element.readyState), soon).toBeGreaterThanOrEqual(1);
    await memberVideo.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await moment.click();
    await expect.poll(() => memberVideo.evaluate((element: HTMLVideoElement) => element.currentTime), soon).toBeGreaterThanOrEqual(4);
    expect(await memberVideo.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(6.5);
    await memberVideo.evaluate((element: HTMLVideoElement) => element.pause());
    for (const width of [390, 320, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await thread.scrollIntoViewIfNeeded();
      await screenshot(page, `form-check-member-moment-${width}`);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    }
  });
});
