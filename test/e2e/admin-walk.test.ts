// What a buyer and the admin tripped over on their walk (issue 30, and issue 24's list of the
// store's refunds), each checked in Chromium against the local stack at the width where it failed:
// the admin's tables at 1366 px with 50 rows, the order detail in Spanish with one history line
// per move, a pending purchase told once on Mis compras, the keyboard focus after "Marcar como
// completada" and on the verification page, the free preview lesson's price and buy button, and
// every refund the store asked for in one list with its state and the settle-by-hand action.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedPlanningUsers, seedSalesRows } from '../support/admin-rows';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { as, buyerWithAddress, createOrder } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { DEFAULT_SWITCHES, payAtCheckout, releaseHeldWebhooks, setSimulatorSwitches, webhooksSettled } from '../support/mercado-pago';
import { QUEUE_STORAGE_KEY } from '../../web/src/features/orders/order-queue';
import { fillSignIn } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const DESKTOP_1366 = { width: 1366, height: 900 };

async function signedIn(browser: Browser, user: { email: string; password: string }, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: 'es-AR', viewport });
  const page = await context.newPage();
  await page.goto(`${stack.webUrl}/auth/sign-in`);
  await fillSignIn(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/', soon);
  return { context, page };
}

/** Shows 50 rows a page in the first table (its paginator's rows-per-page picker). */
async function fiftyRows(page: Page): Promise<void> {
  await page.locator('.p-paginator .p-dropdown').first().click();
  await page.getByRole('option', { name: '50' }).click();
  await page.locator('table tbody tr:nth-child(50)').first().waitFor(soon);
}

/** The right edge of an element, and whether it sits whole inside the window and its table. */
async function inSight(page: Page, selector: string): Promise<{ right: number; inTable: boolean }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const wrapper = element.closest('.p-datatable-wrapper')?.getBoundingClientRect();
      return { right: box.right, inTable: wrapper ? box.right <= wrapper.right + 1 : true };
    });
}

