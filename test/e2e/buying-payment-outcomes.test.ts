// Checkout when things do not go straight to "approved", in Chromium against the local stack and
// the Mercado Pago simulator: the provider is down when paying (clear message, the buyer stays,
// and paying again once it is back works), and a payment left pending comes back to the store's
// "está pendiente" notice and an order "En proceso".
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { addBillingAddress } from '../support/buying';
import { signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { setPaymentStatus, simulatorPayments } from '../support/mercado-pago';
import { fillSignIn, freshPage, pathOf, waitForPath } from './auth-browser-steps';

const stack = inject('stack');
const COURSE_ID = 'course-4';
const soon = { timeout: 60_000 };

async function setProviderDown(down: boolean): Promise<void> {
  const simulatorUrl = stack.payments?.simulatorUrl;
  if (!simulatorUrl) throw new Error('the browser stack runs without the Mercado Pago simulator');
  const response = await fetch(`${simulatorUrl}/_simulator/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  expect(response.status).toBe(200);
}

async function myOrders(buyer: TestUser): Promise<{ id: string; status: string }[]> {
  const answer = await callGraphql<{ listMyOrders: { id: string; status: string }[] }>(
    stack,
    { token: buyer.accessToken },
    'query { listMyOrders { id status } }',
  );
  return answer.data?.listMyOrders ?? [];
}

// Each test arranges its own buyer at checkout and, in this page, the steps before the one it
// checks (a failed attempt, a payment left pending), so any one runs alone.
describe('checkout when the payment does not simply go through (browser)', () => {
  let browser: Browser;
  let courseName: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const item = await callGraphql<{ getItem: { name: string } }>(
      stack,
      { apiKey: stack.apiKey },
      `query { getItem(id: "${COURSE_ID}") { name } }`,
    );
    courseName = item.data?.getItem.name ?? '';
  });
  afterAll(async () => {
    await setProviderDown(false).catch(() => undefined);
    await browser?.close();
  });

  /** Bruno, with billing details (the billing form is covered by buying-journey), signed in at checkout. */
  async function brunoAtCheckout(): Promise<{ buyer: TestUser; page: Page }> {
    const buyer = await signUpAndConfirm(stack, { firstName: 'Bruno', lastName: 'Díaz' });
    await addBillingAddress(stack, buyer, {
      fullName: 'Bruno Díaz',
      taxId: '30111222',
      street: 'San Martín',
      streetNumber: '450',
      apartment: null,
      city: 'Rosario',
      province: 'Santa Fe',
      postalCode: '2000',
      phone: '341 444-5555',
    });
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/checkout/${COURSE_ID}`)}`);
    await fillSignIn(page, buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname === `/checkout/${COURSE_ID}`, { timeout: 60_000 });
    return { buyer, page };
  }

  /** From checkout to Mercado Pago's simulator. */
  async function toMercadoPago(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/v1/redirect', { timeout: 60_000 });
  }

  /** A payment left pending at Mercado Pago, and the buyer back on "Mis compras" with the order in process. */
  async function aPendingReturn(page: Page): Promise<void> {
    await toMercadoPago(page);
    await page.locator('button[data-outcome="pending"]').click();
    await page.getByTestId('back-to-store').click();
    await waitForPath(page, '/my-orders');
    await expect.poll(() => page.locator('[data-status="IN_PROCESS"]').count(), soon).toBe(1);
  }

  it('says clearly that Mercado Pago did not answer, keeps the buyer on checkout and leaves nothing to pay', async () => {
    const { buyer, page } = await brunoAtCheckout();
    await expect.poll(() => page.getByRole('heading', { name: courseName }).isVisible(), soon).toBe(true);
    await setProviderDown(true);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect
      .poll(() => page.getByText('No pudimos conectarnos con Mercado Pago. No se te cobró nada', { exact: false }).isVisible(), soon)
      .toBe(true);
    expect(pathOf(page)).toBe(`/checkout/${COURSE_ID}`);
    await screenshot(page, 'buying-provider-down');
    // The attempt that never reached Mercado Pago is not an order the buyer placed: "Mis compras"
    // does not list it (the store keeps it, cancelled, for the admin).
    expect(await myOrders(buyer)).toEqual([]);
  });

  it('lets the buyer pay again once Mercado Pago is back', async () => {
    const { page } = await brunoAtCheckout();
    // An attempt while Mercado Pago is down, told on this page.
    await expect.poll(() => page.getByRole('heading', { name: courseName }).isVisible(), soon).toBe(true);
    await setProviderDown(true);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect
      .poll(() => page.getByText('No pudimos conectarnos con Mercado Pago. No se te cobró nada', { exact: false }).isVisible(), soon)
      .toBe(true);

    await setProviderDown(false);
    await toMercadoPago(page);
  });

  it('comes back from a pending payment to the "está pendiente" notice and an order in process', async () => {
    const { page } = await brunoAtCheckout();
    await toMercadoPago(page);
    await page.locator('button[data-outcome="pending"]').click();
    // Only approved payments return on their own (auto_return: approved): the buyer follows the link.
    await page.getByTestId('back-to-store').click();
    await page.waitForURL((url) => url.origin === new URL(stack.webUrl).origin, { timeout: 60_000 });
    await expect
      .poll(() => page.getByText(`Tu compra del curso "${courseName}" está pendiente`, { exact: true }).isVisible(), soon)
      .toBe(true);
    // The provider's parameters are dropped from the address, so a reload does not replay the return.
    await waitForPath(page, '/my-orders');
    const inProcess = page.locator('[data-status="IN_PROCESS"]');
    await expect.poll(() => inProcess.count(), soon).toBe(1);
    expect(await inProcess.innerText()).toContain('En proceso');
    expect(await page.locator('[data-status="CANCELLED"]').count()).toBe(0);
    await screenshot(page, 'buying-pending-return');
  });

  it('shows the pending payment approved later on the open page, without a reload', async () => {
    const { buyer, page } = await brunoAtCheckout();
    await aPendingReturn(page);
    const [order] = await myOrders(buyer);
    const payments = await simulatorPayments(stack, order?.id ?? '');
    const pending = payments.find((payment) => payment.status !== 'approved');
    expect(pending).toBeDefined();
    await setPaymentStatus(stack, pending?.id ?? 0, 'approved');
    await expect.poll(() => page.locator('[data-status="APPROVED"]').count(), { timeout: 60_000 }).toBe(1);
    expect(await page.locator('[data-status="IN_PROCESS"]').count()).toBe(0);
    await expect
      .poll(() => page.getByText(`Tu compra del curso "${courseName}" fue aprobada`, { exact: true }).isVisible(), { timeout: 60_000 })
      .toBe(true);
  });

  it('a checkout open in another session while the payment is pending says "Ya es tuyo" once it is approved, never "Pagar" (issue 42, item 5)', async () => {
    const { buyer, page } = await brunoAtCheckout();
    await aPendingReturn(page);
    // Another session of hers opens the course's checkout: the pending payment, no payment box.
    const other = await freshPage(browser);
    await other.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(`/checkout/${COURSE_ID}`)}`);
    await fillSignIn(other, buyer.email, buyer.password);
    await other.waitForURL((url) => url.pathname === `/checkout/${COURSE_ID}`, { timeout: 60_000 });
    await expect.poll(() => other.getByTestId('pending-order').isVisible(), soon).toBe(true);
    const [order] = await myOrders(buyer);
    const pending = (await simulatorPayments(stack, order?.id ?? '')).find((payment) => payment.status !== 'approved');
    await setPaymentStatus(stack, pending?.id ?? 0, 'approved');
    // The open page moves on by itself: owned, the way in.
    await expect.poll(() => other.getByTestId('checkout-owned').isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await other.getByRole('heading', { name: 'Ya es tuyo' }).isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await other.context().close();
    await page.context().close();
  });
});
