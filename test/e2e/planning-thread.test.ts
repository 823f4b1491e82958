// The member's thread with her coach (decision 159) in Chromium against the whole local stack: a
// member of planning-5 on a 390 px phone writes to her coach from her plan; the coach at 1366 px
// sees the unread mark beside her name in Seguimiento, in its member list and in its results feed
// (she logged today's session), opens her page, reads (the marks go) and answers; the member sees "1" on her planning card and on "Mensajes", opens the thread, and the
// mark is gone. Screenshots at 320, 390 and 1366 px of both sides; nothing scrolls sideways at 320.
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
const QUESTION = '¿El jueves hago la sesión larga aunque me duelan los gemelos?';
const ANSWER = 'Hacela más corta y avisame cómo te fue.';

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function shots(page: Page, name: string) {
  for (const width of [390, 320, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
    await screenshot(page, `${name}-${width}`);
    if (width === 320) expect(await sideways(page)).toBeLessThanOrEqual(0);
  }
}

describe('a member and her coach talk in her thread, with unread marks both ways', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the member writes at 390, the coach at 1366 sees the mark and answers, the member sees 1 then 0', async () => {
    const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName: 'Lía', lastName: 'Hilo' });

    // The member, on her phone, from her plan.
    const phone = await freshPage(browser);
    await phone.setViewportSize(VIEWPORTS.phone);
    await phone.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/my-plannings/${PLANNING_ID}`)}`);
    await fillSignIn(phone, member.email, member.password);
    await waitForPath(phone, `/my-plannings/${PLANNING_ID}`);
    await phone.getByTestId('open-planning-thread').click();
    const thread = phone.getByTestId('planning-thread');
    await expect.poll(() => thread.isVisible(), soon).toBe(true);
    await thread.getByLabel('Escribile a tu coach').fill(QUESTION);
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => thread.getByTestId('planning-thread-message').first().textContent(), soon).toContain(QUESTION);
    await shots(phone, 'planning-thread-member');
    const result = await given.aLoggedResult(stack, member, { planningId: PLANNING_ID, weekNumber: 1, sessionId: SESSION_ID, rpe: 8 });

    // The coach at 1366: the mark beside her name, her page, the answer.
    const coach = await freshPage(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    await coach.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/admin/coaching?planning=${PLANNING_ID}`)}`);
    await fillSignIn(coach, stack.admin.email, stack.admin.password);
    await waitForPath(coach, `/admin/coaching?planning=${PLANNING_ID}`);
    const row = coach.getByTestId('coach-members').locator(`tr[data-user-id="${subOf(member)}"]`);
    await expect.poll(() => row.getByTestId('unread-badge').textContent(), soon).toBe('1');
    expect(await row.getByTestId('unread-badge').getAttribute('aria-label')).toBe('1 mensaje sin leer');
    await row.scrollIntoViewIfNeeded();
    await screenshot(coach, 'planning-thread-coach-list-1366');
    const feedEntry = coach.getByTestId('coach-feed').locator(`[data-result-id="${result.resultId}"]`);
    await expect.poll(() => feedEntry.getByTestId('unread-badge').textContent(), soon).toBe('1');
    await feedEntry.scrollIntoViewIfNeeded();
    await shots(coach, 'planning-thread-coach-feed');
    await coach.setViewportSize(VIEWPORTS.desktop);
    await row.getByRole('link', { name: 'Lía Hilo' }).click();
    const coachThread = coach.getByTestId('planning-thread');
    await expect.poll(() => coachThread.getByTestId('planning-thread-message').first().textContent(), soon).toContain(QUESTION);
    await coachThread.getByLabel('Escribile a Lía Hilo').fill(ANSWER);
    await coachThread.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => coachThread.getByTestId('planning-thread-message').count(), soon).toBe(2);
    await shots(coach, 'planning-thread-coach');
    // Read: back in the list, no mark beside her.
    await coach.setViewportSize(VIEWPORTS.desktop);
    await coach.goto(`${stack.webUrl}/admin/coaching?planning=${PLANNING_ID}`);
    await expect.poll(() => row.isVisible(), soon).toBe(true);
    await expect.poll(() => row.getByTestId('unread-badge').count(), soon).toBe(0);
    await expect.poll(() => feedEntry.isVisible(), soon).toBe(true);
    expect(await feedEntry.getByTestId('unread-badge').count()).toBe(0);

    // The member: 1 on her card and on "Mensajes", then 0 once she opened the thread.
    await phone.setViewportSize(VIEWPORTS.phone);
    await phone.goto(`${stack.webUrl}/my-plannings`);
    const card = phone.locator(`[data-planning-id="${PLANNING_ID}"]`);
    await expect.poll(() => card.getByTestId('planning-card-unread').textContent(), soon).toContain('1 mensaje nuevo de tu coach');
    await screenshot(phone, 'planning-thread-member-card-390');
    await card.getByRole('link', { name: 'Entrenar' }).click();
    await waitForPath(phone, `/my-plannings/${PLANNING_ID}`);
    const open = phone.getByTestId('open-planning-thread');
    await expect.poll(() => open.getByTestId('unread-badge').textContent(), soon).toBe('1');
    await open.click();
    await expect.poll(() => thread.getByTestId('planning-thread-message').count(), soon).toBe(2);
    expect(await thread.getByTestId('planning-thread-message').last().textContent()).toContain('Nuevo');
    await expect.poll(() => open.getByTestId('unread-badge').count(), soon).toBe(0);
    await phone.goto(`${stack.webUrl}/my-plannings`);
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.getByTestId('planning-card-unread').count()).toBe(0);
  });
});
