// Issue 42 in a real browser: the admin adds Spanish captions to a lesson from the topic editor
// (a broken file refused in the browser, naming the field; a good one uploaded through the signed
// address), the course page says which lesson has them, and a buyer on a 390 px phone turns them
// on and sees a cue over the video, the choice kept after a reload. Screenshots at 320, 390 and
// 1366 px of the editor, the course page and the player.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signUpAndConfirm } from '../support/cognito-users';
import { grantCourse } from '../support/grants';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const LESSON = { course: 'course-6', topic: 'course-6-t02' };
const LESSON_PATH = `/lessons/${LESSON.course}/${LESSON.topic}`;
const CUE = 'Bajá despacio y mantené la espalda recta.';
const GOOD_VTT = `WEBVTT\n\n00:00:00.000 --> 00:01:30.000\n${CUE}\n`;
const BROKEN_VTT = 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nAl revés.\n';

async function signedIn(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
  await fillSignIn(page, email, password);
  await waitForPath(page, path);
  return page;
}

async function captureWidths(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: width < 400 ? 844 : 900 });
    await prepare?.();
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${name} at ${width}px sticks out: ${overflow.widest.join('; ')}`).toBeLessThanOrEqual(overflow.viewport);
    await screenshot(page, `${name}-${width}`);
  }
}

/** The text of the captions cues the video is showing now ('' when none is showing). */
const shownCues = (page: Page): Promise<string> =>
  page.getByTestId('topic-video').evaluate((element) => {
    const tracks = Array.from((element as HTMLVideoElement).textTracks).filter((track) => track.mode === 'showing');
    return tracks.flatMap((track) => Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text)).join('\n');
  });

describe('captions added by the admin, turned on by the buyer (browser)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin adds captions to a lesson and a buyer on a phone turns them on and sees a cue', async () => {
    const admin = await signedIn(browser, stack.admin.email, stack.admin.password, LESSON_PATH);
    const editor = admin.getByTestId('topic-editor');
    await editor.waitFor(soon);
    const field = editor.getByLabel('Subtítulos (WebVTT)');

    // A file whose cue ends before it starts is refused here, under the field, before any upload.
    await field.setInputFiles({ name: 'clase.vtt', mimeType: 'text/vtt', buffer: Buffer.from(BROKEN_VTT, 'utf8') });
    await editor.getByRole('button', { name: 'Guardar la clase' }).click();
    await expect
      .poll(() => editor.getByTestId('topic-captions-error').innerText(), soon)
      .toBe('Línea 3: el subtítulo tiene que terminar después de empezar.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await captureWidths(admin, 'captions-editor-error');

    await field.setInputFiles({ name: 'clase.vtt', mimeType: 'text/vtt', buffer: Buffer.from(GOOD_VTT, 'utf8') });
    await editor.getByRole('button', { name: 'Guardar la clase' }).click();
    await expect.poll(() => admin.getByText('Guardamos la clase.').isVisible(), soon).toBe(true);
    await expect.poll(() => editor.getByLabel('Reemplazar los subtítulos (WebVTT)').count(), soon).toBe(1);
    await expect.poll(() => editor.getByText('Quitar los subtítulos de esta clase').count()).toBe(1);
    await captureWidths(admin, 'captions-editor-saved');
    await admin.context().close();

    // The course page (republished) says which lesson has captions.
    const visitor = await freshPage(browser);
    await expect
      .poll(async () => {
        await visitor.goto(`${stack.webUrl}/courses/${LESSON.course}`);
        await visitor.getByRole('tab', { name: 'Programa' }).click();
        return visitor.locator(`[data-topic-id="${LESSON.topic}"] [data-testid="topic-captions"]`).count();
      }, soon)
      .toBe(1);
    expect(await visitor.getByTestId('topic-captions').count()).toBe(1);
    expect(await visitor.getByTestId('course-captioned-count').innerText()).toBe('1 clase con subtítulos');
    await captureWidths(visitor, 'captions-course-program', async () => {
      await visitor.getByRole('tab', { name: 'Programa' }).click();
      // Framing for the screenshot only (the mark was asserted above). Playwright's
      // scrollIntoViewIfNeeded waited for the mark to be "stable" and timed out on this machine's
      // Chromium (114 checks, 60 s; cause not found), so the page scrolls it into view itself.
      await visitor.getByTestId('topic-captions').evaluate((mark) => mark.scrollIntoView({ block: 'center' }));
    });
    await visitor.context().close();

    // The buyer on a 390 px phone: captions off at first, turned on, a cue shown over the video.
    const buyer = await signUpAndConfirm(stack, { firstName: 'Inés', lastName: 'Subtitulada' });
    await grantCourse(stack, buyer, LESSON.course);
    const phone = await signedIn(browser, buyer.email, buyer.password, LESSON_PATH);
    await phone.setViewportSize({ width: 390, height: 844 });
    const toggle = phone.getByTestId('player-captions');
    await toggle.waitFor(soon);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await shownCues(phone)).toBe('');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await phone.getByTestId('topic-video').evaluate((element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      return video.play();
    });
    await expect.poll(() => shownCues(phone), soon).toBe(CUE);
    await captureWidths(phone, 'captions-player-on');

    // Remembered like the speed: on after a reload.
    await phone.reload();
    await expect.poll(() => phone.getByTestId('player-captions').getAttribute('aria-pressed'), soon).toBe('true');
    await phone.context().close();
  });
});
