// The landing's weight (issue 42): a first view with an empty cache, on an emulated phone, transfers
// at most bench/budgets.json's landingTransferKbMax (120 KB, headers included, as served); a
// visitor without a session gets the app's code at their first use of the page, and it then
// hydrates and works; a visitor with a session gets it without touching the page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loadBudgets } from '../../bench/budgets';
import { launchBrowser } from '../support/browser';
import { kilobytes, LIGHTHOUSE_PHONE, measureFirstView, type PageTransfer } from '../support/page-transfer';

const stack = inject('stack');

const APP_CODE = /^\/assets\/main-[\w-]+\.js$/;
const describeTransfer = (transfer: PageTransfer) =>
  `${kilobytes(transfer.bytes)} in ${transfer.requests} requests: ${transfer.byType.map((type) => `${type.type} ${kilobytes(type.bytes)} (${type.requests})`).join(', ')}`;

describe("the landing's weight", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a first view transfers at most the budget; the first use brings the app, which hydrates', async () => {
    const limitKb = loadBudgets().web.landingTransferKbMax;
    const { untouched, afterFirstUse } = await measureFirstView(browser, `${stack.webUrl}/`, { firstUse: true });
    console.log(`landing, untouched: ${describeTransfer(untouched)}`);
    if (afterFirstUse) console.log(`landing, after the first use: ${describeTransfer(afterFirstUse)}`);
    expect(untouched.bytes, describeTransfer(untouched)).toBeLessThanOrEqual(limitKb * 1000);
    // What the page is: its document, its pictures, and nothing of the app's until it is used.
    expect(untouched.byType.find((type) => type.type === 'Document')?.requests).toBe(1);
    expect(untouched.resources.filter((resource) => APP_CODE.test(resource.path))).toEqual([]);
    expect(untouched.resources.filter((resource) => resource.path.includes('/graphql'))).toEqual([]);
    // Text answers are compressed as CloudFront compresses them (1,000 bytes and up).
    const document = untouched.resources.find((resource) => resource.type === 'Document');
    expect(document?.encoding).toBe('br');
    // Used, it is the live app: its code came and it re-read the catalogue.
    expect(afterFirstUse?.resources.filter((resource) => APP_CODE.test(resource.path)).length).toBeGreaterThan(0);
    expect(afterFirstUse?.resources.some((resource) => resource.path.includes('/graphql'))).toBe(true);
  });

  it('a visitor with a session gets the app without touching the page', async () => {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    try {
      // The keys Amplify's token store writes (their values are the app's to check: these are refused and cleared).
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('CognitoIdentityServiceProvider.client.visitor.refreshToken', 'not-a-token');
          sessionStorage.setItem('seeded', 'yes');
        }
      });
      const page = await context.newPage();
      const appCode = page.waitForRequest((request) => APP_CODE.test(new URL(request.url()).pathname), { timeout: 60_000 });
      await page.goto(`${stack.webUrl}/`);
      await appCode;
      await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    } finally {
      await context.close();
    }
  });
});
