// A purchase refunded at Mercado Pago with every notification lost, in Chromium against the whole
// local stack (issue 24): after one run of the scheduled reconciliation (run at once through the
// local scheduler), Mis compras shows the order as "Reembolsada" with its date and amount, the
// certificate's public page says it was annulled and on which day, and a pending revocation
// request shows on the buyer's other order with its tracking code. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '../../functions/domain/money';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { as, buyerWithAddress, createOrder } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { callGraphql, visitor } from '../support/graphql-client';
import { payAtCheckout, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { reverseAtMercadoPago, runPaymentChanges } from '../support/payment-changes';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const SET_PROGRESS = `mutation($item: ID!, $topic: ID!) { setTopicProgress(itemId: $item, topicId: $topic, completed: true) { completed } }`;
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { verificationCode } }`;
const REGRET = `mutation($input: RegretRequestInput!) { requestPurchaseRegret(input: $input) { trackingCode } }`;

async function signInThroughPage(page: Page, user: TestUser, then: string): Promise<void> {
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(then)}`);
  await fillSignIn(page, user.email, user.password);
  await waitForPath(page, then);
}

async function shootAtWidths(page: Page, name: string): Promise<void> {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow, `${name} at ${width} px`).toBe(0);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('a purchase refunded at Mercado Pago, no notification (browser)', () => {
  let browser: Browser;
  let buyer: TestUser;
  let refundedOrderId: string;
  let refundedAmount: number;
  let regretOrderId: string;
  let trackingCode: string;
  let certificateCode: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    buyer = await buyerWithAddress(stack);
    const course = await createOrder(stack, buyer, 'course-2');
    await payAtCheckout(course.initPoint, 'approved');
    const other = await createOrder(stack, buyer, 'course-1');
    await payAtCheckout(other.initPoint, 'approved');
    await webhooksSettled(stack);
    refundedOrderId = course.id;
    refundedAmount = course.amount;
    regretOrderId = other.id;
    for (const topic of ['course-2-t01', 'course-2-t02', 'course-2-t03']) {
      expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: 'course-2', topic })).errors).toBeUndefined();
    }
    certificateCode = (await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-2' })).data?.['requestCertificate']
      ?.verificationCode;
    expect(certificateCode).toBeTruthy();
    const regret = await callGraphql(stack, visitor(stack), REGRET, { input: { orderId: other.code, email: buyer.email } });
    expect(regret.errors).toBeUndefined();
    trackingCode = regret.data?.['requestPurchaseRegret']?.trackingCode;

    const [payment] = await simulatorPayments(stack, course.id);
    await reverseAtMercadoPago(stack, payment!.id, 'refund', { notify: false });
    const report = await runPaymentChanges(stack);
    expect(report.failed).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Mis compras shows the order "Reembolsada" with its date and amount, and the other order\'s pending revocation with its code', async () => {
    const page = await freshPage(browser);
    await signInThroughPage(page, buyer, '/my-orders');
    const refunded = page.locator(`[data-order-id="${refundedOrderId}"]`);
    await expect.poll(() => refunded.getAttribute('data-status'), soon).toBe('REFUNDED');
    expect(await refunded.getByText('Reembolsada', { exact: true }).isVisible()).toBe(true);
    const reversal = await refunded.getByTestId('order-reversal').innerText();
    expect(reversal).toContain(`Reembolsada el ${formatStoreDate(new Date())}`);
    expect(reversal).toContain(`· ${formatMoney(refundedAmount)}`);
    // No way into a course that is no longer hers.
    expect(await refunded.getByRole('link', { name: 'Ir al curso' }).count()).toBe(0);

    const pending = page.locator(`[data-order-id="${regretOrderId}"]`).getByTestId('order-regret');
    expect(await pending.innerText()).toContain('Pedido en trámite');
    expect(await pending.innerText()).toContain(trackingCode);
    await shootAtWidths(page, 'my-orders-refunded');
    await page.context().close();
  });

  it('the certificate page says the certificate was annulled, and on which day', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/certificados/${certificateCode}`);
    const annulled = page.getByTestId('certificate-annulled');
    await expect.poll(() => annulled.isVisible(), soon).toBe(true);
    expect(await annulled.innerText()).toContain(`Este certificado fue anulado el ${formatStoreDate(new Date())}`);
    expect(await page.getByText('Certificado válido').count()).toBe(0);
    await shootAtWidths(page, 'certificate-annulled');
    await page.context().close();
  });
});
