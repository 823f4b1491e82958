// A member's check-in on a 390 px phone against the whole local stack (issue 40): from her day view
// to the check-in page, which asks her consent first (health data, Ley 25.326: nothing is stored
// before it; the box unticked is refused naming it); then today's scores and weight, a weight out
// of range refused naming the field, the day listed, deleted, and the consent withdrawn, which
// deletes everything and asks again; her coach sees the day on her member page. Screens at 320,
// 390 and 1366 px fit their width.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { subOf } from '../support/buying';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { freshPage } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-1';
const soon = { timeout: 60_000 };

describe('a member’s check-in, with her consent', () => {
  let browser: Browser;
  let page: Page;
  let member: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await signUpAndConfirm(stack, { firstName: 'Caro', lastName: 'Luna' });
    const admin = { token: (await signInAdmin(stack)).accessToken };
    const today = toStoreDate(new Date());
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: {
        planningId: PLANNING_ID,
        email: member.email,
        firstName: 'Caro',
        lastName: 'Luna',
        startDate: today,
        endDate: addDays(today, 83),
      },
    });
    page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const saved = () => page.getByRole('status').filter({ hasText: 'Guardamos tu check-in de hoy.' });

  it('asks her consent before anything is kept, and refuses an unticked box naming it', async () => {
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    await page.getByRole('link', { name: 'Hacé tu check-in' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Antes de empezar' }).isVisible(), soon).toBe(true);
    await then.itFitsEveryWidth(page, 'check-in-consent');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Empezar mis check-ins' }).click();
    expect(await page.getByText('Para empezar, marcá que aceptás.').isVisible()).toBe(true);
    await page.getByLabel('Acepto que guarden mis check-ins y que los vea mi coach.').check();
    await page.getByRole('button', { name: 'Empezar mis check-ins' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar check-in' }).isVisible(), soon).toBe(true);
  });

  it('keeps today’s scores and weight; a weight out of range is refused naming the field, and nothing is saved', async () => {
    await page
      .getByRole('radiogroup', { name: /^Sueño/ })
      .getByRole('radio', { name: '4', exact: true })
      .check();
    await page
      .getByRole('radiogroup', { name: /^Energía/ })
      .getByRole('radio', { name: '3', exact: true })
      .check();
    await page.getByLabel('Peso (kg)').fill('500');
    await page.getByRole('button', { name: 'Guardar check-in' }).click();
    await expect.poll(() => page.getByText(/El peso corporal debe estar entre 20 y 300 kg/).isVisible(), soon).toBe(true);
    expect(await page.getByText('Todavía no hiciste ningún check-in.').isVisible()).toBe(true);
    await page.getByLabel('Peso (kg)').fill('61,5');
    await page.getByRole('button', { name: 'Guardar check-in' }).click();
    await expect.poll(() => saved().isVisible(), soon).toBe(true);
    const today = page.getByRole('listitem').filter({ hasText: 'Hoy' });
    await expect.poll(() => today.textContent(), soon).toContain('Sueño 4 · Energía 3 · 61,5 kg');
    await then.itFitsEveryWidth(page, 'check-in-saved');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('shows her coach the day on her member page at 1366 px, as she gave it', async () => {
    const coach = await given.aSignedInPage(browser, stack, stack.admin, `/admin/coaching/${PLANNING_ID}/members/${subOf(member)}`);
    try {
      await coach.setViewportSize(VIEWPORTS.desktop);
      const checkIns = coach.getByTestId('coach-check-ins');
      await expect.poll(() => checkIns.textContent(), soon).toContain('Hoy Sueño 4 · Energía 3 · 61,5 kg');
      await checkIns.screenshot({ path: 'test-results/screenshots/coach-check-ins-1366.png' });
    } finally {
      await coach.close();
    }
  });

  it('deletes the day, then withdraws the consent, which deletes everything and asks again', async () => {
    await page.getByRole('button', { name: 'Borrar el check-in de hoy' }).click();
    await expect.poll(() => page.getByText('Todavía no hiciste ningún check-in.').isVisible(), soon).toBe(true);
    await page
      .getByRole('radiogroup', { name: /^Ánimo/ })
      .getByRole('radio', { name: '5', exact: true })
      .check();
    await page.getByRole('button', { name: 'Guardar check-in' }).click();
    await expect.poll(() => saved().isVisible(), soon).toBe(true);
    await page.getByRole('button', { name: 'Retirar mi consentimiento y borrar todos mis check-ins' }).click();
    await page.getByRole('button', { name: 'Sí, borrar todo' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Antes de empezar' }).isVisible(), soon).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Antes de empezar' }).isVisible(), soon).toBe(true);
    expect(await page.getByRole('button', { name: 'Guardar check-in' }).count()).toBe(0);
  });
});
