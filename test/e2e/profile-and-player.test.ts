// Issue 17 in a real browser: the profile page (names saved to the header and kept after a reload,
// the e-mail preference, a new password with the current one required), the lesson player's
// lengths, downloadable PDF plan for the owner only, and the video resuming where the buyer left
// it; screenshots of each at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, seriousAccessibilityViolations } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { grantCourse } from '../support/grants';
import { callGraphql } from '../support/graphql-client';
import { accountButton, alertText, fillSignIn, freshPage, signInLink, waitForPath } from './auth-browser-steps';

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

/** Screenshots of the page as it is now, at each width: no sideways scroll, no serious axe finding. */
async function captureWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 400 ? 780 : 900 });
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${name} at ${width}px sticks out: ${overflow.widest.join('; ')}`).toBeLessThanOrEqual(overflow.viewport);
    if (width !== 390) expect(await seriousAccessibilityViolations(page), `${name} at ${width}px`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

describe('profile and lesson player (browser)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes names and the e-mail preference from the account menu, and the password with the current one', async () => {
    const user = await signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' });
    const page = await signedIn(browser, user, '/');
    await accountButton(page, 'Ana', 'Pérez').click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await waitForPath(page, '/my-profile');
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor(soon);
    await expect.poll(() => page.getByLabel('Nombre', { exact: true }).inputValue(), soon).toBe('Ana');
    await captureWidths(page, 'profile');

    // The sign-up rules, in the browser before anything is sent.
    await page.getByLabel('Nombre', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.locator('#profile-first-name-error').innerText()).toBe('Ingresá tu nombre.');

    await page.getByLabel('Nombre', { exact: true }).fill('Łucja');
    await page.getByLabel('Apellido', { exact: true }).fill('Nguyễn');
    await page.getByLabel('Novedades, cursos nuevos y ofertas').check();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => alertText(page), soon).toContain('Guardamos tus datos.');
    // The header follows, and a reload reads the saved profile.
    await accountButton(page, 'Łucja', 'Nguyễn').waitFor(soon);
    await page.reload();
    await expect.poll(() => page.getByLabel('Apellido', { exact: true }).inputValue(), soon).toBe('Nguyễn');
    expect(await page.getByLabel('Novedades, cursos nuevos y ofertas').isChecked()).toBe(true);

    // A wrong current password is refused; a new one below the pool policy never reaches Cognito.
    await page.getByLabel('Contraseña actual', { exact: true }).fill('Incorrecta2026');
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => page.locator('#profile-new-password-error').innerText()).toContain('La contraseña necesita');
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva2026x');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => alertText(page), soon).toContain('La contraseña actual no es correcta.');
    await page.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => alertText(page), soon).toContain('Cambiamos tu contraseña.');
    await captureWidths(page, 'profile-saved');

    // Signed out, the new password is the one that works.
    await accountButton(page, 'Łucja', 'Nguyễn').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signInLink(page).waitFor(soon);
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow();
    await page.goto(`${stack.webUrl}/auth/sign-in`);
    await fillSignIn(page, user.email, 'Nueva2026x');
    await accountButton(page, 'Łucja', 'Nguyễn').waitFor(soon);
    await page.context().close();
  });

  it("shows lesson lengths and the course's total, the PDF plan to its owner only, and resumes the video", async () => {
    const [owner, stranger] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack)]);
    await grantCourse(stack, owner, 'course-4');

    // The course page's syllabus: each video lesson's length and the total (117 minutes).
    const visitor = await freshPage(browser);
    await visitor.goto(`${stack.webUrl}/courses/course-4`);
    await visitor.getByRole('tab', { name: 'Programa' }).click();
    await expect.poll(() => visitor.getByTestId('course-total-duration').innerText(), soon).toBe('1 h 57 min de video');
    expect(await visitor.getByTestId('topic-duration').count()).toBe(14);
    await captureWidths(visitor, 'course-program-durations');
    await visitor.context().close();

    // The owner on week 1 of the plan: the PDF, signed, saved under its name.
    const page = await signedIn(browser, owner, '/lessons/course-4/course-4-t15');
    const link = page.getByTestId('topic-materials').getByRole('link', { name: 'Plan de 4 semanas (PDF)' });
    await link.waitFor(soon);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('X-Amz-Signature=');
    const pdf = await fetch(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect.poll(() => page.locator('.lesson-sidebar__count').first().innerText(), soon).toContain('1 h 57 min');
    await captureWidths(page, 'lesson-materials');

    // Someone who does not own the course gets the lock and no address.
    const other = await signedIn(browser, stranger, '/lessons/course-4/course-4-t15');
    await other.getByText('Comprá el curso para ver esta clase.').first().waitFor(soon);
    expect(await other.getByTestId('topic-materials').count()).toBe(0);
    expect(await other.content()).not.toContain('pull-ups-plan-4-semanas.pdf');
    await other.context().close();

    // A video lesson: its length in the header; played to 2 s and paused, it resumes there.
    await page.goto(`${stack.webUrl}/lessons/course-4/course-4-t02`);
    const video = page.getByTestId('topic-video');
    await video.waitFor(soon);
    await expect.poll(() => page.locator('.lesson-player__unit').innerText(), soon).toContain('8 min');
    await video.evaluate(async (element) => {
      const player = element as HTMLVideoElement;
      if (player.readyState < 1) await new Promise((done) => player.addEventListener('loadedmetadata', done, { once: true }));
      player.muted = true;
      player.currentTime = 2.4;
      await new Promise((done) => player.addEventListener('seeked', done, { once: true }));
      await player.play();
      player.pause();
    });
    const api = await signIn(stack, owner.email, owner.password);
    const stored = async () =>
      (
        await callGraphql(
          stack,
          { token: api.accessToken },
          `query { getTopicContent(itemId: "course-4", topicId: "course-4-t02") { resumeAtSeconds } }`,
        )
      ).data?.['getTopicContent']?.resumeAtSeconds;
    await expect.poll(stored, soon).toBe(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('video-resumed').innerText(), soon).toBe('Seguís desde 0:02, donde lo dejaste.');
    expect(await page.getByTestId('topic-video').evaluate((element) => Math.floor((element as HTMLVideoElement).currentTime))).toBe(2);
    await captureWidths(page, 'lesson-resumed');
    await page.context().close();
  });
});
