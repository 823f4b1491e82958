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
import type { TestUser } from '../support/cognito-users';
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
    const row = page.locator('tr.invoice-row--issued').first();
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
