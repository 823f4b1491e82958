// A sale waiting for a payment in cash, as the admin and the buyer see it (issue 42, item 12;
// docs/decisions/166): the order's detail in Administración → Ventas says "Pago en efectivo:
// Vence el dd/mm · Ver el cupón de pago", linking to the voucher Mercado Pago (the simulator)
// gave, at 1366, 390 and 320 px, and "Venció el dd/mm" once it expired; the buyer's e-mail
// "Tu compra … está pendiente de pago" is drawn at 390 and 1366 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { launchBrowser, screenshot } from '../support/browser';
import { buyerWithAddress, createOrder } from '../support/buying';
import { expireVoucher, payAtCheckout, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { adminSignedInAt } from './auth-browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const WIDTHS = [1366, 390, 320] as const;

describe('a sale waiting for a payment in cash (browser, issue 42)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin sees until when the voucher can be paid and its link, then that it expired; the buyer’s e-mail is drawn', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-6');
    await payAtCheckout(order.initPoint, 'pending');
    await webhooksSettled(stack);
    const [payment] = await simulatorPayments(stack, order.id);
    const address = payment?.transaction_details?.external_resource_url ?? '';
    expect(address).toContain('/ticket?');

    // One admin session, the detail open, looked at each width.
    const page = await adminSignedInAt(browser, stack, WIDTHS[0]);
    const openDetail = async () => {
      await page.goto(`${stack.webUrl}/admin/sales`);
      await page.getByRole('button', { name: `Ver la orden ${order.code}`, exact: true }).click();
    };
    await openDetail();
    const row = page.getByTestId('order-cash-voucher');
    await expect.poll(() => row.isVisible(), soon).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect((await row.innerText()).trim()).toMatch(/^Vence el \d\d\/\d\d · Ver el cupón de pago$/);
      expect(await row.getByRole('link', { name: 'Ver el cupón de pago' }).getAttribute('href')).toBe(address);
      // The row wraps inside the dialog: nothing of it is cut off at the window's edge.
      expect(await row.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
      await screenshot(page, `admin-order-cash-voucher-${width}`);
    }

    // Not paid in time: Mercado Pago cancels it (expired), and the detail says it expired.
    await expireVoucher(stack, payment?.id ?? 0);
    await webhooksSettled(stack);
    await page.setViewportSize({ width: 390, height: 900 });
    await openDetail();
    await expect.poll(() => row.getAttribute('data-expired'), soon).toBe('true');
    expect((await row.innerText()).trim()).toMatch(/^Venció el \d\d\/\d\d · Ver el cupón de pago$/);
    await screenshot(page, 'admin-order-cash-voucher-expired-390');

    // The buyer's e-mail, as a mail client draws its HTML.
    const pendingMail = async () =>
      (await readDeliveredMail(stack, buyer.email)).find((mail) => mail.subject.includes('pendiente de pago'));
    await expect.poll(pendingMail, { timeout: 120_000, interval: 250 }).toBeDefined();
    const mail = await pendingMail();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail?.html ?? '');
      expect(await page.getByRole('link', { name: 'Ver el cupón de pago' }).getAttribute('href')).toBe(address);
      await screenshot(page, `mail-pending-cash-${width}`);
    }
    await page.context().close();
  }, 480_000);
});
