// The gym floor, on a 390 px phone against the whole local stack: a member added by e-mail is
// greeted with her planning on /welcome, opens it (today's session on one screen, the week as a
// day strip, "Mis marcas" one tap away), loses the connection, logs a session's three sets (they
// wait, "pendiente de sincronizar"), reloads with no connection and still has today's session (the
// member app's service worker and the kept week), and once back online the result reaches the
// server exactly once (one result, three sets); signing out clears her offline copies, and so
// does someone else's sign-in. Today's session fits one 390 × 844 screen for every seeded planning
// (each block one row, its details one tap away), and so does a day of two sessions. Then the coach's editor opens on the week being edited, collapsed,
// reorders its days by keyboard and by dragging with the mouse, and its preview opens on that week. Screenshots at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { callGraphql } from '../support/graphql-client';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { MY_PLANNING_RESULTS, SET_LIFT_MAX } from '../support/plannings-api';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { seedItems } from '../../functions/seed/catalogue';
import { accountButton, fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const PLANNING_ID = 'planning-5';
const PLANNING_NAME = 'Planificación Atlética Home';
/** Where she logs sets: planning-1's first session has a lift (planning-5's are bodyweight). */
const BOX_ID = 'planning-1';
const BOX_SESSION = 'Sentadilla + WOD';
const soon = { timeout: 60_000 };
const SOFIA = { firstName: 'Sofía', lastName: 'Gómez' };

type ServerResult = {
  id: string;
  rpe: number | null;
  notes: string | null;
  lifts: { liftName: string; sets: { reps: number; kg: number; rpe: number | null }[] }[];
};
const serverResults = async (member: TestUser, planningId = BOX_ID): Promise<ServerResult[]> => {
  const answer = await callGraphql(stack, as(member), MY_PLANNING_RESULTS, { planningId });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['myPlanningResults'];
};

/** How many answers the member area keeps in this browser for offline use (its IndexedDB store). */
const keptReads = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    // Not opened when absent: opening would create the database without its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'member-area-reads')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('member-area-reads');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const count = database.transaction('answers').objectStore('answers').count();
        count.onsuccess = () => {
          database.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });

/** The query keys of the answers kept in this browser for offline use. */
const keptKeys = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'member-area-reads')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('member-area-reads');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const keys = database.transaction('answers').objectStore('answers').getAllKeys();
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.map(String));
        };
        keys.onerror = () => reject(keys.error);
      };
    });
  });

/**
 * Drags with the mouse as a person does (press on the handle, move a little, then onto the
 * target, release): the page's HTML drag and drop sees dragstart, dragover and drop.
 */
async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handle or the target is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

