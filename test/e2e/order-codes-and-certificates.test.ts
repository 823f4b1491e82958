// What this work changed on screen, in Chromium against the local stack, at 320, 390 and 1366 px
// (no sideways scroll, no serious axe finding, a screenshot each): the public certificate check
// /certificados/{code} for a real certificate and for a code nobody has; the order's short code on
// "Mis compras" and in the admin's sales and order detail; the purchase e-mail drawn in the local
// mailbox.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, seriousAccessibilityViolations } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { as, buyerWithAddress, createOrder, type CreatedOrder } from '../support/buying';
import { callGraphql } from '../support/graphql-client';
import type { TestUser } from '../support/cognito-users';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';
import { given } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 20_000 };
const WIDTHS = [320, 390, 1366] as const;

/** At each width: nothing sticks out sideways, axe finds nothing serious, and a full-page capture. */
async function checkAtWidths(page: Page, name: string, include?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 400 ? 780 : 900 });
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${name} at ${width}px sticks out: ${overflow.widest.join('; ')}`).toBeLessThanOrEqual(overflow.viewport);
    if (width !== 390) expect(await seriousAccessibilityViolations(page, include), `${name} at ${width}px`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

async function signedIn(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
  await fillSignIn(page, email, password);
  await waitForPath(page, path);
  return page;
}

describe('order codes and certificates (browser)', () => {
  let browser: Browser;
  let buyer: TestUser;
  let order: CreatedOrder;
  let certificateCode: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A buyer who bought course-2 through the Mercado Pago simulator and completed its lessons.
    buyer = await buyerWithAddress(stack);
    order = await createOrder(stack, buyer, 'course-2');
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);
    await given.topicsCompleted(stack, buyer, 'course-2', ['course-2-t01', 'course-2-t02', 'course-2-t03']);
    const certificate = await callGraphql(stack, as(buyer), `mutation { requestCertificate(itemId: "course-2") { verificationCode } }`);
    expect(certificate.errors).toBeUndefined();
    certificateCode = certificate.data?.['requestCertificate']?.verificationCode;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor opens the certificate’s page and sees who completed which course, when and how long', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/certificados/${certificateCode}`);
    const valid = page.getByTestId('certificate-valid');
    await valid.waitFor(soon);
    const text = await valid.innerText();
    expect(text).toContain('Certificado válido');
    expect(text).toContain('Ana Pérez');
    // Derived from the syllabus (issue 26): 7 + 9 + 8 minutes of video, not a declared figure.
    expect(text).toContain('24 min de video');
    expect(text).toContain(certificateCode);
    // course-2 has no final evaluation: the page names none.
    expect(text).not.toContain('evaluación');
    expect(text).not.toContain('@');
    expect(await page.title()).toContain('Certificado de Ana Pérez');
    await checkAtWidths(page, 'certificate-valid');
    await page.context().close();
  });

  it('a code no certificate has says the certificate does not exist', async () => {
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/certificados/AAAA-BBBB-CCCC-DDDD`);
    const missing = page.getByTestId('certificate-not-found');
    await missing.waitFor(soon);
    expect(await missing.innerText()).toContain('No encontramos este certificado');
    await checkAtWidths(page, 'certificate-not-found');
    await page.context().close();
  });

  it('the buyer sees the order’s short code on Mis compras', async () => {
    const page = await signedIn(browser, buyer.email, buyer.password, '/my-orders');
    const card = page.locator(`[data-order-id="${order.id}"]`);
    await card.waitFor(soon);
    expect(order.code).toMatch(/^IMP-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    expect(await card.locator('.order-card__id').innerText()).toBe(order.code);
    await checkAtWidths(page, 'order-code-my-orders');
    await page.context().close();
  });

  it('the admin finds the order by its code in the sales and opens its detail', async () => {
    const page = await signedIn(browser, stack.admin.email, stack.admin.password, '/admin/sales');
    const open = page.getByRole('button', { name: `Ver la orden ${order.code}` });
    await open.waitFor(soon);
    await checkAtWidths(page, 'order-code-admin-sales');
    await page.setViewportSize({ width: 1366, height: 900 });
    await open.click();
    await expect.poll(async () => (await page.getByTestId('order-number').innerText()).trim(), soon).toBe(order.code);
    await page.locator('.p-dialog.p-dialog-enter-done').waitFor(soon);
    await checkAtWidths(page, 'order-code-admin-detail', '.p-dialog');
    await page.context().close();
  });

  it('the purchase e-mail, in the local mailbox, is drawn as HTML with the order code', async () => {
    // Delivered through the mail queue: wait for it in the mailbox, then open the page.
    await expect
      .poll(
        async () => (await readDeliveredMail(stack, buyer.email)).some((mail) => mail.subject.includes('fue aprobada') && mail.html),
        soon,
      )
      .toBe(true);
    const page = await freshPage(browser);
    await page.goto(`${stack.webUrl}/_local/mailbox?to=${encodeURIComponent(buyer.email)}`);
    await page.locator('iframe.mail-html').first().waitFor(soon);
    await screenshot(page, 'mailbox-purchase-loaded');
    // The purchase, drawn from its HTML part in a sandboxed frame (the invoice's e-mail may come after it).
    const purchase = page.locator('iframe.mail-html[title*="fue aprobada"]').first();
    await purchase.waitFor(soon);
    const html = (await purchase.getAttribute('srcdoc')) ?? '';
    expect(html).toContain(order.code);
    expect(html).toContain('Empezá el curso');
    expect(html).toContain('/lessons/course-2');
    await expect.poll(() => page.getByText('Versión de texto').first().isVisible(), soon).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `mailbox-purchase-${width}`);
    }
    await page.context().close();
  });
});
