// Factura electrónica in Chromium against the whole local stack (with the ARCA stand-in): the
// buyer finds her invoice on Mis compras once ARCA authorised it and downloads the PDF; the admin
// sees it on Facturación and exports the accountant's CSV. Screenshots at 320, 390 and 1366 px,
// and the downloaded PDF rendered to PNG (Debian's pdftoppm) next to them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { createOrder } from '../support/buying';
import { signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { payAtCheckout, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { reverseAtMercadoPago } from '../support/payment-changes';
import { freshPage, waitForPath } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 90_000 };
const OUTPUT = join('test-results', 'invoices');

describe('invoices (browser)', () => {
  let browser: Browser;
  let buyer: TestUser;
  let orderCode: string;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    browser = await launchBrowser();
    const purchase = await given.aPaidPurchase(stack, 'course-6');
    buyer = purchase.buyer;
    orderCode = purchase.order.code;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer downloads her invoice from Mis compras', async () => {
    const page = await given.aSignedInPage(browser, stack, buyer, '/my-orders');
    const card = page.locator(`[data-order-code="${orderCode}"]`);
    const button = card.getByRole('button', { name: 'Descargar factura' });
    // The list asks again by itself while the approved order waits for ARCA (every 15 s).
    await expect.poll(() => button.isVisible(), soon).toBe(true);
    expect(await card.locator('[data-invoice-kind="FACTURA"]').textContent()).toMatch(/Factura B 00003-\d{8}/);
    await then.itFitsEveryWidth(page, 'my-orders-invoice');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^Factura-B-00003-\d{8}\.pdf$/);
    const file = join(OUTPUT, 'factura.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF as a picture, to look at (pdftoppm: Debian's poppler-utils, installed by .ci/run).
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(OUTPUT, 'factura')]);
    expect(readFileSync(join(OUTPUT, 'factura.png')).subarray(1, 4).toString()).toBe('PNG');
    await page.context().close();
  });

  it("the admin sees it on Facturación with its CAE and exports the accountant's CSV", async () => {
    const page = await given.aSignedInPage(browser, stack, stack.admin, '/admin/invoices');
    // Other tests on the same stack issue credit notes the same day (this file's partial refund,
    // the refunds'): the row looked at is an invoice, not whichever document lists first.
    const row = page.locator('tr.invoice-row--issued', { hasText: 'Factura B' }).first();
    await expect.poll(() => row.isVisible(), soon).toBe(true);
    expect(await row.textContent()).toMatch(/Factura B 00003-\d{8}/);
    expect(await page.getByRole('form', { name: 'Datos fiscales' }).isVisible()).toBe(true);
    await then.itFitsEveryWidth(page, 'admin-invoices');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const file = join(OUTPUT, 'comprobantes.csv');
    await download.saveAs(file);
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFFecha,Comprobante,Número,Receptor,Documento,Neto (ARS),IVA (ARS),Total (ARS),CAE,Vto. CAE,Orden',
    );
    expect(csv).toMatch(/Factura B,00003-\d{8},Ana Pérez,DNI|Factura B,00003-\d{8},Ana Pérez,CUIT/);
    await page.context().close();
  });
});

