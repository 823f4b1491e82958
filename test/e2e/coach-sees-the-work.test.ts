// What the coach sees of a member's training, in Chromium against the whole local stack: a member
// of planning-1 (added by the coach, from today) logged back squats 3 × 3 with 70, 72,5 and 75 kg
// (RPE 8 on the second set); the coach finds every set's kilos in the results feed and in the
// member's log, at 1366 and 390 px; on her page, her records (typed max and estimate apart, a
// dated table), the estimated-1RM chart with its days as dd/mm, and her weekly volume. Neither
// the coach's pages nor the member's Mis marcas scroll sideways at 320, 390 or 1366 px. And the
// whole loop in the browser: a member logs 3 × 5 with 72,5 kg (RPE 8) on her phone, reloads and
// reads it on her session, and the coach finds it in the feed, its records named, and her chart.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { as, subOf } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { sessionWithLift, SET_LIFT_MAX } from '../support/plannings-api';
import { freshPage } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-1';
const soon = { timeout: 60_000 };
const SETS = 'Sentadilla trasera: 3 × 70 kg · 3 × 72,5 kg (RPE 8) · 3 × 75 kg';

/** Carla, a member of planning-1 from today, who logged her squats: 3 × 3 with 70, 72,5 and 75 kg. */
async function carlaWithHerSquats(): Promise<{ member: TestUser; resultId: string }> {
  const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName: 'Carla', lastName: 'Ibáñez' });
  const { sessionId, blockId } = await sessionWithLift(stack, member, PLANNING_ID, 'BACK_SQUAT');
  const sets = [
    { reps: 3, kg: 70 },
    { reps: 3, kg: 72.5, rpe: 8 },
    { reps: 3, kg: 75 },
  ];
  const result = await given.aLoggedResult(stack, member, {
    planningId: PLANNING_ID,
    weekNumber: 1,
    sessionId,
    lifts: [{ blockId, sets }],
  });
  return { member, resultId: String(result.resultId) };
}