// Each test arranges its own member through the API and, on a page of its own, what only the
// browser holds (the member app installed, a result waiting offline), so any one runs alone.
describe('the gym floor: offline, on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The coach adds Sofía to `planningId` from today, for its 12 weeks. */
  async function addToPlanning(member: TestUser, planningId: string): Promise<void> {
    const admin = { token: (await signInAdmin(stack)).accessToken };
    const today = toStoreDate(new Date());
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: { planningId, email: member.email, ...SOFIA, startDate: today, endDate: addDays(today, 83) },
    });
  }

  /** Sofía, added by the coach to planning-5 from today, and a phone page of her own, nobody signed in yet. */
  async function sofia(): Promise<{ member: TestUser; page: Page }> {
    const member = await signUpAndConfirm(stack, SOFIA);
    await addToPlanning(member, PLANNING_ID);
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    return { member, page };
  }

  /** Sofía with the member app installed, on her box planning (opened online, so kept for offline). */
  async function sofiaOnHerBoxPlanning(): Promise<{ member: TestUser; page: Page }> {
    const { member, page } = await sofia();
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/my-plannings/'))?.active)), soon)
      .toBe(true);
    await addToPlanning(member, BOX_ID);
    await page.goto(`${stack.webUrl}/my-plannings/${BOX_ID}`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), soon).toBe(true);
    await expect.poll(() => page.getByTestId('today').getByRole('heading', { name: BOX_SESSION, level: 3 }).isVisible(), soon).toBe(true);
    return { member, page };
  }

  /** Today's first lift as three sets of 5 (70, 72,5 and 75 kg), RPE 8, saved: with no connection it waits. */
  async function logThreeSets(page: Page): Promise<void> {
    const today = page.getByTestId('today');
    await today.getByRole('button', { name: 'Registrar resultado' }).click();
    const form = today.getByRole('form', { name: 'Registrar resultado' });
    // The session's first lift, as three sets (prefilled from the prescription: made three).
    const lift = form.locator('fieldset.result-form__lift').first();
    const rows = lift.locator('.result-form__set');
    while ((await rows.count()) < 3) await lift.getByRole('button', { name: /^Agregar una serie de / }).click();
    while ((await rows.count()) > 3) await lift.getByRole('button', { name: /^Quitar la última serie de / }).click();
    for (const [index, kg] of ['70', '72,5', '75'].entries()) {
      await lift.getByLabel(new RegExp(`^Repeticiones, serie ${index + 1} de `)).fill('5');
      await lift.getByLabel(new RegExp(`^Carga \\(kg\\), serie ${index + 1} de `)).fill(kg);
    }
    await form.getByLabel('RPE de la sesión (1 a 10)').fill('8');
    await form.getByLabel('Notas').fill('Sin señal en el box');
    await form.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect.poll(() => today.getByText('pendiente de sincronizar').isVisible(), soon).toBe(true);
  }

  it('greets a member added by e-mail with her planning on /welcome', async () => {
    const { member, page } = await sofia();
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/welcome')}`);
    await fillSignIn(page, member.email, member.password);
    await waitForPath(page, '/welcome');
    const owned = page.getByRole('region', { name: 'Ya es tuyo' });
    await expect.poll(() => owned.getByText(PLANNING_NAME).isVisible(), soon).toBe(true);
    expect(await owned.getByRole('link', { name: 'Ver la planificación' }).getAttribute('href')).toBe(`/my-plannings/${PLANNING_ID}`);
  });

  it("shows today's session on one 390 × 844 screen, the week as a day strip and 'Mis marcas' one tap away", async () => {
    const { member, page } = await sofia();
    await given.signedInOn(page, stack, member, '/welcome');
    await page.getByRole('link', { name: 'Ver la planificación' }).click();
    await waitForPath(page, `/my-plannings/${PLANNING_ID}`);
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon).toBe(true);
    expect(await page.getByRole('list', { name: 'Días de la semana' }).getByRole('button').count()).toBe(4);
    expect(
      await page.getByText(/^La semana 2 se habilita el (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d\d\/\d\d\.$/).isVisible(),
    ).toBe(true);

    // Today's session within the first screen: its result button, and all of it. ("Mis marcas"
    // loads after the plan's first paint: measured once it is there.)
    await expect.poll(() => page.locator('#mis-marcas').count(), soon).toBe(1);
    const logButton = today.getByRole('button', { name: 'Registrar resultado' });
    const bottom = await logButton.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    const heights = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      session: (document.querySelector('[data-testid="today"] .session-card')?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
      marks: (document.getElementById('mis-marcas')?.getBoundingClientRect().top ?? 0) + window.scrollY,
    }));
    console.info(
      `390 px: today's "Registrar resultado" ends at ${Math.round(bottom)} px, today's session at ${Math.round(heights.session)} px; page ${heights.page} px; "Mis marcas" at ${Math.round(heights.marks)} px`,
    );
    expect(bottom).toBeLessThanOrEqual(844);
    // The whole session, its last block included.
    expect(heights.session).toBeLessThanOrEqual(844);

    // "Mis marcas": one tap from the top, and from the hint of a block at a percentage.
    await page.getByRole('link', { name: 'Mis marcas' }).first().click();
    await expect.poll(() => page.getByLabel('Sentadilla trasera (kg)').isVisible(), soon).toBe(true);
    await expect.poll(() => page.evaluate(() => location.hash), soon).toBe('#mis-marcas');

    // Another day of the strip: its sessions show collapsed to their titles.
    await page.getByRole('list', { name: 'Días de la semana' }).getByRole('button').nth(1).click();
    const other = page.locator('.week-plan__day');
    const session = other.getByRole('button', { name: 'Empuje y core' });
    await expect.poll(() => session.getAttribute('aria-expanded'), soon).toBe('false');
    await session.click();
    await expect.poll(() => other.getByText('Circuito', { exact: true }).isVisible(), soon).toBe(true);
    await page.getByRole('list', { name: 'Días de la semana' }).getByRole('button').first().click();
    await expect.poll(() => today.isVisible(), soon).toBe(true);

    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, `gym-floor-day-${width}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'gym-floor-day-1366');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('installs the member app: a manifest and a service worker controlling the member area', async () => {
    const { member, page } = await sofia();
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/member-app.webmanifest');
    // Installed once its worker is active for the member area; it controls the member area's
    // pages loaded from then on (a page opened by navigating inside the app from elsewhere keeps
    // the worker it was created with), so the plan is opened again, as a reload at the gym would.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/my-plannings/'))?.active)), soon)
      .toBe(true);
    await page.goto(`${stack.webUrl}/my-plannings/${PLANNING_ID}`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), soon).toBe(true);
    await expect
      .poll(() => page.getByTestId('today').getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon)
      .toBe(true);
    const manifest = await page.evaluate(() => fetch('/member-app.webmanifest').then((response) => response.json()));
    expect(manifest).toMatchObject({ start_url: '/my-plannings', scope: '/my-plannings', display: 'standalone' });

    // Her second planning (a box one: today's session has a lift), opened once online: kept.
    await addToPlanning(member, BOX_ID);
    await page.goto(`${stack.webUrl}/my-plannings/${BOX_ID}`);
    await expect.poll(() => page.getByTestId('today').getByRole('heading', { name: BOX_SESSION, level: 3 }).isVisible(), soon).toBe(true);
  });

  it("opens today's session offline after a single visit to the plan (the worker keeps /config.json when it installs)", async () => {
    // Signed in elsewhere (no worker there), then the plan opened once, as a full load: the
    // worker installs during this visit, after the page already fetched /config.json itself.
    const { member, page } = await sofia();
    await given.signedInOn(page, stack, member, '/welcome');
    await page.goto(`${stack.webUrl}/my-plannings/${PLANNING_ID}`);
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon).toBe(true);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), soon).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon).toBe(true);
    expect(await page.getByText('No pudimos abrir la tienda').count()).toBe(0);
    await page.context().setOffline(false);
  });

  it("opens today's session offline after the plan's link was opened once, signing in on the way (the worker installs on that visit)", async () => {
    // The plan's own address in a fresh browser: the sign-in first, then the plan (one load of
    // the app, at the sign-in page, so the worker never controls this page). Once the worker is
    // active she trains with no connection: a reload is today's session.
    const { member, page } = await sofia();
    await page.goto(`${stack.webUrl}/my-plannings/${PLANNING_ID}`);
    await waitForPath(page, /^\/auth\/sign-in\?/);
    await fillSignIn(page, member.email, member.password);
    await waitForPath(page, `/my-plannings/${PLANNING_ID}`);
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/my-plannings/'))?.active)), soon)
      .toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => today.getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon).toBe(true);
    expect(await page.getByText('No pudimos abrir la tienda').count()).toBe(0);
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
    await page.context().setOffline(false);
  });

  it('opens Mis marcas offline after that single visit, and the banner says what works and what does not', async () => {
    const { member, page } = await sofia();
    const max = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 80 });
    expect(max.errors).toBeUndefined();
    await given.signedInOn(page, stack, member, '/welcome');
    await page.goto(`${stack.webUrl}/my-plannings/${PLANNING_ID}`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), soon).toBe(true);
    // The plan's page keeps her records for offline use once it has shown (nothing opened on Mis marcas yet).
    await expect.poll(async () => (await keptKeys(page)).some((key) => key.endsWith('"records"]')), soon).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Ver mis récords y mi progreso' }).isVisible(), soon).toBe(true);

    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.isVisible(), soon).toBe(true);
    expect(await banner.textContent()).toContain('ver tus marcas y récords como los viste la última vez');
    expect(await banner.textContent()).toContain('Necesita conexión: abrir otra semana');
    expect(await banner.textContent()).toContain('ver los videos de los ejercicios');
    for (const [width, name] of [
      [320, 'gym-floor-offline-banner-320'],
      [1366, 'gym-floor-offline-banner-1366'],
      [390, 'gym-floor-offline-banner-390'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, name);
    }
    await page.getByRole('link', { name: 'Ver mis récords y mi progreso' }).click();
    await waitForPath(page, '/my-plannings/records');
    const card = page.locator('article[data-lift-id="BACK_SQUAT"]');
    await expect.poll(() => card.getByTestId('working-max').textContent(), soon).toBe('80 kg');
    expect(await page.getByText('Algo salió mal').count()).toBe(0);

    // A reload with no connection: the worker's shell, the kept records.
    await page.reload();
    await expect.poll(() => card.getByTestId('working-max').textContent(), soon).toBe('80 kg');
    await expect.poll(() => page.getByLabel('Sentadilla trasera (kg)').inputValue(), soon).toBe('80');
    for (const [width, name] of [
      [320, 'gym-floor-records-offline-320'],
      [1366, 'gym-floor-records-offline-1366'],
      [390, 'gym-floor-records-offline-390'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, name);
    }
    await page.context().setOffline(false);
  });

  it('logs a session\'s three sets with no connection: they wait, "pendiente de sincronizar", and today still opens after a reload', async () => {
    const { member, page } = await sofiaOnHerBoxPlanning();
    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.isVisible(), soon).toBe(true);
    expect(await banner.textContent()).toContain('registrar resultados');

    await logThreeSets(page);
    expect(await serverResults(member)).toHaveLength(0);
    await screenshot(page, 'gym-floor-offline-pending-390');

    await page.reload();
    await expect.poll(() => page.getByTestId('today').getByRole('heading', { name: BOX_SESSION, level: 3 }).isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByTestId('today').getByText('pendiente de sincronizar').isVisible(), soon).toBe(true);
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
  });

  it('sends the result and its three sets once when the connection returns', async () => {
    // Her result logged with no connection, waiting on this page.
    const { member, page } = await sofiaOnHerBoxPlanning();
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), soon).toBe(true);
    await logThreeSets(page);

    await page.context().setOffline(false);
    const today = page.getByTestId('today');
    await expect.poll(() => today.getByText('pendiente de sincronizar').count(), soon).toBe(0);
    await expect.poll(async () => (await serverResults(member)).length, soon).toBe(1);
    // Opening the plan again (another sync on mount) sends nothing more.
    await page.reload();
    await expect.poll(() => today.getByRole('heading', { name: BOX_SESSION, level: 3 }).isVisible(), soon).toBe(true);
    await expect.poll(() => today.getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
    const results = await serverResults(member);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ rpe: 8, notes: 'Sin señal en el box' });
    // Its three sets, each once, in the order logged ("72,5" read as 72.5 kg).
    expect(results[0]?.lifts[0]?.sets).toEqual([
      { reps: 5, kg: 70, rpe: null },
      { reps: 5, kg: 72.5, rpe: null },
      { reps: 5, kg: 75, rpe: null },
    ]);
    expect(results[0]?.lifts.flatMap((logged) => logged.sets)).toHaveLength(3);
  });

  it('sends a result logged offline once when the app opens again with a connection, at its start', async () => {
    // Logged with no connection, the app closed before the connection returned (no "online"
    // event ever reaches that page): the next open sends it.
    const { member, page } = await sofiaOnHerBoxPlanning();
    const context = page.context();
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), soon).toBe(true);
    await logThreeSets(page);
    await page.close();
    await context.setOffline(false);
    expect(await serverResults(member)).toHaveLength(0);

    // The installed app opens at its start, Mis planificaciones.
    const again = await context.newPage();
    await again.setViewportSize(VIEWPORTS.phone);
    await again.goto(`${stack.webUrl}/my-plannings`);
    await expect.poll(async () => (await serverResults(member)).length, soon).toBe(1);
    await again.goto(`${stack.webUrl}/my-plannings/${BOX_ID}`);
    const today = again.getByTestId('today');
    await expect.poll(() => today.getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
    expect(await today.getByText('pendiente de sincronizar').count()).toBe(0);
    const results = await serverResults(member);
    expect(results).toHaveLength(1);
    expect(results[0]?.lifts.flatMap((logged) => logged.sets.map((set) => set.kg))).toEqual([70, 72.5, 75]);
  });

  it('sends a result logged offline when the app opens again on Mis marcas, and her records then count it', async () => {
    const { member, page } = await sofiaOnHerBoxPlanning();
    const context = page.context();
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), soon).toBe(true);
    await logThreeSets(page);
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    await again.setViewportSize(VIEWPORTS.phone);
    await again.goto(`${stack.webUrl}/my-plannings/records`);
    await expect.poll(async () => (await serverResults(member)).length, soon).toBe(1);
    // Her records as the server now has them: the 75 kg set among them.
    await expect.poll(async () => (await again.locator('article[data-lift-id]').allTextContents()).join(' '), soon).toContain('75 kg');
    // Opening the plan afterwards sends nothing more.
    await again.goto(`${stack.webUrl}/my-plannings/${BOX_ID}`);
    await expect.poll(() => again.getByTestId('today').getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
    expect(await serverResults(member)).toHaveLength(1);
  });

  it('sends a result once when the connection returns with the app open in two tabs', async () => {
    // Both tabs flush the same queue on "online": the result's key makes the second send the
    // first one's answer, never a second result.
    const { member, page } = await sofiaOnHerBoxPlanning();
    const context = page.context();
    const other = await context.newPage();
    await other.setViewportSize(VIEWPORTS.phone);
    await other.goto(`${stack.webUrl}/my-plannings/${BOX_ID}`);
    await expect.poll(() => other.getByTestId('today').getByRole('heading', { name: BOX_SESSION, level: 3 }).isVisible(), soon).toBe(true);
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), soon).toBe(true);
    await logThreeSets(page);
    await expect.poll(() => other.getByTestId('offline-banner').isVisible(), soon).toBe(true);

    await context.setOffline(false);
    for (const tab of [page, other]) {
      await expect.poll(() => tab.getByTestId('offline-banner').count(), soon).toBe(0);
    }
    await expect.poll(async () => (await serverResults(member)).length, soon).toBe(1);
    await expect.poll(() => page.getByTestId('today').getByText('pendiente de sincronizar').count(), soon).toBe(0);
    // The queue is empty: another open sends nothing.
    await other.reload();
    await expect.poll(() => other.getByTestId('today').getByText('Hecha', { exact: true }).isVisible(), soon).toBe(true);
    expect(await serverResults(member)).toHaveLength(1);
  });

  it("clears her offline copies when she signs out, and a previous person's when someone signs in", async () => {
    const { member, page } = await sofia();
    await given.signedInOn(page, stack, member, `/my-plannings/${PLANNING_ID}`);
    await expect.poll(() => keptReads(page), soon).toBeGreaterThan(0);
    expect(await keptReads(page)).toBeGreaterThan(0);
    // The account menu is in the header on a wide screen.
    await page.setViewportSize(VIEWPORTS.desktop);
    await accountButton(page, 'Sofía', 'Gómez').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => keptReads(page), soon).toBe(0);

    // She opens her plan again; then her session ends here without a sign-out (its tokens and
    // kept profile gone, as when it expires), and someone else signs in on this browser.
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/my-plannings/${PLANNING_ID}`)}`);
    await fillSignIn(page, member.email, member.password);
    await expect
      .poll(() => page.getByTestId('today').getByRole('heading', { name: 'Fuerza de piernas', level: 3 }).isVisible(), soon)
      .toBe(true);
    await expect.poll(() => keptReads(page), soon).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.clear());
    const someoneElse = await signUpAndConfirm(stack, { firstName: 'Otra', lastName: 'Persona' });
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/my-orders')}`);
    await fillSignIn(page, someoneElse.email, someoneElse.password);
    await waitForPath(page, '/my-orders');
    await expect.poll(() => keptReads(page), soon).toBe(0);
  });
});

