// A buyer pays in cash on a 390 px phone (issue 42, docs/decisions/164): back from the simulator's
// Rapipago payment, Mis compras and the course's checkout say "Pagá en efectivo hasta el dd/mm a las HH:mm:
// Ver el cupón de pago", linking to the voucher Mercado Pago (the simulator) gave; once it
// expires unpaid, Mis compras says the voucher expired. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { addBillingAddress } from '../support/buying';
import { signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { expireVoucher, simulatorPayments } from '../support/mercado-pago';
import { fillSignIn, waitForPath } from './auth-browser-steps';

const stack = inject('stack');
const COURSE_ID = 'course-5';
const soon = { timeout: 60_000 };
const VOUCHER_LINE = /^Pagá en efectivo hasta el \d\d\/\d\d a las \d\d:\d\d: Ver el cupón de pago$/;

async function myOrderIds(buyer: TestUser): Promise<string[]> {
  const answer = await callGraphql<{ listMyOrders: { id: string }[] }>(
    stack,
    { token: buyer.accessToken },
    'query { listMyOrders { id } }',
  );
  return (answer.data?.listMyOrders ?? []).map((order) => order.id);
}

async function atWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const width of [320, 1366, 390]) {
    await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
    await check();
    // Nothing wider than the screen at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

describe('the way back to a cash payment’s voucher (browser, 390 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the voucher on Mis compras and the pending checkout, and that it expired once it did', async () => {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Carla', lastName: 'Gómez' });
    await addBillingAddress(stack, buyer);
    const context = await browser.newContext({ locale: 'es-AR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/checkout/${COURSE_ID}`)}`);
    await fillSignIn(page, buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname === `/checkout/${COURSE_ID}`, soon);

    // Pays in cash at Mercado Pago (the simulator's Rapipago) and follows "Volver al sitio".
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', soon);
    await page.locator('button[data-outcome="pending"]').click();
    await page.getByTestId('back-to-store').click();
    await waitForPath(page, '/my-orders');

    const [orderId] = await myOrderIds(buyer);
    const [payment] = await simulatorPayments(stack, orderId ?? '');
    const address = payment?.transaction_details?.external_resource_url ?? '';
    expect(address).toContain('/ticket?');

    const card = page.locator(`[data-order-id="${orderId}"]`);
    const voucher = card.getByTestId('cash-voucher');
    await expect.poll(() => voucher.isVisible(), soon).toBe(true);
    await atWidths(page, 'cash-voucher-my-orders', async () => {
      expect((await voucher.innerText()).trim()).toMatch(VOUCHER_LINE);
      expect(await voucher.getByRole('link', { name: 'Ver el cupón de pago' }).getAttribute('href')).toBe(address);
    });

    // The course's checkout while the payment is pending: the same way back to the voucher.
    await page.goto(`${stack.webUrl}/checkout/${COURSE_ID}`);
    const pendingVoucher = page.getByTestId('pending-order').getByTestId('cash-voucher');
    await expect.poll(() => pendingVoucher.isVisible(), soon).toBe(true);
    await atWidths(page, 'cash-voucher-checkout', async () => {
      expect((await pendingVoucher.innerText()).trim()).toMatch(VOUCHER_LINE);
    });

    // The link opens Mercado Pago's voucher (a new tab).
    const [voucherPage] = await Promise.all([page.context().waitForEvent('page'), pendingVoucher.getByRole('link').click()]);
    await voucherPage.waitForLoadState();
    expect(voucherPage.url()).toBe(address);
    expect(await voucherPage.getByRole('heading', { level: 1 }).innerText()).toBe('Cupón de pago · Rapipago');
    await screenshot(voucherPage, 'cash-voucher-simulator-page-390');
    await voucherPage.close();

    // Not paid in time: Mercado Pago cancels it (expired); Mis compras says so, with no link.
    await page.goto(`${stack.webUrl}/my-orders`);
    await expect.poll(() => voucher.isVisible(), soon).toBe(true);
    await expireVoucher(stack, payment?.id ?? 0);
    await expect.poll(() => card.getAttribute('data-status'), soon).toBe('CANCELLED');
    await page.reload();
    await expect.poll(() => voucher.getAttribute('data-expired'), soon).toBe('true');
    expect((await voucher.innerText()).trim()).toMatch(/^El cupón de pago en efectivo venció el \d\d\/\d\d: ya no se puede pagar\.$/);
    expect(await voucher.getByRole('link').count()).toBe(0);
    await screenshot(page, 'cash-voucher-expired-390');
    await context.close();
  });
});
