// Results and records on a phone, in Chromium against the whole local stack: a member of
// planning-1 (added by the coach, starting today) logs 3 sets of back squat in today's session —
// first typing "10.000" kg, which is refused and marked, never saved as 10 —, sees her records
// celebrated and takes the estimate as her working max with one tap (the session's loads follow);
// "Mis marcas" shows the squat's estimated 1RM on a chart (and in a table for screen readers);
// a heavier session makes it rise. Screenshots at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import type { TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { callGraphql } from '../support/graphql-client';
import { sessionWithLift, SET_LIFT_MAX } from '../support/plannings-api';
import { freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-1';
const soon = { timeout: 60_000 };

// Each test arranges its own member (and, for the charts, her first squat session and the max she
// took from it, through the API), so any one runs alone.
describe('a member logs squat sets on her phone and watches her estimated 1RM rise', () => {
  let browser: Browser;

  const squatSession = (page: Page) => page.getByTestId('today').locator('article.session-card', { hasText: 'Sentadilla trasera' }).first();
  const squatSets = (form: Locator) => form.getByRole('group', { name: 'Series de Sentadilla trasera' });

  /** Opens the form, keeps `count` set rows and fills them with reps × kg. */
  async function logSquat(page: Page, count: number, reps: string, kg: string) {
    const session = squatSession(page);
    await session.getByRole('button', { name: /Registrar (otro )?resultado/ }).click();
    const form = session.getByRole('form', { name: 'Registrar resultado' });
    await expect.poll(() => squatSets(form).isVisible(), soon).toBe(true);
    const rows = squatSets(form).getByRole('group', { name: /^Serie \d+$/ });
    while ((await rows.count()) > count) await form.getByRole('button', { name: 'Quitar la última serie de Sentadilla trasera' }).click();
    for (let set = 1; set <= count; set += 1) {
      await form.getByLabel(`Repeticiones, serie ${set} de Sentadilla trasera`).fill(reps);
      await form.getByLabel(`Carga (kg), serie ${set} de Sentadilla trasera`).fill(kg);
    }
    return form;
  }

  /**
   * Lucía, added by the coach to planning-1 from today (with what `before` arranges for her), signed
   * in on her plan on a phone.
   */
  async function lucia(before: (member: TestUser) => Promise<void> = async () => {}): Promise<{ member: TestUser; page: Page }> {
    const member = await given.aMemberOf(stack, PLANNING_ID, { days: 84 }, { firstName: 'Lucía', lastName: 'Sosa' });
    await before(member);
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    await expect.poll(() => squatSession(page).isVisible(), soon).toBe(true);
    return { member, page };
  }

  /** Lucía after her first squat session, 3 × 3 with 72,5 kg, with its estimate (79,5 kg) taken as her max. */
  const luciaAfterHerFirstSquats = () =>
    lucia(async (member) => {
      const { sessionId, blockId } = await sessionWithLift(stack, member, PLANNING_ID, 'BACK_SQUAT');
      const sets = [1, 2, 3].map(() => ({ reps: 3, kg: 72.5 }));
      await given.aLoggedResult(stack, member, { planningId: PLANNING_ID, weekNumber: 1, sessionId, lifts: [{ blockId, sets }] });
      const max = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 79.5 });
      expect(max.errors).toBeUndefined();
    });

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses "10.000" kg with its reason, marking the field, and saves nothing', async () => {
    const { page } = await lucia();
    const form = await logSquat(page, 3, '3', '72,5');
    const first = form.getByLabel('Carga (kg), serie 1 de Sentadilla trasera');
    await first.fill('10.000');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect
      .poll(() => form.getByText(/La carga no puede superar 500 kg\. Leímos el punto como separador de miles/).isVisible(), soon)
      .toBe(true);
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Invalid input').count()).toBe(0);
    await screenshot(page, 'training-result-form-error-390');
    await first.fill('72,5');
    expect(await first.getAttribute('aria-invalid')).toBe('true'); // until she sends again
  });

  it('logs 3 × 3 with 72,5 kg, sees her first records celebrated and takes the estimate as her working max', async () => {
    const { page } = await lucia();
    const session = squatSession(page);
    const form = await logSquat(page, 3, '3', '72,5');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    const celebration = session.getByRole('status', { name: 'Nuevos récords' });
    await expect.poll(() => celebration.getByText('¡Nuevo récord!').isVisible(), soon).toBe(true);
    expect(await celebration.getByText('1RM estimado 79,5 kg (tu primera marca)').isVisible()).toBe(true);
    await expect.poll(() => session.getByText('Sentadilla trasera 3 × 3 con 72,5 kg').isVisible(), soon).toBe(true);
    await expect.poll(() => session.getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await celebration.scrollIntoViewIfNeeded();
      await screenshot(page, `training-record-celebrated-${width}`);
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await celebration.getByRole('button', { name: 'Usar 79,5 kg como mi máximo de Sentadilla trasera' }).click();
    await expect
      .poll(() => celebration.getByText('Listo: tus cargas de Sentadilla trasera se calculan con 79,5 kg.').isVisible(), soon)
      .toBe(true);
    // The session's percentage now reads in kilos of that max.
    await expect
      .poll(() => session.getByText(/con [\d,]+ kg \(\d+(,\d+)? % de tu 1RM de Sentadilla trasera\)/).isVisible(), soon)
      .toBe(true);
  });

  it('shows the estimated 1RM on a chart in "Mis marcas", with its table for screen readers', async () => {
    const { page } = await luciaAfterHerFirstSquats();
    await page.getByRole('link', { name: 'Ver mis récords y mi progreso' }).click();
    await waitForPath(page, '/my-plannings/records');
    const card = page.locator('article[data-lift-id="BACK_SQUAT"]');
    await expect.poll(() => card.getByRole('heading', { name: 'Sentadilla trasera' }).isVisible(), soon).toBe(true);
    const chart = card.locator('figure[data-chart="e1rm-back_squat"]');
    await expect.poll(() => chart.locator('canvas').count(), soon).toBeGreaterThan(0);
    const table = chart.getByRole('table');
    expect(await table.getByRole('row').count()).toBe(3); // header, the estimate, the max she took
    expect(await table.getByRole('cell', { name: 'Estimado de 3 × 72,5 kg' }).count()).toBe(1);
    expect(await card.getByText('79,5 kg').first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('figure[data-chart="compliance-planning-1"] canvas').count(), soon).toBeGreaterThan(0);
  });

  it('logs a heavier session: the chart rises', async () => {
    const { page } = await luciaAfterHerFirstSquats();
    await expect.poll(() => squatSession(page).isVisible(), soon).toBe(true);
    const form = await logSquat(page, 3, '3', '80');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    const celebration = squatSession(page).getByRole('status', { name: 'Nuevos récords' });
    await expect.poll(() => celebration.getByText('1RM estimado 88 kg (antes 79,5 kg)').isVisible(), soon).toBe(true);

    await page.goto(`${stack.webUrl}/my-plannings/records`);
    const chart = page.locator('figure[data-chart="e1rm-back_squat"]');
    await expect.poll(() => chart.locator('canvas').count(), soon).toBeGreaterThan(0);
    // The numbers of the chart's table for screen readers (the drawing's legend, hidden from them, is not read).
    const values = await chart.getByRole('table').locator('tbody tr td:first-of-type').allTextContents();
    expect(values).toEqual(['79,5', '79,5', '88']);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await chart.scrollIntoViewIfNeeded();
      await screenshot(page, `training-records-${width}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'training-records-1366');
  });
});