/** Today on the store's calendar as a chart's axis writes it (dd/mm). */
const todayOnTheAxis = (): string => {
  const [, month, day] = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}`;
};

/** A page whose canvases report every text they draw (uPlot writes its axes with fillText). */
async function pageReadingCanvasText(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnText: string[] }).drawnText = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      drawn.push(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
  return page;
}

const drawnText = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { drawnText: string[] }).drawnText);

/** The axis labels drawn so far: every day as dd/mm (today among them), never a clock time. */
async function expectDaysOnTheAxis(page: Page): Promise<void> {
  await expect.poll(async () => (await drawnText(page)).includes(todayOnTheAxis()), soon).toBe(true);
  expect((await drawnText(page)).filter((text) => /^\d{1,2}:\d{2}$/.test(text))).toEqual([]);
}

describe("the coach sees the member's sets and kilos", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows "72,5 kg" in the feed and in her log, at 1366 and 390 px', async () => {
    const { member, resultId } = await carlaWithHerSquats();
    const coach = await freshPage(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    await given.signedInOn(coach, stack, stack.admin, `/admin/coaching?planning=${PLANNING_ID}`);
    const entry = coach.getByTestId('coach-feed').locator(`li[data-result-id="${resultId}"]`);
    await expect.poll(() => entry.isVisible(), soon).toBe(true);
    expect(await entry.getByTestId('result-lines').textContent()).toContain(SETS);
    expect(await entry.getByText(/72,5 kg/).isVisible()).toBe(true);
    await then.itFitsEveryWidth(coach, 'coach-feed-sets');

    await coach.setViewportSize(VIEWPORTS.phone);
    await entry.getByRole('link', { name: 'Carla Ibáñez' }).click();
    await expect.poll(() => coach.url(), soon).toContain(`/admin/coaching/${PLANNING_ID}/members/${subOf(member)}`);
    const logged = coach.getByTestId('coach-log').locator(`li[data-result-id="${resultId}"]`);
    await expect.poll(() => logged.isVisible(), soon).toBe(true);
    expect(await logged.getByTestId('result-lines').textContent()).toContain(SETS);
    await then.itFitsEveryWidth(coach, 'coach-member-log');
  });

  it("shows her records, estimated 1RM and volume on her page, the chart's days as dd/mm", async () => {
    const { member } = await carlaWithHerSquats();
    const max = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 80 });
    expect(max.errors).toBeUndefined();
    const coach = await pageReadingCanvasText(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    await given.signedInOn(coach, stack, stack.admin, `/admin/coaching/${PLANNING_ID}/members/${subOf(member)}`);
    const card = coach.getByTestId('coach-records').locator('article[data-lift-id="BACK_SQUAT"]');
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.getByTestId('working-max').textContent()).toBe('80 kg');
    expect(await card.getByTestId('best-estimate').textContent()).toBe('82,5 kg');
    const prs = card.getByTestId('lift-prs');
    expect(await prs.isVisible()).toBe(true);
    expect(await prs.getByRole('row', { name: /Serie más pesada/ }).textContent()).toContain('75 kg');
    expect(await prs.getByRole('row', { name: /1RM estimado \(de 3 × 75 kg\)/ }).textContent()).toContain('82,5 kg');
    await expect.poll(() => card.locator('figure[data-chart="e1rm-back_squat"] canvas').count(), soon).toBeGreaterThan(0);
    await expect.poll(() => coach.locator(`figure[data-chart="volume-${PLANNING_ID}"] canvas`).count(), soon).toBeGreaterThan(0);
    await expectDaysOnTheAxis(coach);
    await then.itFitsEveryWidth(coach, 'coach-member-records');
  });

  it('takes 3 × 5 with 72,5 kg (RPE 8) from her phone; after a reload her session says it; the coach sees "72,5 kg" and her estimated-1RM chart', async () => {
    const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName: 'Dana', lastName: 'Ríos' });
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    const session = page.getByTestId('today').locator('article.session-card', { hasText: 'Sentadilla trasera' }).first();
    await expect.poll(() => session.isVisible(), soon).toBe(true);
    await session.getByRole('button', { name: 'Registrar resultado' }).click();
    const form = session.getByRole('form', { name: 'Registrar resultado' });
    const squat = form.getByRole('group', { name: 'Series de Sentadilla trasera' });
    await expect.poll(() => squat.isVisible(), soon).toBe(true);
    const rows = squat.getByRole('group', { name: /^Serie \d+$/ });
    while ((await rows.count()) > 3) await form.getByRole('button', { name: 'Quitar la última serie de Sentadilla trasera' }).click();
    while ((await rows.count()) < 3) await form.getByRole('button', { name: 'Agregar una serie de Sentadilla trasera' }).click();
    for (let set = 1; set <= 3; set += 1) {
      await form.getByLabel(`Repeticiones, serie ${set} de Sentadilla trasera`).fill('5');
      await form.getByLabel(`Carga (kg), serie ${set} de Sentadilla trasera`).fill('72,5');
      await form.getByLabel(`RPE, serie ${set} de Sentadilla trasera`).fill('8');
    }
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect.poll(() => session.getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);

    // After a reload the done session says what she did, and its history (a named button) each set's RPE and the records it set.
    await page.reload();
    const latest = session.getByTestId('session-latest-result');
    await expect.poll(() => latest.isVisible(), soon).toBe(true);
    expect(await latest.textContent()).toContain('Sentadilla trasera 3 × 5 con 72,5 kg (RPE 8)');
    await session.getByRole('button', { name: 'Historial' }).click();
    const history = session.getByRole('list', { name: 'Tu historial de esta sesión' });
    await expect.poll(() => history.isVisible(), soon).toBe(true);
    expect(await history.textContent()).toMatch(/3 × 5 con 72,5 kg \(RPE 8\).*PR.*1RM estimado [\d,]+ kg/);
    await then.itFitsEveryWidth(page, 'member-session-logged');

    const coach = await pageReadingCanvasText(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    await given.signedInOn(coach, stack, stack.admin, `/admin/coaching?planning=${PLANNING_ID}`);
    const entry = coach.getByTestId('coach-feed').locator('li', { hasText: 'Dana Ríos' }).first();
    await expect.poll(() => entry.isVisible(), soon).toBe(true);
    expect(await entry.getByTestId('result-lines').textContent()).toContain('Sentadilla trasera: 3 × 5 con 72,5 kg (RPE 8)');
    expect(
      await entry
        .getByText(/72,5 kg/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await entry.getByTestId('result-records').textContent()).toMatch(/^PR Sentadilla trasera: .*1RM estimado [\d,]+ kg/);
    await then.itFitsEveryWidth(coach, 'coach-feed-logged');

    await entry.getByRole('link', { name: 'Dana Ríos' }).click();
    await expect.poll(() => coach.url(), soon).toContain(`/admin/coaching/${PLANNING_ID}/members/${subOf(member)}`);
    const card = coach.getByTestId('coach-records').locator('article[data-lift-id="BACK_SQUAT"]');
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(
      await card
        .getByTestId('lift-prs')
        .getByRole('row', { name: /1RM estimado \(de 5 × 72,5 kg\)/ })
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => card.locator('figure[data-chart="e1rm-back_squat"] canvas').count(), soon).toBeGreaterThan(0);
    await expectDaysOnTheAxis(coach);
    await then.itFitsEveryWidth(coach, 'coach-member-logged');
  });

  it('shows Mis marcas without sideways scroll at 320 and 390 px, the chart in dd/mm and typed and estimated apart', async () => {
    const { member } = await carlaWithHerSquats();
    const max = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 80 });
    expect(max.errors).toBeUndefined();
    const page = await pageReadingCanvasText(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await given.signedInOn(page, stack, member, '/my-plannings/records');
    const chart = page.locator('figure[data-chart="e1rm-back_squat"]');
    await expect.poll(() => chart.locator('canvas').count(), soon).toBeGreaterThan(0);
    await expectDaysOnTheAxis(page);
    // Two series: her typed 80 kg does not fall to an estimate on one line.
    expect(await chart.locator('.chart-figure__legend li').allTextContents()).toEqual(['Máximo cargado', '1RM estimado']);
    await then.itFitsEveryWidth(page, 'my-records');
  });
});
