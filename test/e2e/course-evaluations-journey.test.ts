// Issue 26 in a real browser: course-1's final quiz taken as a buyer (fail, retry, pass, the
// certificate downloaded), course-3's evaluation video uploaded by the buyer and approved by the
// admin (then the certificate), and the player's speed and captions remembered across a reload,
// with its keyboard shortcuts and the buyer's name over the video. Screenshots of the quiz, the
// submission and the player at 320, 390 and 1366 px.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedEvaluations } from '../../functions/seed/evaluations';
import { horizontalOverflow, seriousAccessibilityViolations } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { as } from '../support/buying';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { grantCourse } from '../support/grants';
import { callGraphql } from '../support/graphql-client';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const WIDTHS = [320, 390, 1366] as const;

async function signedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
  await fillSignIn(page, user.email, user.password);
  await waitForPath(page, path);
  return page;
}

async function captureWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 400 ? 780 : 900 });
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${name} at ${width}px sticks out: ${overflow.widest.join('; ')}`).toBeLessThanOrEqual(overflow.viewport);
    if (width !== 390) expect(await seriousAccessibilityViolations(page), `${name} at ${width}px`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const quiz = seedEvaluations.find((evaluation) => evaluation.itemId === 'course-1');

/** Answers the questions on screen: right for the first `right` of the seed's order, wrong for the others. */
async function answerQuiz(page: Page, right: number): Promise<void> {
  for (const [index, question] of (quiz?.questions ?? []).entries()) {
    const group = page.locator('fieldset', { has: page.locator('legend', { hasText: question.text }) });
    const wrong = question.options.find((option) => !question.correctOptionIds.includes(option.id));
    // Where every option is right (q04), choosing only one is the wrong answer.
    const chosen = index < right ? question.correctOptionIds : wrong ? [wrong.id] : question.correctOptionIds.slice(0, 1);
    for (const optionId of chosen) {
      const text = question.options.find((option) => option.id === optionId)?.text ?? '';
      await group.getByLabel(text, { exact: true }).check();
    }
  }
}

describe('course evaluations and the player (browser)', () => {
  let browser: Browser;
  let admin: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signInAdmin(stack);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('course-1: the buyer fails the quiz, retries, passes and downloads the certificate', async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Carla', lastName: 'Quiroga' });
    await grantCourse(stack, buyer, 'course-1');
    const certificateTopic = await given.everyLessonCompleted(stack, buyer, 'course-1');
    const page = await signedIn(browser, buyer, `/lessons/course-1/${certificateTopic}`);
    const form = page.getByTestId('quiz-form');
    await form.waitFor(soon);
    expect(await page.getByTestId('certificate-panel').innerText()).toContain('Aprobá la evaluación final para descargar tu certificado.');
    expect(await page.getByRole('button', { name: 'Descargar certificado' }).count()).toBe(0);
    await captureWidths(page, 'evaluation-quiz');

    // Sending with a question unanswered is stopped here (the server refuses it too).
    await page.getByTestId('quiz-submit').click();
    await page.getByText('Te faltan responder 10 preguntas.').waitFor(soon);

    await answerQuiz(page, 6);
    await page.getByTestId('quiz-submit').click();
    const failed = page.getByTestId('quiz-failed');
    await failed.waitFor(soon);
    expect(await failed.innerText()).toContain('Sacaste 60 %. Necesitás 70 % para aprobar. Te quedan 2 intentos.');
    // How many were right, not which (said only once passed).
    expect(await failed.innerText()).toContain('Acertaste 6 de 10 preguntas.');
    expect(await failed.innerText()).not.toContain('Revisá');
    await captureWidths(page, 'evaluation-quiz-failed');

    await page.getByTestId('quiz-retry').click();
    await form.waitFor(soon);
    await answerQuiz(page, 10);
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-passed').waitFor(soon);
    expect(await page.getByTestId('quiz-passed').innerText()).toContain('Aprobaste la evaluación con 100 %');

    const downloadButton = page.getByRole('button', { name: 'Descargar certificado' });
    await downloadButton.waitFor(soon);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('certificado-course-1.pdf');
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // How to share it: its public page, and LinkedIn's form filled with the same page and code.
    const share = page.getByRole('group', { name: 'Compartir tu certificado' });
    await share.waitFor(soon);
    const publicPage = (await share.getByRole('link', { name: /\/certificados\// }).getAttribute('href')) ?? '';
    expect(publicPage).toMatch(new RegExp(`^${stack.webUrl}/certificados/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$`));
    const linkedIn = new URL((await share.getByRole('link', { name: 'Agregar a LinkedIn' }).getAttribute('href')) ?? '');
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(linkedIn.searchParams.get('certUrl')).toBe(publicPage);
    expect(linkedIn.searchParams.get('certId')).toBe(publicPage.split('/').at(-1));
    expect(linkedIn.searchParams.get('issueYear')).toBe(String(new Date().getFullYear()));
    expect(linkedIn.searchParams.get('name')).toBeTruthy();
    await captureWidths(page, 'certificate-share');
    await page.goto(publicPage);
    await page.getByTestId('certificate-valid').waitFor(soon);
    // The evaluation the PDF names, named on the public page too.
    expect(await page.locator('.certificate-check__lead').innerText()).toMatch(/^completó el curso .+ y aprobó su evaluación final\.$/);
    await page.context().close();
  });

  it('course-3: the buyer uploads a video, the admin approves it, the buyer downloads the certificate', async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Vera', lastName: 'Manos' });
    await grantCourse(stack, buyer, 'course-3');
    const certificateTopic = await given.everyLessonCompleted(stack, buyer, 'course-3');
    const page = await signedIn(browser, buyer, `/lessons/course-3/${certificateTopic}`);
    await page.getByTestId('submission-form').waitFor(soon);
    await captureWidths(page, 'evaluation-submission');
    await page.getByTestId('submission-files').setInputFiles([
      { name: 'vertical-frente.mp4', mimeType: 'video/mp4', buffer: Buffer.from('video de frente') },
      { name: 'vertical-perfil.webm', mimeType: 'video/webm', buffer: Buffer.from('video de perfil') },
    ]);
    await page.getByTestId('submission-send').click();
    const pending = page.getByTestId('submission-pending');
    await pending.waitFor(soon);
    expect(await pending.innerText()).toContain('Recibimos tus 2 videos');
    await captureWidths(page, 'evaluation-submission-pending');

    // The admin reviews it.
    const adminPage = await signedIn(browser, admin, '/admin/evaluations');
    const card = adminPage.getByTestId('submission-card').filter({ hasText: buyer.email });
    await card.waitFor(soon);
    expect(await card.locator('video').count()).toBe(2);
    await captureWidths(adminPage, 'admin-evaluation-review');
    await card.getByTestId('submission-approve').click();
    await adminPage.getByText('Evaluación aprobada').waitFor(soon);
    await adminPage.context().close();

    await page.reload();
    await page.getByTestId('submission-approved').waitFor(soon);
    const downloadButton = page.getByRole('button', { name: 'Descargar certificado' });
    await downloadButton.waitFor(soon);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('certificado-course-3.pdf');
    await page.context().close();
  });

  it('the player keeps speed and captions across a reload, answers the keyboard and shows the buyer’s name', async () => {
    // The admin uploads Spanish captions for course-2's first lesson, as the topic editor does.
    const lesson = { item: 'course-2', topic: 'course-2-t01' };
    const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nRespirá por la nariz.\n', 'utf8');
    const signed = await callGraphql(
      stack,
      as(admin),
      `mutation($item: ID!, $topic: ID!, $size: Int!) { createTopicCaptionsUpload(itemId: $item, topicId: $topic, sizeBytes: $size) { uploadUrl captionsKey } }`,
      { ...lesson, size: vtt.length },
    );
    expect(signed.errors).toBeUndefined();
    const put = await fetch(signed.data?.['createTopicCaptionsUpload'].uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/vtt', 'if-none-match': '*' },
      body: vtt,
    });
    expect(put.status).toBe(200);
    const current = await callGraphql(
      stack,
      as(admin),
      `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { text } }`,
      lesson,
    );
    const updated = await callGraphql(
      stack,
      as(admin),
      `mutation($input: UpdateTopicContentInput!) { updateTopicContent(input: $input) { captionsUrl } }`,
      {
        input: {
          itemId: 'course-2',
          topicId: 'course-2-t01',
          text: current.data?.['getTopicContent'].text,
          captionsKey: signed.data?.['createTopicCaptionsUpload'].captionsKey,
        },
      },
    );
    expect(updated.data?.['updateTopicContent'].captionsUrl).toContain('X-Amz-Signature=');

    const owner = await signUpAndConfirm(stack, { firstName: 'Mora', lastName: 'Nasal' });
    await grantCourse(stack, owner, 'course-2');
    const page = await signedIn(browser, owner, '/lessons/course-2/course-2-t01');
    const video = page.getByTestId('topic-video');
    await video.waitFor(soon);
    expect(await video.getAttribute('controlslist')).toContain('nodownload');
    expect(await page.getByTestId('video-watermark').innerText()).toBe('Mora Nasal');

    await page.getByTestId('player-speed').selectOption('1.5');
    const captions = page.getByTestId('player-captions');
    await captions.waitFor(soon);
    await captions.click();
    await expect.poll(() => captions.getAttribute('aria-pressed')).toBe('true');
    await page.reload();

    await video.waitFor(soon);
    await expect.poll(() => page.getByTestId('player-speed').inputValue(), soon).toBe('1.5');
    await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).playbackRate), soon).toBe(1.5);
    await expect.poll(() => page.getByTestId('player-captions').getAttribute('aria-pressed'), soon).toBe('true');
    await expect
      .poll(
        () =>
          video.evaluate((element) =>
            Array.from((element as HTMLVideoElement).textTracks).map((track) => `${track.language}:${track.mode}`),
          ),
        soon,
      )
      .toEqual(['es:showing']);

    // Keyboard: > speeds up, c hides the captions, → moves 5 s.
    await video.evaluate(async (element) => {
      const player = element as HTMLVideoElement;
      if (player.readyState < 1) await new Promise((done) => player.addEventListener('loadedmetadata', done, { once: true }));
    });
    await page.getByTestId('topic-video-frame').focus();
    await page.keyboard.press('>');
    await expect.poll(() => page.getByTestId('player-speed').inputValue()).toBe('1.75');
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('player-captions').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((element) => Math.round((element as HTMLVideoElement).currentTime))).toBeGreaterThanOrEqual(1);
    await page.keyboard.press('c');
    await captureWidths(page, 'lesson-player-controls');
    await page.context().close();
  });
});
