// The admin sees why the store stopped e-mailing a buyer (issue 36): the local mail stand-in bounces
// the buyer's address for good, as SES reports a hard bounce, and the order's detail in
// Administración → Ventas says so, at 1366, 390 and 320 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queueDrained } from '../../infra/local/local-queue';
import { setBouncing } from '../../infra/local/mailbox';
import { launchBrowser, screenshot } from '../support/browser';
import { buyerWithAddress, createOrder } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { adminSignedInAt } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const WIDTHS = [1366, 390, 320] as const;

describe('a hard-bounced buyer on the order detail (browser, issue 36)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says that the store no longer writes to her, and why', async () => {
    const buyer = await buyerWithAddress(stack);
    await setBouncing(stack.mailboxDir, buyer.email, 'Permanent');
    const order = await createOrder(stack, buyer, 'course-2');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    await queueDrained(stack.mailQueueDir);
    await queueDrained(stack.mailFeedbackQueueDir);

    for (const width of WIDTHS) {
      const page = await adminSignedInAt(browser, stack, width);
      await page.goto(`${stack.webUrl}/admin/sales`);
      await page.getByRole('button', { name: `Ver la orden ${order.code}`, exact: true }).click();
      const line = page.getByTestId('buyer-mail-suppression');
      await expect.poll(() => line.innerText(), soon).toContain('rebote permanente');
      expect(await line.innerText()).toMatch(/^Suspendidos\s+La tienda no le escribe más: el \d{2}\/\d{2}\/\d{4}/);
      // The line wraps inside the dialog: nothing of it is cut off at the window's edge.
      const right = await line.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(width);
      await screenshot(page, `admin-order-mail-suppression-${width}`);
      await page.context().close();
    }
  });
});
