// The Botón de arrepentimiento after a partial refund (issue 42, item 6), in Chromium against the
// whole local stack: $ 5.000 returned at Mercado Pago, the buyer's regret form and its confirmation
// say what is left, and so do the admin's list and refund dialog. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatMoney } from '../../functions/domain/money';
import { launchBrowser } from '../support/browser';
import type { CreatedOrder } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { reverseAtMercadoPago, runPaymentChanges } from '../support/payment-changes';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe('a revocation after a partial refund (browser)', () => {
  let browser: Browser;
  let buyer: TestUser;
  let admin: TestUser;
  let order: CreatedOrder;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signInAdmin(stack);
    ({ buyer, order } = await given.aPaidPurchase(stack, 'course-6'));
    const [payment] = await simulatorPayments(stack, order.id);
    await reverseAtMercadoPago(stack, payment!.id, 'partial_refund', { amount: 5000 });
    await webhooksSettled(stack);
    await runPaymentChanges(stack);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer is told what is left, and so is the admin who refunds it', async () => {
    const left = formatMoney(order.amount - 5000);
    const page = await given.aSignedInPage(browser, stack, buyer, '/arrepentimiento');
    const choice = page.locator('label.choice-list__option', { hasText: order.code });
    await expect.poll(() => choice.isVisible(), soon).toBe(true);
    expect(await choice.innerText()).toContain(`ya te devolvimos ${formatMoney(5000)}: se reembolsan ${left}`);
    await then.itFitsEveryWidth(page, 'regret-form-partly-refunded');
    await choice.click();
    await page.getByRole('button', { name: 'Revocar la compra' }).click();
    const amount = page.getByTestId('regret-refund-amount');
    await expect.poll(() => amount.isVisible(), soon).toBe(true);
    expect(await amount.innerText()).toBe(left);
    const trackingCode = await page.getByTestId('regret-tracking-code').innerText();
    await then.itFitsEveryWidth(page, 'regret-sent-partly-refunded');
    await page.context().close();

    const adminPage = await given.aSignedInPage(browser, stack, admin, '/admin/regrets');
    const refund = adminPage.getByRole('button', { name: `Reembolsar ${trackingCode}` });
    await expect.poll(() => refund.isVisible(), soon).toBe(true);
    await refund.click();
    const text = adminPage.getByTestId('refund-amount-text');
    await expect.poll(() => text.isVisible(), soon).toBe(true);
    expect(await text.innerText()).toContain(`${left} de ${formatMoney(order.amount)} (ya se devolvieron ${formatMoney(5000)})`);
    expect(await text.innerText()).not.toContain('el total');
    expect(await adminPage.getByRole('button', { name: `Reembolsar ${left}` }).isVisible()).toBe(true);
    await then.itFitsEveryWidth(adminPage, 'admin-refund-partly-refunded');
    await adminPage.context().close();
  });
});