describe('the admin and buyer walk (browser, issue 30)', () => {
  let browser: Browser;
  let admin: TestUser;
  let adminPage: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signInAdmin(stack);
    ({ page: adminPage } = await signedIn(browser, stack.admin, DESKTOP_1366));
  });
  afterAll(async () => {
    await setSimulatorSwitches(stack, DEFAULT_SWITCHES).catch(() => undefined);
    await browser?.close();
  });

  it('Ventas and Usuarios de planificaciones fit 1366 px with 50 rows: Estado and "Desactivar" in sight', async () => {
    await seedSalesRows(stack, as(admin), 50);
    await seedPlanningUsers(stack, as(admin), 50);

    await adminPage.goto(`${stack.webUrl}/admin/sales`);
    await adminPage.locator('table tbody tr').first().waitFor(soon);
    await fiftyRows(adminPage);
    const sales = adminPage.locator('.p-datatable-wrapper').first();
    const salesWidths = await sales.evaluate((wrapper) => ({ scroll: wrapper.scrollWidth, width: wrapper.clientWidth }));
    expect(salesWidths.scroll).toBeLessThanOrEqual(salesWidths.width);
    const estado = await inSight(adminPage, 'table thead th:last-child');
    expect(estado.inTable).toBe(true);
    expect(estado.right).toBeLessThanOrEqual(1366);
    await screenshot(adminPage, 'walk-admin-sales-50-1366');

    await adminPage.goto(`${stack.webUrl}/admin/planning-users`);
    await adminPage.locator('table tbody tr').first().waitFor(soon);
    await fiftyRows(adminPage);
    const members = adminPage.locator('.p-datatable-wrapper').first();
    const memberWidths = await members.evaluate((wrapper) => ({ scroll: wrapper.scrollWidth, width: wrapper.clientWidth }));
    expect(memberWidths.scroll).toBeLessThanOrEqual(memberWidths.width);
    const deactivate = await inSight(adminPage, 'button[aria-label^="Desactivar a "]');
    expect(deactivate.inTable).toBe(true);
    expect(deactivate.right).toBeLessThanOrEqual(1366);
    await screenshot(adminPage, 'walk-admin-planning-users-50-1366');
  });

  it("a refunded order's detail speaks Spanish and has one history line per move (no second 'Aprobada')", async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    const refund = await callGraphql(stack, as(admin), 'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }', {
      input: { orderId: order.id, reason: 'La compradora se equivocó de curso' },
    });
    expect(refund.errors).toBeUndefined();
    expect(refund.data?.['refundOrder']?.status).toBe('REFUNDED');

    await adminPage.goto(`${stack.webUrl}/admin/sales`);
    await adminPage.getByRole('button', { name: `Ver la orden ${order.code}`, exact: true }).click();
    const history = adminPage.getByRole('list', { name: 'Historial de estados' });
    await history.waitFor(soon);
    const payments = await adminPage.getByTestId('order-payments').innerText();
    expect(payments).toContain('reembolsado');
    expect(payments).not.toMatch(/\b(approved|rejected|refunded|pending)\b/);
    const lines = await history.locator('li').allInnerTexts();
    expect(lines.join('\n')).not.toMatch(/\b(approved|rejected|refunded|pending|ADMIN)\b/);
    expect(lines.filter((line) => line.includes('— Aprobada'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('— Reembolsada'))).toHaveLength(1);
    expect(lines.at(-1)).toContain('La compradora se equivocó de curso');
    await screenshot(adminPage, 'walk-admin-order-detail-1366');
    await adminPage.keyboard.press('Escape');
  });

  it('Mis compras tells a pending purchase once, also when the page is opened again (390 px)', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-3');
    await payAtCheckout(order.initPoint, 'in_process');
    await webhooksSettled(stack);
    const { context, page } = await signedIn(browser, buyer, VIEWPORTS.phone);
    try {
      // Every notice the page shows, kept across page loads of this tab.
      await context.addInitScript(() => {
        new MutationObserver((changes) => {
          for (const change of changes) {
            for (const node of Array.from(change.addedNodes)) {
              if (!(node instanceof HTMLElement)) continue;
              for (const summary of Array.from(node.querySelectorAll('.store-toast__summary'))) {
                const seen = JSON.parse(sessionStorage.getItem('walk-notices') ?? '[]') as string[];
                sessionStorage.setItem('walk-notices', JSON.stringify([...seen, summary.textContent ?? '']));
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // As the checkout leaves it before the trip to Mercado Pago: the order queued in this browser.
      await page.evaluate(({ key, entry }) => window.localStorage.setItem(key, JSON.stringify([entry])), {
        key: QUEUE_STORAGE_KEY,
        entry: { id: order.id, firstName: 'Ana', lastName: 'Pérez', email: buyer.email, failedAttempts: 0 },
      });
      const notices = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('walk-notices') ?? '[]') as string[]);
      const updated = (response: { url(): string; request(): { postData(): string | null } }) =>
        response.url().includes('/graphql') && (response.request().postData() ?? '').includes('updateOrdersWithPaymentProvider');

      // Back from Mercado Pago: the app start and the page both update the queue.
      const firstUpdate = page.waitForResponse(updated, soon);
      await page.goto(`${stack.webUrl}/my-orders?order=${order.id}&status=in_process`);
      await (await firstUpdate).finished();
      await page.locator(`.orders-list [data-order-id="${order.id}"]`).waitFor(soon);
      await expect.poll(notices, soon).toContain('Tu compra del curso "Vertical: parada de manos desde cero" está pendiente');
      await screenshot(page, 'walk-my-orders-pending-390');

      // Opened again later: the queue is updated again, and an unchanged "pendiente" is not news.
      const again = page.waitForResponse(updated, soon);
      await page.goto(`${stack.webUrl}/my-orders`);
      await (await again).finished();
      await page.locator(`.orders-list [data-order-id="${order.id}"]`).waitFor(soon);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect((await notices()).filter((summary) => summary.includes('está pendiente'))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('Enter on "Marcar como completada" of a text lesson keeps the keyboard on the button (390 px)', async () => {
    // A lesson without video (course-6's first plan week): a video lesson is done by watching (issue 42).
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    const { context, page } = await signedIn(browser, buyer, VIEWPORTS.phone);
    try {
      await page.goto(`${stack.webUrl}/lessons/course-6/course-6-t13`);
      const toggle = page.getByTestId('complete-toggle');
      await toggle.waitFor(soon);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-pressed'), soon).toBe('true');
      await expect.poll(() => toggle.getAttribute('aria-busy'), soon).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)).toBe(
        'complete-toggle',
      );
      // And Enter again takes the mark back, from where the keyboard is.
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-pressed'), soon).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('arriving at the verification page, the keyboard starts in the code field (390 px)', async () => {
    const page = await (await browser.newContext({ locale: 'es-AR', viewport: VIEWPORTS.phone })).newPage();
    try {
      await page.goto(`${stack.webUrl}/auth/email-verification/${encodeURIComponent('ana.perez@example.com')}`);
      await page.locator('#verification-code').waitFor(soon);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), soon).toBe('verification-code');
    } finally {
      await page.context().close();
    }
  });

  it("the free preview lesson shows the course's price and buy button, as its course page does (390 px)", async () => {
    const page = await (await browser.newContext({ locale: 'es-AR', viewport: VIEWPORTS.phone })).newPage();
    try {
      await page.goto(`${stack.webUrl}/courses/course-1`);
      await page.locator('.purchase-panel [data-testid="buy-link"]').waitFor(soon);
      const coursePrice = await page.locator('.purchase-panel [data-testid="item-price"]').innerText();
      await page.goto(`${stack.webUrl}/lessons/course-1/course-1-t01`);
      const box = page.getByTestId('preview-purchase');
      await box.locator('[data-testid="buy-link"]').waitFor(soon);
      expect(await box.locator('[data-testid="buy-link"]').getAttribute('href')).toBe('/checkout/course-1');
      expect(await box.innerText()).toContain('Comprar curso');
      expect(await box.getByTestId('item-price').innerText()).toBe(coursePrice);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(page, 'walk-preview-lesson-buy-390');
    } finally {
      await page.context().close();
    }
  });

  it('every refund the store asked for is listed with its state; a refused one is settled by hand from the list (1366 px)', async () => {
    // A second payment of one purchase, whose automatic refund Mercado Pago refuses (short balance).
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-2');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    await payAtCheckout(order.initPoint, 'approved');
    await setSimulatorSwitches(stack, { hold: false, refuseRefunds: true });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);

    await adminPage.goto(`${stack.webUrl}/admin/sales`);
    const refunds = adminPage.getByTestId('store-refunds');
    const row = refunds.locator('tr', { hasText: order.code });
    await row.waitFor(soon);
    expect(await row.innerText()).toContain('pago duplicado');
    expect(await row.innerText()).toContain('Rechazado');
    const widths = await refunds
      .locator('.p-datatable-wrapper')
      .evaluate((wrapper) => ({ scroll: wrapper.scrollWidth, width: wrapper.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.width);
    await screenshot(adminPage, 'walk-admin-refunds-1366');

    // The money went back by transfer: recorded from the list, through the order's detail.
    await row.getByRole('button', { name: /^Resolver a mano el reembolso/ }).click();
    const note = adminPage.getByLabel('Si devolviste el dinero por otro medio, contá cómo (queda en el historial)');
    await note.fill('Transferencia bancaria del 27/11');
    await adminPage.getByRole('button', { name: 'Marcar como resuelto a mano' }).click();
    await adminPage.getByRole('button', { name: 'Marcar como resuelto a mano' }).waitFor({ state: 'detached', ...soon });
    await adminPage.keyboard.press('Escape');
    await expect.poll(() => row.innerText(), soon).toContain('Resuelto a mano');
    await setSimulatorSwitches(stack, { refuseRefunds: false });
  });
});
