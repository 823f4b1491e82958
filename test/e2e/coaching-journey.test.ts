// The coaching loop in Chromium against the whole local stack: a member of planning-5 (added by
// the coach, started today) logs today's session; the coach opens "Seguimiento", sees her among
// the members and her result in the feed, and comments on it; the member gets the e-mail in the
// local mailbox and reads the reply on her session, on a phone, and answers. Screenshots of the
// coach's view and of the member's thread at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { subOf } from '../support/buying';
import { digestMails } from '../support/comment-digests';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-5';
const soon = { timeout: 60_000 };
const COMMENT = 'Buen tiempo, Marta. La próxima, bajá el descanso entre rondas.';

/** Marta, a member of planning-5 added by the coach from today, who logged today's session. */
async function martaWithAResult() {
  const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName: 'Marta', lastName: 'Sosa' });
  const result = await given.aLoggedResult(stack, member, {
    planningId: PLANNING_ID,
    weekNumber: 1,
    sessionId: 's-p5-w1-d1-1',
    timeSeconds: 1112,
    notes: 'Me costó el final',
  });
  return { member, result };
}

// Each test arranges its own member and result (the reply's test has the coach's comment sent
// through the API), so either runs alone.
describe('the coach answers a result and the member reads it on her session', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the coach her member and her result, and takes a comment from the feed', async () => {
    const { member } = await martaWithAResult();
    const coach = await freshPage(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    await coach.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/admin/coaching?planning=${PLANNING_ID}`)}`);
    await fillSignIn(coach, stack.admin.email, stack.admin.password);
    await waitForPath(coach, `/admin/coaching?planning=${PLANNING_ID}`);
    const row = coach.getByTestId('coach-members').locator(`tr[data-user-id="${subOf(member)}"]`);
    await expect.poll(() => row.isVisible(), soon).toBe(true);
    expect(await row.textContent()).toContain('Marta Sosa');
    expect(await row.locator('td[data-label="7 días"]').textContent()).toBe('100 %');

    const entry = coach.getByTestId('coach-feed').locator('li', { hasText: 'Marta Sosa' }).first();
    await expect.poll(() => entry.isVisible(), soon).toBe(true);
    expect(await entry.textContent()).toContain('18:32');
    await entry.getByRole('button', { name: 'Comentar' }).click();
    await entry.getByLabel('Tu comentario').fill(COMMENT);
    await entry.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => entry.getByTestId('thread-message').first().textContent(), soon).toContain(COMMENT);

    for (const width of [1366, 390, 320]) {
      await coach.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await screenshot(coach, `coaching-coach-view-${width}`);
    }
    const overflow = await coach.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('e-mails the member once, and shows her the reply on her session, where she answers', async () => {
    const { member, result } = await martaWithAResult();
    await given.aCoachComment(stack, member, result, COMMENT);
    const notices = await digestMails(stack, member.email, (mail) => mail.subject.startsWith('Tu coach comentó tu resultado'), 1);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.html).toContain('bajá el descanso');

    const memberPage = await freshPage(browser);
    await memberPage.setViewportSize(VIEWPORTS.phone);
    await memberPage.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/my-plannings/${PLANNING_ID}`)}`);
    await fillSignIn(memberPage, member.email, member.password);
    await waitForPath(memberPage, `/my-plannings/${PLANNING_ID}`);
    const thread = memberPage.getByTestId('today').getByTestId('session-threads').first();
    await expect.poll(() => thread.isVisible(), soon).toBe(true);
    expect(await thread.getByTestId('thread-message').first().textContent()).toContain(COMMENT);
    await thread.scrollIntoViewIfNeeded();
    for (const width of [390, 320, 1366]) {
      await memberPage.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await thread.scrollIntoViewIfNeeded();
      await screenshot(memberPage, `coaching-member-thread-${width}`);
    }
    await memberPage.setViewportSize(VIEWPORTS.phone);

    await thread.getByLabel('Responder').fill('¡Gracias! El jueves lo pruebo.');
    await thread.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => thread.getByTestId('thread-message').count(), soon).toBe(2);
    // Her reply reaches the coach in the digest about her, once.
    const toCoach = await digestMails(stack, 'contacto@impulso.local', (mail) => mail.text.includes(subOf(member)), 1);
    expect(toCoach).toHaveLength(1);
    expect(toCoach.at(-1)?.text).toContain('El jueves lo pruebo');
  });
});
