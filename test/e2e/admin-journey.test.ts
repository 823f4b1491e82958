// Running the store from the browser, as the admin lives it, in Chromium against the whole local
// stack: signs in through the page, changes a course's price, offer and featured flag on its
// editor (/admin/courses/{id}) and the storefront shows them; creates a coupon on /admin/coupons, a buyer pays with it and its uses
// count rises; adds a planning user on /admin/planning-users, exports the list as CSV and
// deactivates her; finds the sale with its payment id on /admin/sales.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { buyerWithAddress, createOrder } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const COURSE_ID = 'course-7';
const COURSE_NAME = 'Ring Muscle Up: dominá las anillas';
const PLANNING_NAME = 'Planificación Halterofilia';
const soon = { timeout: 60_000 };

/** The store's day (-03:00) `days` from now as the calendar shows it: dd/mm/yyyy, or at 00:00. */
function storeCalendarText(daysFromNow: number, withTime = true): string {
  const shifted = new Date(Date.now() + daysFromNow * 86_400_000 - 3 * 3_600_000).toISOString();
  const date = `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)}`;
  return withTime ? `${date} 00:00` : date;
}

/**
 * Types into a PrimeReact calendar's input and closes its panel with a click outside it: by
 * default on a dialog's mask (which does not close the dialog; Escape would close both), or on
 * the element given (a page has no mask).
 */
async function typeDate(page: Page, inputId: string, text: string, clickOutside?: () => Promise<void>): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text);
  await (clickOutside ? clickOutside() : page.mouse.click(5, 5));
  await page.locator('.p-datepicker').waitFor({ state: 'detached' });
  await expect.poll(() => input.inputValue()).toBe(text);
}

