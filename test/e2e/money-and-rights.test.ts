// Money and the buyer's rights in Chromium against the whole local stack: a course's owner sees
// "Ya es tuyo" and the way in (never a buy button) on the course page and at checkout, and the
// page fits a 320 px screen with every tab in view; after paying, the return page says the
// purchase is paid, the Back button reaches a Mercado Pago checkout that refuses a second payment
// and then the store's checkout, which says it is paid instead of showing the payment box (a
// course and a planning; buying the planning again from its page is a new checkout), or, for a
// cash ticket still pending, that the payment is in process (again no payment box, and on the
// course page no buy button, without a layout shift) until it is paid; a visitor
// revokes a purchase from the footer's Botón de arrepentimiento without signing in, typing the
// number as people do, and gets a tracking code; a member ends her planning from the Botón de baja
// at the top of a phone's first screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';
import { layoutShiftSoFar, recordLayoutShift } from './layout-shift';
import { buyerWithAddress } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { setPaymentStatus, simulatorPayments } from '../support/mercado-pago';
import { freshPage, waitForPath } from './auth-browser-steps';
import { given, then, when } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe("money and the buyer's rights (browser)", () => {
  let browser: Browser;
  let owner: TestUser;
  /** The number the purchase e-mail gives the buyer (the order's short code). */
  let ownedOrderCode: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const purchase = await given.aPaidPurchase(stack, 'course-2');
    owner = purchase.buyer;
    ownedOrderCode = purchase.order.code;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a course\'s owner "Ya es tuyo" with "Ir al curso" on the course page and at checkout', async () => {
    const page = await freshPage(browser);
    await given.signedInOn(page, stack, owner, '/courses/course-2');
    const panel = page.getByTestId('owned-panel');
    await expect.poll(() => panel.isVisible(), soon).toBe(true);
    expect(await panel.getByRole('heading', { name: 'Ya es tuyo' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe('/lessons/course-2');
    expect(await page.getByTestId('buy-link').count()).toBe(0);
    await then.itFitsEveryWidth(page, 'owner-course-page');
    // The three tabs share a phone's width: none is pushed off screen.
    await page.setViewportSize({ width: 320, height: 900 });
    const tabEdges = await page
      .locator('.item-tabs .p-tabview-nav-link')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().right));
    expect(tabEdges).toHaveLength(3);
    for (const edge of tabEdges) expect(edge).toBeLessThanOrEqual(320);
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.goto(`${stack.webUrl}/checkout/course-2`);
    await expect.poll(() => page.getByTestId('checkout-owned').isVisible(), soon).toBe(true);
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await page.context().close();
  });

  it('after paying, the return page says it is paid; Back reaches a Mercado Pago checkout that refuses a second payment, then a checkout that says it is paid', async () => {
    const buyer = await buyerWithAddress(stack);
    const page = await freshPage(browser);
    await given.signedInOn(page, stack, buyer, '/courses/course-6');
    expect(await page.getByTestId('instalments').innerText()).toMatch(/^Hasta \d+ cuotas con Mercado Pago$/);
    await page.getByTestId('buy-link').click();
    await waitForPath(page, '/checkout/course-6');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.locator('button[data-outcome="approved"]').click();
    await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });
    await expect
      .poll(
        () =>
          page
            .getByText(/fue aprobada/)
            .first()
            .isVisible(),
        soon,
      )
      .toBe(true);
    // The return page says the purchase is paid, with the way in.
    const returned = page.getByTestId('paid-order');
    await expect.poll(() => returned.isVisible(), soon).toBe(true);
    expect(await returned.getByRole('heading', { name: 'Esta compra ya está paga' }).isVisible()).toBe(true);
    expect(await returned.getByTestId('paid-order-way-in').getAttribute('href')).toBe('/lessons/course-6');
    const paidOrderId = (await returned.getAttribute('data-order-id')) ?? '';
    // One number for one purchase: the order's code, as Mis compras and the e-mails give it.
    expect(await returned.locator('.paid-order__id-value').innerText()).toMatch(/^IMP-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
    await then.itFitsEveryWidth(page, 'return-page-paid');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Este link de pago venció' }).isVisible(), soon).toBe(true);
    expect(await page.locator('button[data-outcome="approved"]').count()).toBe(0);
    await screenshot(page, 'back-button-expired-checkout');

    // One more Back: the store's checkout that sent this order says it is paid, never the payment box.
    await page.goBack();
    await waitForPath(page, '/checkout/course-6');
    const paid = page.getByTestId('paid-order');
    await expect.poll(() => paid.isVisible(), soon).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Esta compra ya está paga' }).isVisible()).toBe(true);
    expect(await paid.getAttribute('data-order-id')).toBe(paidOrderId);
    expect(await paid.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe('/lessons/course-6');
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await then.itFitsEveryWidth(page, 'back-button-paid-checkout');

    await page.goto(`${stack.webUrl}/my-orders`);
    const order = page.locator('[data-order-id]').first();
    await expect.poll(() => order.getAttribute('data-status'), soon).toBe('APPROVED');
    const orderId = (await order.getAttribute('data-order-id')) ?? '';
    expect((await simulatorPayments(stack, orderId)).map((payment) => payment.status)).toEqual(['approved']);
    await page.context().close();
  });

  it('a cash ticket left pending: Back to the checkout, a new visit, or the course page says the payment is in process (no payment box unless another method is chosen), and the page moves on once it is paid', async () => {
    const buyer = await buyerWithAddress(stack);
    const page = await freshPage(browser);
    await recordLayoutShift(page);
    await given.signedInOn(page, stack, buyer, '/courses/course-1');
    await page.getByTestId('buy-link').click();
    await waitForPath(page, '/checkout/course-1');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    // Pays with a cash ticket (Rapipago): Mercado Pago shows its own result page, the payment pending.
    await page.locator('button[data-outcome="pending"]').click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/result', { timeout: 60_000 });
    await when.theWebhooksArrive(stack);

    // Back past Mercado Pago's form to the store's checkout that sent the order.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.goBack();
    await waitForPath(page, '/checkout/course-1');
    const pending = page.getByTestId('pending-order');
    await expect.poll(() => pending.isVisible(), soon).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Tu pago está en proceso' }).isVisible()).toBe(true);
    expect(await pending.getByRole('status').innerText()).toMatch(/^Tu compra del curso ".+" está pendiente\.$/);
    expect(await pending.innerText()).toContain('No hace falta pagar de nuevo');
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    const orderId = (await pending.getAttribute('data-order-id')) ?? '';
    const [payment] = await simulatorPayments(stack, orderId);
    expect(payment?.status).toBe('pending');
    await then.itFitsEveryWidth(page, 'back-button-pending-checkout');

    // The course page (published: the same HTML for everyone) says, once live, that the payment
    // is in process in the buy button's place, without moving the page; its link leads to the
    // checkout, which says the same; paying with another method is a deliberate choice that
    // brings the payment box back.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${stack.webUrl}/courses/course-1`, { waitUntil: 'commit' });
    const onItemPage = page.getByTestId('pending-order');
    await expect.poll(() => onItemPage.isVisible(), soon).toBe(true);
    await waitForLiveApp(page);
    expect(await onItemPage.getAttribute('data-order-id')).toBe(orderId);
    expect(await onItemPage.getByRole('heading', { level: 2, name: 'Tu pago está en proceso' }).isVisible()).toBe(true);
    expect(await onItemPage.getByRole('status').innerText()).toMatch(/^Tu compra del curso ".+" está pendiente\.$/);
    expect(await onItemPage.getByTestId('pending-order-my-orders').getAttribute('href')).toBe('/my-orders');
    expect(await page.getByTestId('buy-link').count()).toBe(0);
    expect(await page.getByText('Comprar curso').count()).toBe(0);
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.05);
    // The app-start notice of the queued order ("está pendiente") closes by itself: shoot the page under it.
    await expect.poll(() => page.locator('.p-toast-message').count(), soon).toBe(0);
    await then.itFitsEveryWidth(page, 'pending-course-page');
    await onItemPage.getByTestId('pending-order-checkout').click();
    await waitForPath(page, '/checkout/course-1');
    await expect.poll(() => page.getByTestId('pending-order').isVisible(), soon).toBe(true);
    expect(await page.getByTestId('pending-order').getAttribute('data-order-id')).toBe(orderId);
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await page.getByTestId('pending-order-pay-another-way').click();
    await expect.poll(() => page.getByRole('button', { name: 'Pagar con Mercado Pago' }).isVisible(), soon).toBe(true);
    expect(await page.getByTestId('pending-order').count()).toBe(0);

    // Back to the checkout that sent the order: in process again.
    await page.goBack();
    await waitForPath(page, '/courses/course-1');
    await page.goBack();
    await waitForPath(page, '/checkout/course-1');
    await expect.poll(() => page.getByTestId('pending-order').isVisible(), soon).toBe(true);

    // The buyer pays the ticket: Mercado Pago approves it, and the open page says it is paid.
    await setPaymentStatus(stack, payment?.id ?? 0, 'approved');
    await when.theWebhooksArrive(stack);
    const paid = page.getByTestId('paid-order');
    await expect.poll(() => paid.isVisible(), soon).toBe(true);
    expect(await paid.getAttribute('data-order-id')).toBe(orderId);
    expect(await page.getByTestId('pending-order').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await page.context().close();
  });

  it('a planning: Back to its checkout after paying says it is paid with the member area; its page then offers Renovar, a new checkout', async () => {
    const buyer = await buyerWithAddress(stack);
    const page = await freshPage(browser);
    await given.signedInOn(page, stack, buyer, '/plannings/planning-2');
    await page.getByTestId('buy-link').click();
    await waitForPath(page, '/checkout/planning-2');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.locator('button[data-outcome="approved"]').click();
    await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });
    await expect.poll(() => page.getByTestId('paid-order').isVisible(), soon).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
    await page.goBack();
    await waitForPath(page, '/checkout/planning-2');
    const paid = page.getByTestId('paid-order');
    await expect.poll(() => paid.isVisible(), soon).toBe(true);
    expect(await paid.getByRole('link', { name: 'Ir a mi planificación' }).getAttribute('href')).toBe('/my-plannings/planning-2');
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await then.itFitsEveryWidth(page, 'back-button-paid-planning-checkout');

    // The planning's page shows its member the way in and "Renovar", never a first purchase.
    await page.goto(`${stack.webUrl}/plannings/planning-2`);
    const member = page.getByTestId('member-panel');
    await expect.poll(() => member.isVisible(), soon).toBe(true);
    expect(await member.getByRole('heading', { name: 'Ya es tuya' }).isVisible()).toBe(true);
    expect(await member.getByTestId('go-to-planning').getAttribute('href')).toBe('/my-plannings/planning-2');
    expect(await page.getByTestId('buy-link').count()).toBe(0);
    await then.itFitsEveryWidth(page, 'member-planning-page');
    // Renewing is a new visit to the checkout (a new history entry): the payment box is back.
    await member.getByTestId('renew-link').click();
    await waitForPath(page, '/checkout/planning-2');
    await expect.poll(() => page.getByRole('button', { name: 'Pagar con Mercado Pago' }).isVisible(), soon).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Renová tu planificación' }).isVisible()).toBe(true);
    expect(await page.getByTestId('checkout-renewal').innerText()).toMatch(/activa hasta el .+ suma un nuevo período desde esa fecha/);
    expect(await page.getByTestId('paid-order').count()).toBe(0);
    await then.itFitsEveryWidth(page, 'renewal-checkout');
    await page.context().close();
  });

  it('a visitor revokes a purchase from the footer with the order number and e-mail, and gets a tracking code', async () => {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${stack.webUrl}/`);
    const link = page.getByTestId('regret-link');
    await expect.poll(() => link.isVisible(), soon).toBe(true);
    expect(await page.getByTestId('legal-identity').innerText()).toMatch(/CUIT \d{2}-\d{8}-\d/);
    await waitForLiveApp(page);
    await link.click();
    await waitForPath(page, '/arrepentimiento');
    await expect.poll(() => page.getByRole('heading', { name: 'Botón de arrepentimiento' }).isVisible(), soon).toBe(true);
    await then.itFitsEveryWidth(page, 'regret-form');

    await page.getByLabel('Número de compra').fill(ownedOrderCode);
    await page.getByLabel('E-mail de la compra').fill('otra-persona@example.com');
    await page.getByRole('button', { name: 'Revocar la compra' }).click();
    await expect.poll(() => page.getByTestId('regret-error').innerText(), soon).toContain('No encontramos una compra');
    expect(await page.getByTestId('regret-error').innerText()).not.toContain('input.');

    // Typed as people type a number read from an e-mail: lower case, spaces for the dashes.
    await page.getByLabel('Número de compra').fill(` ${ownedOrderCode.toLowerCase().replaceAll('-', ' ')} `);
    await page.getByLabel('E-mail de la compra').fill(owner.email);
    await page.getByRole('button', { name: 'Revocar la compra' }).click();
    const code = page.getByTestId('regret-tracking-code');
    await expect.poll(() => code.isVisible(), soon).toBe(true);
    expect(await code.innerText()).toMatch(/^ARR-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await then.itFitsEveryWidth(page, 'regret-confirmation');
    await page.context().close();
  });

  it('a member ends her planning from the Botón de baja on the first screen of a 390 px phone, without signing in', async () => {
    const { buyer: member, order } = await given.aPaidPurchase(stack, 'planning-1');
    const page = await freshPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.webUrl}/plannings/planning-1`);
    const link = page.getByTestId('header-cancellation-link');
    await expect.poll(() => link.isVisible(), soon).toBe(true);
    await waitForLiveApp(page);
    await link.click();
    await waitForPath(page, '/baja');
    await expect.poll(() => page.getByRole('heading', { name: 'Botón de baja' }).isVisible(), soon).toBe(true);
    await page.getByLabel('Número de compra').fill(order.code.toLowerCase());
    await page.getByLabel('E-mail de la compra').fill(member.email);
    await page.getByRole('button', { name: 'Dar de baja' }).click();
    const code = page.getByTestId('cancellation-tracking-code');
    await expect.poll(() => code.isVisible(), soon).toBe(true);
    expect(await code.innerText()).toMatch(/^BAJ-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await then.itFitsEveryWidth(page, 'cancellation-confirmation');
    await page.context().close();
  });
});
