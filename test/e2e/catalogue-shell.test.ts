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
    expect(config).toMatchObject({ graphqlUrl: stack.graphqlUrl, userPoolId: stack.userPoolId });
  });

  it('shows the whole catalogue read from the API on the landing page', async () => {
    const page = await browser.newPage();
    await page.goto(stack.webUrl);
    const courses = page.locator('[data-section="cursos"] [data-item-id]');
    const plannings = page.locator('[data-section="planificaciones"] [data-item-id]');
    await expect.poll(() => courses.count(), { timeout: 60_000 }).toBe(7);
    expect(await plannings.count()).toBe(5);
    expect(await page.locator('[data-section="cursos"] [data-item-id="course-1"]').innerText()).toContain('$ 45.600');
    await page.close();
  });
});