// Factura A: a buyer with a CUIT who says she is IVA responsable inscripto, buying from the store
// (a responsable inscripto seller), gets a Factura A that names her condition.
describe('a Factura A (browser)', () => {
  let browser: Browser;
  let buyer: TestUser;
  const COURSE = 'course-2';

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    browser = await launchBrowser();
    buyer = await signUpAndConfirm(stack, { firstName: 'Inés', lastName: 'Roldán' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the billing form asks the IVA condition with a CUIT; an inscripto buyer gets a Factura A that names it', async () => {
    const path = `/configure-first-billing-detail/${COURSE}`;
    const page = await given.aSignedInPage(browser, stack, buyer, path);
    await expect.poll(() => page.getByRole('heading', { name: 'Tus datos de facturación' }).isVisible(), soon).toBe(true);
    const condition = page.getByRole('group', { name: 'Condición frente al IVA' });
    // Not with a DNI; asked with a CUIT, and required.
    await page.getByLabel('DNI o CUIT/CUIL').fill('30111222');
    expect(await condition.count()).toBe(0);
    await page.getByLabel('DNI o CUIT/CUIL').fill('27-28765432-9');
    await expect.poll(() => condition.isVisible(), soon).toBe(true);
    await page.getByLabel('Nombre completo o razón social').fill('Inés Roldán');
    await page.getByLabel('Calle').fill('Av. Santa Fe');
    await page.getByLabel('Número').fill('2150');
    await page.getByLabel('Localidad').fill('Buenos Aires');
    await page.getByLabel('Provincia').fill('Ciudad Autónoma de Buenos Aires');
    await page.getByLabel('Código postal').fill('C1123AAN');
    await page.getByLabel('Teléfono').fill('11 4821-3300');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect
      .poll(() => page.getByText('Elegí tu condición frente al IVA: con CUIT/CUIL decide si la factura es A o B.').isVisible(), soon)
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(path);
    await then.itFitsEveryWidth(page, 'billing-iva-condition-error');
    await condition.getByRole('radio', { name: 'IVA responsable inscripto' }).check();
    await then.itFitsEveryWidth(page, 'billing-iva-condition');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await waitForPath(page, `/checkout/${COURSE}`);
    await expect.poll(() => page.getByText('Condición frente al IVA: IVA responsable inscripto').isVisible(), soon).toBe(true);
    await page.context().close();

    const order = await createOrder(stack, buyer, COURSE);
    await payAtCheckout(order.initPoint, 'approved');
    await webhooksSettled(stack);

    const orders = await given.aSignedInPage(browser, stack, buyer, '/my-orders');
    const card = orders.locator(`[data-order-code="${order.code}"]`);
    const button = card.getByRole('button', { name: 'Descargar factura' });
    await expect.poll(() => button.isVisible(), soon).toBe(true);
    // The tab names the page (issue 42, item 12).
    expect(await orders.title()).toMatch(/^Mis compras · /);
    expect(await card.locator('[data-invoice-kind="FACTURA"]').textContent()).toMatch(/Factura A 00003-\d{8}/);
    const [download] = await Promise.all([orders.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^Factura-A-00003-\d{8}\.pdf$/);
    const file = join(OUTPUT, 'factura-a.pdf');
    await download.saveAs(file);
    // The PDF's text (Debian's poppler-utils): the letter, the buyer's CUIT and condition, the VAT broken down.
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/\bA\b/);
    expect(text).toContain('27-28765432-9');
    // Twice: the seller's condition and the buyer's.
    expect(text.match(/IVA Responsable Inscripto/g)).toHaveLength(2);
    expect(text).toMatch(/IVA 21\s*%/);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(OUTPUT, 'factura-a')]);
    await orders.context().close();

    // The e-mail that announces it carries the same PDF: the local mailbox lists it and downloads it.
    const mailbox = await freshPage(browser);
    await mailbox.goto(`${stack.webUrl}/_local/mailbox?to=${encodeURIComponent(buyer.email)}`);
    const mail = mailbox.locator('article', { hasText: `Tu factura de la compra` });
    const link = mail.getByRole('link', { name: /Factura-A-00003-\d{8}\.pdf/ });
    await expect
      .poll(async () => {
        await mailbox.reload();
        return link.isVisible();
      }, soon)
      .toBe(true);
    await then.itFitsEveryWidth(mailbox, 'mailbox-invoice-attachment');
    const [attached] = await Promise.all([mailbox.waitForEvent('download'), link.click()]);
    expect(attached.suggestedFilename()).toBe(download.suggestedFilename());
    const attachedFile = join(OUTPUT, 'factura-a-adjunta.pdf');
    await attached.saveAs(attachedFile);
    expect(readFileSync(attachedFile).equals(readFileSync(file))).toBe(true);
    await mailbox.context().close();
  });
});

// A partial refund made at Mercado Pago: the order stays approved (the buyer keeps the course) and
// Mis compras lists the invoice and the credit note for the part returned, each downloadable.
describe('a partial refund (browser)', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Mis compras lists the invoice and the partial credit note; the note downloads under its own name', async () => {
    const { buyer, order } = await given.aPaidPurchase(stack, 'course-5');
    const payment = (await simulatorPayments(stack, order.id)).find((candidate) => candidate.status === 'approved')!;
    await reverseAtMercadoPago(stack, payment.id, 'partial_refund', { amount: 1_000 });
    await webhooksSettled(stack);

    const page = await given.aSignedInPage(browser, stack, buyer, '/my-orders');
    const card = page.locator(`[data-order-code="${order.code}"]`);
    const note = card.getByRole('button', { name: 'Descargar nota de crédito' });
    await expect.poll(() => note.isVisible(), soon).toBe(true);
    expect(await card.getByRole('button', { name: 'Descargar factura' }).isVisible()).toBe(true);
    expect(await card.locator('[data-invoice-document="NOTA_CREDITO-P100000"]').textContent()).toMatch(/Nota de crédito B 00003-\d{8}/);
    await then.itFitsEveryWidth(page, 'my-orders-partial-credit-note');
    const [download] = await Promise.all([page.waitForEvent('download'), note.click()]);
    expect(download.suggestedFilename()).toMatch(/^Nota-de-credito-B-00003-\d{8}\.pdf$/);
    const file = join(OUTPUT, 'nota-de-credito-parcial.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toContain('Devolución parcial');
    expect(text).toMatch(/Importe total:\s+\$ 1\.000,00\n/);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(OUTPUT, 'nota-de-credito-parcial')]);
    await page.context().close();
  });
});
