// A planning delivered, on a phone, in Chromium against the whole local stack: a buyer pays
// planning-5 through the Mercado Pago simulator, goes from "Mis compras" to the member's area,
// chooses to start today, sees week 1 and today's session, logs a result, records a 1RM; the
// coach edits today's session in the training plan editor (a strength block at a percentage of the
// back squat) and the member sees it in kilos of her own 1RM, which follow when she edits it;
// then, with the membership past its end, the read-only history and "Renovar".
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { signInAdmin } from '../support/cognito-users';
import { subOf } from '../support/buying';
import { moveMembership, storedMembership } from '../support/plannings-api';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';
import type { TestUser } from '../support/cognito-users';

const stack = inject('stack');
const PLANNING_ID = 'planning-5';
/** Day 1, session 1 of planning-5's first week, as seeded: today's, for a buyer who starts today. */
const FIRST_SESSION_ID = 's-p5-w1-d1-1';
const soon = { timeout: 60_000 };

// Each test arranges its own buyer through the API (paid, started, a result logged: what the
// test before it did in the browser), so any one runs alone.
describe('training from the store the day a planning is bought (phone)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** `buyer` signed in on a phone, on her plan. */
  async function onHerPlan(buyer: TestUser): Promise<Page> {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await given.signedInOn(page, stack, buyer, `/my-plannings/${PLANNING_ID}`);
    return page;
  }

  /** A new buyer of planning-5 training from today, signed in on her plan. */
  const aTrainingBuyer = async () => {
    const buyer = await given.aBuyerTrainingFromToday(stack, PLANNING_ID);
    return { buyer, page: await onHerPlan(buyer) };
  };

  it('buys planning-5 through the simulator and goes from "Mis compras" to the plan', async () => {
    const buyer = await given.aBuyer(stack);
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/checkout/${PLANNING_ID}`)}`);
    await fillSignIn(page, buyer.email, buyer.password);
    await waitForPath(page, `/checkout/${PLANNING_ID}`);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.locator('button[data-outcome="approved"]').click();
    await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });

    // The paid order's own panel (Mis compras also lists the order with the same way in).
    const toPlan = page.getByTestId('paid-order-way-in');
    await expect.poll(() => toPlan.isVisible(), soon).toBe(true);
    expect(await toPlan.getAttribute('href')).toBe(`/my-plannings/${PLANNING_ID}`);
    await toPlan.click();
    await waitForPath(page, `/my-plannings/${PLANNING_ID}`);
  });

  it('chooses to start today', async () => {
    const { buyer } = await given.aPaidPurchase(stack, PLANNING_ID);
    const page = await onHerPlan(buyer);
    await expect.poll(() => page.getByRole('heading', { name: '¿Cuándo empezás?' }).isVisible(), soon).toBe(true);
    expect(await page.getByText(/^El lunes \d\d\/\d\d$/).isVisible()).toBe(true);
    await screenshot(page, 'member-plannings-start-390');
    await page.getByText(/^Hoy, /).click();
    await page.getByRole('button', { name: 'Empezar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Semana 1 de 12' }).isVisible(), soon).toBe(true);
  });

  it("shows week 1 with today's session first", async () => {
    const { page } = await aTrainingBuyer();
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByRole('heading', { name: /^Hoy, / }).isVisible(), soon).toBe(true);
    expect(await today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible()).toBe(true);
    expect(await today.getByText('Circuito', { exact: true }).isVisible()).toBe(true);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, `member-plannings-week-${width}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'member-plannings-week-1366');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('logs a result for today and sees it in the session history, marked done', async () => {
    const { page } = await aTrainingBuyer();
    const today = page.getByTestId('today');
    await today.getByRole('button', { name: 'Registrar resultado' }).first().click();
    const form = today.getByRole('form', { name: 'Registrar resultado' });
    await form.getByLabel('Tiempo (mm:ss)').fill('24:30');
    await form.getByLabel('RPE de la sesión (1 a 10)').fill('11');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect.poll(() => form.getByText('El RPE debe estar entre 1 y 10.').isVisible(), soon).toBe(true);
    // The field is marked, not only the form.
    expect(await form.getByLabel('RPE de la sesión (1 a 10)').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('RPE de la sesión (1 a 10)').fill('8');
    await form.getByLabel('Notas').fill('Con mancuernas de 10 kg');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect.poll(() => today.getByText('24:30 · RPE 8').isVisible(), soon).toBe(true);
    await expect.poll(() => today.getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
  });

  it('records a 1RM; the coach adds a block at 75 % of it to today, and the member sees it in kilos', async () => {
    const { page } = await aTrainingBuyer();
    // Her stored maxes (none yet) fill the form once read: typing before that would be replaced.
    await expect.poll(() => page.getByRole('button', { name: 'Guardar marcas' }).isEnabled(), soon).toBe(true);
    await page.getByLabel('Sentadilla trasera (kg)').fill('120');
    await page.getByRole('button', { name: 'Guardar marcas' }).click();
    await expect.poll(() => page.getByText('Guardamos tus marcas: las cargas se actualizaron.').isVisible(), soon).toBe(true);

    // The coach, in the training plan editor, adds a strength block to today's session (day 1 of week 1).
    const coach = await freshPage(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    const admin = await signInAdmin(stack);
    await coach.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/admin/plannings')}`);
    await fillSignIn(coach, admin.email, admin.password);
    await waitForPath(coach, '/admin/plannings');
    await coach.getByRole('link', { name: 'Programa de Planificación Atlética Home' }).click();
    await waitForPath(coach, `/admin/plannings/${PLANNING_ID}/programme`);
    const session = 'día 1, sesión 1';
    await expect.poll(() => coach.getByLabel(`Título de la sesión (${session})`).inputValue(), soon).toBe('Fuerza de piernas');
    await coach.getByRole('form', { name: 'Semana 1' }).getByRole('button', { name: 'Agregar bloque' }).first().click();
    const block = `${session}, bloque 5`;
    await coach.getByLabel(`Título del bloque (${block})`).fill('Fuerza');
    await coach.getByLabel(`Texto (${block})`).fill('Sentadilla trasera con barra (si entrenás en un box).');
    await coach.getByLabel(`Series (${block})`).fill('5');
    await coach.getByLabel(`Repeticiones (${block})`).fill('3');
    await coach.getByLabel(`% del 1RM (${block})`).fill('130');
    await coach.getByLabel(`Levantamiento (${block})`).selectOption('BACK_SQUAT');
    await coach.getByRole('button', { name: 'Guardar semana' }).click();
    // The form checks the server's own rules first.
    await expect.poll(() => coach.getByText('El porcentaje debe estar entre 1 y 120 %.').first().isVisible(), soon).toBe(true);
    expect(await coach.getByLabel(`% del 1RM (${block})`).getAttribute('aria-invalid')).toBe('true');
    await coach.getByLabel(`% del 1RM (${block})`).fill('75');
    await coach.getByRole('button', { name: 'Guardar semana' }).click();
    await expect.poll(() => coach.getByText('Guardaste la semana 1. Los miembros ya la ven así.').isVisible(), soon).toBe(true);
    await screenshot(coach, 'admin-programme-editor-1366');
    await coach.setViewportSize(VIEWPORTS.phone);
    await screenshot(coach, 'admin-programme-editor-390');
    await coach.context().close();

    await page.reload();
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByText('5 × 3 con 90 kg (75 % de tu 1RM de Sentadilla trasera)').isVisible(), soon).toBe(true);

    await page.getByLabel('Sentadilla trasera (kg)').fill('130');
    await page.getByRole('button', { name: 'Guardar marcas' }).click();
    await expect.poll(() => today.getByText('5 × 3 con 97,5 kg (75 % de tu 1RM de Sentadilla trasera)').isVisible(), soon).toBe(true);
    await screenshot(page, 'member-plannings-loads-390');
  });

  it('lists the planning in "Mis planificaciones" from the account menu', async () => {
    const { page } = await aTrainingBuyer();
    await page.goto(`${stack.webUrl}/my-plannings`);
    const card = page.locator(`[data-planning-id="${PLANNING_ID}"]`);
    await expect.poll(() => card.getByText('Semana 1 de 12').isVisible(), soon).toBe(true);
    expect(await card.getByRole('link', { name: 'Entrenar' }).getAttribute('href')).toBe(`/my-plannings/${PLANNING_ID}`);
    await screenshot(page, 'member-plannings-list-390');
  });

  it('past the end: the read-only history and "Renovar"', async () => {
    const { buyer, page } = await aTrainingBuyer();
    await given.aLoggedResult(stack, buyer, {
      planningId: PLANNING_ID,
      weekNumber: 1,
      sessionId: FIRST_SESSION_ID,
      timeSeconds: 24 * 60 + 30,
      rpe: 8,
      notes: 'Con mancuernas de 10 kg',
    });
    // As if 12 weeks and a day had gone by: the server's clock is real, so the membership moves back.
    const today = toStoreDate(new Date());
    const membership = (await storedMembership(stack, PLANNING_ID, subOf(buyer)))!;
    await moveMembership(stack, membership, addDays(today, -85), addDays(today, -2));

    await page.goto(`${stack.webUrl}/my-plannings/${PLANNING_ID}`);
    const prompt = page.getByTestId('renewal-prompt');
    await expect.poll(() => prompt.isVisible(), soon).toBe(true);
    expect(await prompt.getByRole('link', { name: 'Renovar' }).getAttribute('href')).toBe(`/checkout/${PLANNING_ID}`);
    await expect.poll(() => page.getByText('24:30 · RPE 8').isVisible(), soon).toBe(true);
    expect(await page.getByRole('button', { name: 'Registrar resultado' }).count()).toBe(0);
    await screenshot(page, 'member-plannings-expired-390');
  });
});