/**
 * Today's sessions as a 390 px phone shows them (the page at its top): every session card, its
 * "Registrar resultado" and each block end within 844 px. Returns the session cards' blocks.
 */
async function expectTodayOnOneScreen(page: Page, label: string): Promise<Locator> {
  const today = page.getByTestId('today');
  const sessions = today.locator('.session-card');
  await expect.poll(() => sessions.first().isVisible(), soon).toBe(true);
  const blocks = today.locator('.plan-block');
  expect(await blocks.count()).toBeGreaterThan(0);
  const heights = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid="today"] .session-card')];
    const logs = [...document.querySelectorAll('[data-testid="today"] button')].filter(
      (button) => button.textContent === 'Registrar resultado',
    );
    return {
      cards: cards.length,
      top: (cards[0]?.getBoundingClientRect().top ?? 0) + window.scrollY,
      bottom: (cards.at(-1)?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY) + window.scrollY,
      logs: logs.map((log) => log.getBoundingClientRect().bottom + window.scrollY),
    };
  });
  console.info(
    `390 px, ${label}: today's ${heights.cards} session(s) ${Math.round(heights.top)}–${Math.round(heights.bottom)} px (${Math.round(heights.bottom - heights.top)} px, ${await blocks.count()} blocks); "Registrar resultado" ends at ${heights.logs.map(Math.round).join(', ')} px`,
  );
  expect(heights.logs).toHaveLength(heights.cards);
  for (const log of heights.logs) expect(log).toBeLessThanOrEqual(844);
  expect(heights.bottom).toBeLessThanOrEqual(844);
  // Every block of today on that screen, the prescription in its row.
  for (const block of await blocks.all()) {
    const box = await block.boundingBox();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  }
  return today;
}

