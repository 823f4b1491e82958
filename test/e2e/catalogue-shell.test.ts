// The path end to end: a browser loads the SPA, which reads /config.json, calls the local
// AppSync endpoint with the API key and shows the catalogue from DynamoDB Local.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');

describe('web app against the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves its runtime configuration', async () => {
    const config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ graphqlUrl: stack.graphqlUrl, userPoolId: stack.userPoolId, authFlow: 'USER_PASSWORD_AUTH' });
  });

  it('shows the catalogue read from the API', async () => {
    const page = await browser.newPage();
    await page.goto(stack.webUrl);
    await expect.poll(() => page.locator('[data-item-id]').count(), { timeout: 15_000 }).toBe(12);
    expect(await page.locator('[data-item-id="course-1"]').innerText()).toContain('$ 45.600');
  });
});
