// A purchase refunded at Mercado Pago with every notification lost, in Chromium against the whole
// local stack (issue 24): after one run of the scheduled reconciliation (run at once through the
// local scheduler), Mis compras shows the order as "Reembolsada" with its date and amount, the
// certificate's public page says it was annulled and on which day, and a pending revocation
// request shows on the buyer's other order with its tracking code. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatMoney } from '../../functions/domain/money';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { launchBrowser } from '../support/browser';
import { as, type CreatedOrder } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { callGraphql, visitor } from '../support/graphql-client';
import { simulatorPayments } from '../support/mercado-pago';
import { reverseAtMercadoPago, runPaymentChanges } from '../support/payment-changes';
import { freshPage } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { verificationCode } }`;
const REGRET = `mutation($input: RegretRequestInput!) { requestPurchaseRegret(input: $input) { trackingCode } }`;

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
    let course: CreatedOrder;
    ({ buyer, order: course } = await given.aPaidPurchase(stack, 'course-2'));
    const { order: other } = await given.aPaidPurchase(stack, 'course-1', buyer);
    refundedOrderId = course.id;
    refundedAmount = course.amount;
    regretOrderId = other.id;
    await given.topicsCompleted(stack, buyer, 'course-2', ['course-2-t01', 'course-2-t02', 'course-2-t03']);
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
    const page = await given.aSignedInPage(browser, stack, buyer, '/my-orders');
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
    await then.itFitsEveryWidth(page, 'my-orders-refunded');
    await page.context().close();
  });

  it('the certificate page says the certificate was annulled, and on which day', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/certificados/${certificateCode}`);
    const annulled = page.getByTestId('certificate-annulled');
    await expect.poll(() => annulled.isVisible(), soon).toBe(true);
    expect(await annulled.innerText()).toContain(`Este certificado fue anulado el ${formatStoreDate(new Date())}`);
    expect(await page.getByText('Certificado válido').count()).toBe(0);
    await then.itFitsEveryWidth(page, 'certificate-annulled');
    await page.context().close();
  });
});