/** A new member added by the admin to `plannings` from `startDate`, signed in on a phone at the first of them. */
async function aMemberOnAPhone(browser: Browser, plannings: readonly string[], startDate: string): Promise<Page> {
  const member = await signUpAndConfirm(stack, { firstName: 'Lucía', lastName: 'Díaz' });
  const admin = { token: (await signInAdmin(stack)).accessToken };
  for (const planningId of plannings) {
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: { planningId, email: member.email, firstName: 'Lucía', lastName: 'Díaz', startDate, endDate: addDays(startDate, 111) },
    });
  }
  const page = await freshPage(browser);
  await page.setViewportSize(VIEWPORTS.phone);
  const first = `/my-plannings/${plannings[0] ?? ''}`;
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(first)}`);
  await fillSignIn(page, member.email, member.password);
  // (expect.poll, which waitForPath uses, is for tests; this is the suite's setup.)
  await page.waitForURL((url) => url.pathname === first);
  return page;
}

describe("today's session on one 390 × 844 screen, for every seeded planning", () => {
  // A member who starts each seeded planning today: today is its day 1 (planning-4's has five
  // blocks, the most of any one-session day).
  const plannings = seedItems.filter((item) => item.type === 'PLANNING');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await aMemberOnAPhone(
      browser,
      plannings.map((planning) => planning.id),
      toStoreDate(new Date()),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has the seeded plannings to check', () => {
    expect(plannings.length).toBeGreaterThanOrEqual(5);
  });

  for (const planning of plannings) {
    it(`${planning.id}: the whole of today's session, its result button first, within 844 px; each block's details one tap away`, async () => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(`${stack.webUrl}/my-plannings/${planning.id}`);
      const today = await expectTodayOnOneScreen(page, planning.id);
      await screenshot(page, `gym-floor-today-${planning.id}-390`);

      // A block's text, scaling and video: one tap on its row, and folded again with another.
      const toggle = today.locator('.plan-block__toggle').first();
      const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await details.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => details.isVisible(), soon).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      await expect.poll(() => details.isVisible(), soon).toBe(false);

      if (planning.id === 'planning-1' || planning.id === 'planning-4') {
        await page.setViewportSize({ width: 320, height: 844 });
        await screenshot(page, `gym-floor-today-${planning.id}-320`);
        // A desktop opens with every block's details shown (there is room).
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.reload();
        await expect.poll(() => today.locator('.plan-block__toggle').first().getAttribute('aria-expanded'), soon).toBe('true');
        await screenshot(page, `gym-floor-today-${planning.id}-1366`);
      }
    });
  }
});

describe('a day of two sessions on one 390 × 844 screen', () => {
  // From week 5, planning-2 and -3 train twice on days 1 and 3 (4 + 2 blocks, the most of any
  // seeded day): a member who started 28 days ago is on week 5, day 1.
  const TWO_SESSION_PLANNINGS = ['planning-2', 'planning-3'] as const;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await aMemberOnAPhone(browser, TWO_SESSION_PLANNINGS, addDays(toStoreDate(new Date()), -28));
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const planningId of TWO_SESSION_PLANNINGS) {
    it(`${planningId}, week 5 day 1: both sessions, each result button and every block within 844 px`, async () => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(`${stack.webUrl}/my-plannings/${planningId}`);
      const today = await expectTodayOnOneScreen(page, `${planningId} week 5 day 1`);
      expect(await today.locator('.session-card').count()).toBe(2);
      await screenshot(page, `gym-floor-two-sessions-${planningId}-390`);
      if (planningId === 'planning-2') {
        await page.setViewportSize({ width: 320, height: 844 });
        await screenshot(page, `gym-floor-two-sessions-${planningId}-320`);
      }
    });
  }
});

// Each test opens the editor on a page of its own (the reorderings are drafts, never saved), so
// any one runs alone.
describe("the coach's programme editor", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The coach signed in on a desktop page, on the editor's week 3 of planning-5. */
  async function editorOnWeek3(): Promise<Page> {
    const coach = await freshPage(browser);
    await coach.setViewportSize(VIEWPORTS.desktop);
    const admin = await signInAdmin(stack);
    await coach.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/admin/plannings/${PLANNING_ID}/programme?semana=3`)}`);
    await fillSignIn(coach, admin.email, admin.password);
    await waitForPath(coach, `/admin/plannings/${PLANNING_ID}/programme?semana=3`);
    await expect.poll(() => coach.getByRole('form', { name: 'Semana 3' }).isVisible(), soon).toBe(true);
    return coach;
  }

  it('opens on the week being edited, collapsed to its days, the first open', async () => {
    const coach = await editorOnWeek3();
    const week = coach.getByRole('form', { name: 'Semana 3' });
    await expect.poll(() => week.isVisible(), soon).toBe(true);
    const toggles = week.locator('.programme-day > .programme-item-header .programme-toggle');
    expect(await toggles.count()).toBe(4);
    expect(await toggles.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('false');
    const height = await coach.evaluate(() => document.documentElement.scrollHeight);
    console.info(`1366 px: the editor's week 3 is ${height} px tall`);
    for (const width of [320, 390]) {
      await coach.setViewportSize({ width, height: 844 });
      console.info(`${width} px: the editor's week 3 is ${await coach.evaluate(() => document.documentElement.scrollHeight)} px tall`);
      await screenshot(coach, `gym-floor-editor-${width}`);
      // Nothing wider than the phone (it overflowed by 41 px at 320); the widest culprits named if it does.
      const wider = await coach.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(wider, `${width} px`).toEqual([]);
    }
    await coach.setViewportSize(VIEWPORTS.desktop);
    await screenshot(coach, 'gym-floor-editor-1366');
  });

  /** The days' headers in list order, without their numbers ("Día 1 · Fuerza…" → " · Fuerza…"), and the numbers apart. */
  const dayHeaders = async (week: Locator) => {
    const texts = await week.locator('.programme-day > .programme-item-header .programme-toggle').allTextContents();
    return {
      contents: texts.map((text) => text.replace(/^Día \d+/, '')),
      numbers: texts.map((text) => Number(/^Día (\d+)/.exec(text)?.[1])),
    };
  };

  it("reorders days by keyboard, the numbers staying in order (a day moved takes its new place's number)", async () => {
    const coach = await editorOnWeek3();
    const week = coach.getByRole('form', { name: 'Semana 3' });
    const before = await dayHeaders(week);
    await week.getByRole('button', { name: 'Bajar día 1' }).focus();
    await coach.keyboard.press('Enter');
    const c = before.contents;
    await expect.poll(async () => (await dayHeaders(week)).contents, soon).toEqual([c[1], c[0], c[2], c[3]]);
    expect((await dayHeaders(week)).numbers).toEqual(before.numbers);
    // And back up with the other key a button answers to: the day moved is now the second number.
    await week.getByRole('button', { name: `Subir día ${before.numbers[1]}` }).focus();
    await coach.keyboard.press('Space');
    await expect.poll(async () => (await dayHeaders(week)).contents, soon).toEqual(before.contents);
  });

  it('keeps a moved day where it was put after saving and reloading', async () => {
    const coach = await editorOnWeek3();
    const week = coach.getByRole('form', { name: 'Semana 3' });
    const before = await dayHeaders(week);
    const c = before.contents;
    await week.getByRole('button', { name: 'Bajar día 1' }).click();
    await week.getByRole('button', { name: 'Guardar semana' }).click();
    await expect.poll(() => coach.getByRole('status').filter({ hasText: 'Guardaste la semana 3' }).isVisible(), soon).toBe(true);
    await coach.reload();
    const reloaded = coach.getByRole('form', { name: 'Semana 3' });
    await expect.poll(async () => (await dayHeaders(reloaded)).contents, soon).toEqual([c[1], c[0], c[2], c[3]]);
    // Put back as it was, for the other tests of this week.
    await reloaded.getByRole('button', { name: `Subir día ${before.numbers[1]}` }).click();
    await reloaded.getByRole('button', { name: 'Guardar semana' }).click();
    await expect.poll(() => coach.getByRole('status').filter({ hasText: 'Guardaste la semana 3' }).isVisible(), soon).toBe(true);
  });

  it('reorders days by dragging a handle with the mouse', async () => {
    const coach = await editorOnWeek3();
    const week = coach.getByRole('form', { name: 'Semana 3' });
    const days = week.locator('li.programme-day');
    const header = (index: number) => days.nth(index).locator(':scope > .programme-item-header');
    const titles = async () => (await dayHeaders(week)).contents;
    // Every day collapsed, so the days are side by side on the screen.
    for (const toggle of await week.locator('.programme-day > .programme-item-header .programme-toggle[aria-expanded="true"]').all()) {
      await toggle.click();
    }
    const before = await titles();
    // The third day's handle dropped on the first day: it becomes the first, the others follow.
    await dragWithMouse(coach, header(2).locator('.programme-drag'), header(0));
    await expect.poll(titles, soon).toEqual([before[2], before[0], before[1], before[3]]);
    // Dropped back where it was picked up: nothing moves.
    await dragWithMouse(coach, header(1).locator('.programme-drag'), header(1));
    expect(await titles()).toEqual([before[2], before[0], before[1], before[3]]);
    await screenshot(coach, 'gym-floor-editor-dragged-1366');
  });

  it('asks before copying or moving a week, saying what it replaces or shifts, and undoes either in one tap', async () => {
    const coach = await editorOnWeek3();
    const weeks = coach.getByRole('navigation', { name: 'Semanas del programa' });
    const weekSelect = weeks.locator('select').first();
    const titleOf = async (n: number) => (await weekSelect.locator(`option[value="${n}"]`).textContent())?.trim();
    const [third, fourth] = [await titleOf(3), await titleOf(4)];
    await weeks.locator('select').nth(1).selectOption('4');
    const confirm = coach.getByRole('group', { name: 'Confirmar' });
    const status = coach.locator('.programme-saved');

    await weeks.getByRole('button', { name: 'Copiar a esa semana' }).click();
    expect(await confirm.textContent()).toContain(`¿Copiar la semana 3 en la semana 4? Reemplaza «${fourth}».`);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await confirm.count()).toBe(0);
    await weeks.getByRole('button', { name: 'Copiar a esa semana' }).click();
    await confirm.getByRole('button', { name: 'Sí, copiar' }).click();
    await expect.poll(() => status.textContent(), soon).toContain('Copiaste la semana 3 en la 4.');
    await expect.poll(() => titleOf(4), soon).not.toBe(fourth);
    await status.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => status.textContent(), soon).toContain(`Deshecho: la semana 4 volvió a ser «${fourth}».`);
    await expect.poll(() => titleOf(4), soon).toBe(fourth);

    await weeks.getByRole('button', { name: 'Mover a esa posición' }).click();
    expect(await confirm.textContent()).toContain('¿Mover la semana 3 a la posición 4? La semana 4 sube un lugar.');
    await confirm.getByRole('button', { name: 'Sí, mover' }).click();
    await expect.poll(() => status.textContent(), soon).toContain('Moviste la semana 3 a la posición 4.');
    await expect.poll(() => titleOf(4), soon).toBe(third);
    await status.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => status.textContent(), soon).toContain('Deshecho: la semana volvió a la posición 3.');
    await expect.poll(() => titleOf(3), soon).toBe(third);
    expect(await titleOf(4)).toBe(fourth);
  });

  it('previews the week being edited as a member would see it', async () => {
    const coach = await editorOnWeek3();
    const preview = coach.getByRole('link', { name: /Vista previa como miembro/ });
    expect(await preview.getAttribute('href')).toBe(`/my-plannings/${PLANNING_ID}?semana=3`);
    await preview.click();
    await expect.poll(() => coach.getByRole('heading', { name: /^Semana 3 de / }).isVisible(), soon).toBe(true);
  });
});
