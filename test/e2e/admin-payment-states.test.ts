// The admin's order detail in the store's payment words (decision 165), in Chromium against the
// local stack: a payment the admin refunded reads "reembolsado" and a chargeback the seller lost
// "contracargo (resuelto a favor del comprador)", each history step with its payment's state —
// none of Mercado Pago's words — at 1366, 390 and 320 px, every line inside the window.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { as, buyerWithAddress, createOrder } from '../support/buying';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { payAtCheckout, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { reverseAtMercadoPago, runPaymentChanges } from '../support/payment-changes';
import { adminSignedInAt } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const WIDTHS = [1366, 390, 320] as const;
const PROVIDER_WORDS = /\b(approved|pending|rejected|cancelled|refunded|charged_back|in_process|settled|reimbursed|partially_refunded)\b/;

/** A course bought and paid at checkout: its order and its payment at the simulator. */
async function paidOrder(itemId: string): Promise<{ id: string; code: string; paymentId: number }> {
  const buyer = await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId);
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  const [payment] = await simulatorPayments(stack, order.id);
  if (!payment || !order.code) throw new Error(`order ${order.id} has no payment or no code`);
  return { id: order.id, code: order.code, paymentId: payment.id };
}

describe("the admin's order detail in the store's payment words (browser, decision 165)", () => {
  let browser: Browser;
  let refunded: { code: string };
  let chargedBack: { code: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await signInAdmin(stack);
    const toRefund = await paidOrder('course-4');
    const refund = await callGraphql(stack, as(admin), 'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id status } }', {
      input: { orderId: toRefund.id, reason: 'Se equivocó de curso' },
    });
    expect(refund.errors).toBeUndefined();
    await webhooksSettled(stack);
    refunded = toRefund;

    const toChargeBack = await paidOrder('course-3');
    await reverseAtMercadoPago(stack, toChargeBack.paymentId, 'chargeback', { notify: false });
    await runPaymentChanges(stack);
    await reverseAtMercadoPago(stack, toChargeBack.paymentId, 'chargeback_settled', { notify: false });
    await runPaymentChanges(stack);
    chargedBack = toChargeBack;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    {
      name: 'a refunded payment',
      order: () => refunded,
      expected: 'reembolsado',
      history: ['— Aprobada (pago: aprobado)', '— Reembolsada'],
      shot: 'admin-order-payment-refunded',
    },
    {
      name: 'a chargeback the seller lost',
      order: () => chargedBack,
      expected: 'contracargo (resuelto a favor del comprador)',
      history: ['— Aprobada (pago: aprobado)', '— Contracargo (pago: contracargo)'],
      shot: 'admin-order-payment-charged-back',
    },
  ];

  for (const { name, order, expected, history, shot } of cases) {
    it(`words ${name} and its history from the payment states, inside the window`, async () => {
      for (const width of WIDTHS) {
        const page = await adminSignedInAt(browser, stack, width);
        await page.goto(`${stack.webUrl}/admin/sales`);
        await page.getByRole('button', { name: `Ver la orden ${order().code}`, exact: true }).click();
        const payments = page.getByTestId('order-payments');
        await expect.poll(() => payments.innerText(), soon).toContain(expected);
        expect(await payments.innerText()).not.toMatch(PROVIDER_WORDS);
        const lines = await page.getByRole('list', { name: 'Historial de estados' }).locator('li').allInnerTexts();
        for (const step of history) expect(lines.some((line) => line.includes(step))).toBe(true);
        expect(lines.join('\n')).not.toMatch(PROVIDER_WORDS);
        // The payment's line wraps inside the dialog: nothing of it is cut off at the window's edge.
        const right = await payments
          .locator('li')
          .first()
          .evaluate((element) => element.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(width);
        await page.getByTestId('order-payments').scrollIntoViewIfNeeded();
        await screenshot(page, `${shot}-${width}`);
        await page.context().close();
      }
    });
  }
});