/** Replaces a PrimeReact InputNumber's value by typing, as a person does. */
async function typeNumber(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  await input.pressSequentially(value);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * The courses table's row of `name`, found with the Nombre column's filter: other tests of this
 * stack create courses too (the admin's new-course journey makes several), so the seeded one may
 * sort onto another page.
 */
async function courseRowFiltered(page: Page, name: string) {
  await page
    .getByRole('columnheader', { name: /Nombre/ })
    .locator('.p-column-filter-menu-button')
    .click();
  await page.getByPlaceholder('Buscar por nombre').fill(name);
  await page.locator('.p-column-filter-overlay .p-column-filter-buttonbar button').last().click();
  const row = rowOf(page, name);
  await expect.poll(() => row.isVisible(), soon).toBe(true);
  return row;
}

// Each test opens its own page, with the admin signed in where it starts (the first test signs
// in through the page), so any one runs alone.
describe('running the store (browser)', () => {
  let browser: Browser;
  let original: { name: string; price: number; isEnabled: boolean; isFeatured: boolean } | null = null;

  /** A desktop page of its own where the admin signed in and landed on `path`. */
  async function adminOn(path: string): Promise<Page> {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await given.signedInOn(page, stack, stack.admin, path);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const item = await callGraphql(
      stack,
      { apiKey: stack.apiKey },
      `query($id: ID!) { getItem(id: $id) { name price isEnabled isFeatured } }`,
      { id: COURSE_ID },
    );
    original = item.data?.['getItem'] ?? null;
  });

  afterAll(async () => {
    await browser?.close();
    // Give the course back its seed price and no offer, for the other browser tests.
    if (original) {
      const admin = await signInAdmin(stack);
      await callGraphql(stack, { token: admin.accessToken }, `mutation($input: UpdateItemInput!) { updateItem(input: $input) { id } }`, {
        input: { id: COURSE_ID, ...original, offer: null },
      });
    }
  });

  it('signs the admin in through the page and opens the courses table', async () => {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    // A visitor on an admin route sees not-found (spec); the admin signs in first.
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/admin/courses')}`);
    await fillSignIn(page, stack.admin.email, stack.admin.password);
    await waitForPath(page, '/admin/courses');
    await courseRowFiltered(page, COURSE_NAME);
  });

  it("changes a course's price and offer on its editor, and the storefront shows them", async () => {
    const page = await adminOn('/admin/courses');
    await courseRowFiltered(page, COURSE_NAME);
    await page.getByRole('link', { name: `Editar ${COURSE_NAME}` }).click();
    await waitForPath(page, `/admin/courses/${COURSE_ID}`);
    const legend = page.getByRole('heading', { name: 'Página' });
    await legend.waitFor(soon);
    await typeNumber(page, 'Precio (ARS)', '21000');
    await page.locator('label[for="item-has-offer"]').click();
    await typeNumber(page, 'Precio de oferta (ARS)', '25000');
    await typeDate(page, 'offer-from', storeCalendarText(-1), () => legend.click());
    await typeDate(page, 'offer-to', storeCalendarText(10), () => legend.click());
    await page.getByRole('button', { name: 'Guardar página' }).click();
    // The shared rules refuse an offer above the price, before anything is sent.
    await expect.poll(() => page.getByText('El precio de la oferta debe ser menor al precio.').isVisible(), soon).toBe(true);
    // …and one under checkout's floor (1 peso and 10 % of the price).
    await typeNumber(page, 'Precio de oferta (ARS)', '2000');
    await page.getByRole('button', { name: 'Guardar página' }).click();
    await expect.poll(() => page.getByText(/El precio de la oferta debe ser de al menos \$\s?2\.100/).isVisible(), soon).toBe(true);
    await typeNumber(page, 'Precio de oferta (ARS)', '17500');
    const featured = page.locator('#item-featured');
    const wasFeatured = await featured.isChecked();
    await page.locator('label[for="item-featured"]').click();
    await page.getByRole('button', { name: 'Guardar página' }).click();
    await expect.poll(() => page.getByText('Guardamos la página.').isVisible(), soon).toBe(true);
    await screenshot(page, 'admin-courses-saved');
    // Saved on the server: the editor reads it back.
    await page.reload();
    await expect.poll(() => page.locator('#offer-price').inputValue(), soon).toContain('17.500');
    expect(await page.locator('#item-featured').isChecked()).toBe(!wasFeatured);

    await page.goto(`${stack.webUrl}/courses/${COURSE_ID}`);
    const price = page.getByTestId('item-price').first();
    await expect.poll(() => price.innerText(), soon).toContain('17.500');
    expect(await price.innerText()).toContain('21.000');
    expect(await price.innerText()).toContain('Precio anterior');
  });

  it('creates a coupon, and its uses count rises when a buyer pays with it', async () => {
    const code = `ADMIN${randomUUID().slice(0, 6).toUpperCase()}`;
    const page = await adminOn('/admin/coupons');
    await page.getByRole('button', { name: 'Nuevo cupón' }).click();
    await page.getByLabel('Código').fill(code.toLowerCase());
    await typeNumber(page, 'Descuento (%)', '150');
    await typeDate(page, 'coupon-from', storeCalendarText(-1));
    await typeDate(page, 'coupon-to', storeCalendarText(30));
    await typeNumber(page, 'Máximo de usos', '10');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('Un porcentaje de descuento va de 1 a 100.').isVisible(), soon).toBe(true);
    await typeNumber(page, 'Descuento (%)', '25');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText(`Se creó el cupón ${code}.`).isVisible(), soon).toBe(true);
    await expect.poll(() => rowOf(page, code).innerText(), soon).toContain('0 / 10');
    await screenshot(page, 'admin-coupons-created');

    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-5', { couponCode: code });
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);

    await page.reload();
    await expect.poll(() => rowOf(page, code).innerText(), soon).toContain('1 / 10');

    // The sale shows up with its payment id.
    await page.getByRole('link', { name: 'Ventas' }).click();
    await waitForPath(page, '/admin/sales');
    await page.getByRole('button', { name: `Ver la orden ${order.code}` }).click();
    await expect.poll(async () => (await page.getByTestId('order-number').innerText()).trim(), soon).toBe(order.code);
    await expect.poll(async () => (await page.getByTestId('order-payment-id').innerText()).trim(), soon).toMatch(/^\d+$/);
    expect(await page.getByRole('list', { name: 'Historial de estados' }).innerText()).toContain('Aprobada');
    await screenshot(page, 'admin-sales-order');
    await page.keyboard.press('Escape');
  });

  it('adds a planning user by hand and deactivates her', async () => {
    const email = `fuera-${randomUUID().slice(0, 8)}@example.com`;
    const page = await adminOn('/admin/planning-users');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.p-dropdown').first().click();
    await page.getByRole('option', { name: PLANNING_NAME, exact: true }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await dialog.getByLabel('Apellido').fill('Gómez');
    await typeDate(page, 'member-end', storeCalendarText(60, false));
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect.poll(() => page.getByText('Se agregó a Lucía Gómez.').isVisible(), soon).toBe(true);
    // Other tests of this stack add members too (the sweep fills the table with 50): the admin finds
    // hers with the Contacto column's filter, whatever page the sorting puts her on.
    await page
      .getByRole('columnheader', { name: /Contacto/ })
      .locator('.p-column-filter-menu-button')
      .click();
    await page.getByPlaceholder('Buscar por e-mail').fill(email);
    await page.locator('.p-column-filter-overlay .p-column-filter-buttonbar button').last().click();
    await expect.poll(() => rowOf(page, email).innerText(), soon).toContain('Activo');
    await screenshot(page, 'admin-planning-users-added');

    // The CSV export carries what the table shows.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Planificación,Nombre,Apellido,E-mail');
    expect(csv).toContain(`${PLANNING_NAME},Lucía,Gómez,${email}`);

    await page.getByRole('button', { name: `Desactivar a ${email}` }).click();
    // Asked first: deactivating ends her access.
    const confirm = page.getByRole('dialog', { name: '¿Desactivar el acceso?' });
    await confirm.waitFor(soon);
    expect(await confirm.innerText()).toContain(email);
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expect.poll(() => rowOf(page, email).innerText(), soon).toContain('Inactivo');
  });
});
